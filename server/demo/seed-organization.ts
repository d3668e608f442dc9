import { eq } from 'drizzle-orm';
import { COUNTRIES } from '../../src/domain/countries.ts';
import type { DB } from '../platform/db/client.ts';
import {
  categories,
  companies,
  itemCategories,
  items,
  organizationAdmins,
  organizations,
  permissions,
  users,
  venues,
} from '../platform/db/schema/index.ts';

export const ORG_ADMIN_LOGIN = { email: 'org@ordna.se', password: 'Demo!2026' } as const;

type Tx = Parameters<Parameters<DB['transaction']>[0]>[0];

/**
 * "Demo Group": Demo Bistro and a second company, Demo Kafé in Gothenburg, with an organization
 * admin (org@ordna.se) who can act as any of their users (issue 4). Answers the Kafé's id.
 */
export async function seedOrganization(
  tx: Tx,
  bistroId: string,
  passwordHash: string,
): Promise<{ kafeId: string }> {
  const [org] = await tx.insert(organizations).values({ name: 'Demo Group' }).returning();
  if (!org) throw new Error('seed: organization not created');
  await tx.update(companies).set({ organizationId: org.id }).where(eq(companies.id, bistroId));
  const se = COUNTRIES.SE;
  const [kafe] = await tx
    .insert(companies)
    .values({
      name: 'Demo Kafé',
      legalName: 'Demo Kafé AB',
      country: 'SE',
      currency: se.currency,
      timezone: se.timezone,
      defaultLanguage: 'sv',
      organizationId: org.id,
    })
    .returning();
  if (!kafe) throw new Error('seed: second company not created');
  await tx.insert(venues).values({
    companyId: kafe.id,
    name: 'Demo Kafé Linné',
    street: 'Linnégatan 12',
    zip: '413 04',
    city: 'Göteborg',
    timezone: se.timezone,
  });
  const [fika] = await tx
    .insert(categories)
    .values({
      companyId: kafe.id,
      name: 'Fika',
      nameLang: { se: 'Fika', en: 'Fika' },
      color: '#92400e',
      vatRate: 12,
    })
    .returning();
  const kafeItems = await tx
    .insert(items)
    .values(
      [
        ['Kanelbulle', 'Cinnamon bun', 3900],
        ['Kardemummabulle', 'Cardamom bun', 4200],
        ['Cappuccino', 'Cappuccino', 4900],
        ['Räksmörgås', 'Shrimp sandwich', 13900],
      ].map(([se, en, price]) => ({
        companyId: kafe.id,
        title: String(se),
        titleLang: { se: String(se), en: String(en) },
        defaultPrice: Number(price),
        vatRate: 12,
      })),
    )
    .returning({ id: items.id });
  if (fika)
    await tx
      .insert(itemCategories)
      .values(kafeItems.map((item) => ({ itemId: item.id, categoryId: fika.id })));
  const people = [
    { email: 'kafe@ordna.se', name: 'Erik Holm', companyId: kafe.id, scopes: [] as string[] },
    {
      email: 'barista@ordna.se',
      name: 'Sara Ek',
      companyId: kafe.id,
      scopes: ['POS_CUSTOMIZATION', 'MENUS'],
    },
    { email: ORG_ADMIN_LOGIN.email, name: 'Olof Gren', companyId: bistroId, scopes: [] as string[] },
  ];
  for (const person of people) {
    const [user] = await tx
      .insert(users)
      .values({
        email: person.email,
        name: person.name,
        passwordHash,
        language: 'sv',
        companyId: person.companyId,
        role: 'CONTENT_ADMIN',
        activatedAt: new Date(),
      })
      .returning();
    if (!user) throw new Error('seed: user not created');
    await tx.insert(permissions).values({ userId: user.id, scopes: person.scopes, venueIds: [] });
    if (person.email === ORG_ADMIN_LOGIN.email) {
      await tx.insert(organizationAdmins).values({ organizationId: org.id, userId: user.id });
    }
  }
  return { kafeId: kafe.id };
}
