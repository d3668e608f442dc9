import { count, eq } from 'drizzle-orm';
import { COUNTRIES } from '../../src/domain/countries.ts';
import { ALL_ARTICLES_NAMES, VENUE_SERVICE_TYPES } from '../../src/domain/menus.ts';
import { hashPassword } from '../auth/password.ts';
import type { DB } from '../platform/db/client.ts';
import {
  categories,
  companies,
  itemCategories,
  items,
  menuEntries,
  menus,
  permissions,
  users,
  venueMenus,
  venues,
} from '../platform/db/schema/index.ts';
import { DEMO_CATEGORIES } from './demo-catalog.ts';
import { seedAccounts } from './seed-accounts.ts';
import { seedCaptures } from './seed-captures.ts';
import { seedCompetitions } from './seed-competitions.ts';
import { seedHistory } from './seed-history.ts';
import { seedInventory } from './seed-inventory.ts';
import { seedKitchen } from './seed-kitchen.ts';
import { seedLicences } from './seed-licences.ts';
import { seedMenus } from './seed-menus.ts';
import { seedMetadata } from './seed-metadata.ts';
import { seedOnlineOrdering } from './seed-onlineOrdering.ts';
import { seedKafeOpenDays } from './seed-openDays.ts';
import { seedOrders } from './seed-orders.ts';
import { seedOrganization } from './seed-organization.ts';
import { seedPayments } from './seed-payments.ts';
import { seedPim } from './seed-pim.ts';
import { seedPosLayouts } from './seed-posLayouts.ts';
import { seedSettings } from './seed-settings.ts';
import { seedStaff } from './seed-staff.ts';
import { seedTables } from './seed-tables.ts';

export const DEMO_LOGIN = { email: 'demo@ordna.se', password: 'Demo!2026' } as const;
// One place for these facts: src/domain/menus.ts (spec sections 4 and 9).
export { ALL_ARTICLES_NAMES, VENUE_SERVICE_TYPES } from '../../src/domain/menus.ts';

export async function isEmpty(db: DB): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(companies);
  return (row?.n ?? 0) === 0;
}

/** The Swedish demo company "Demo Bistro": two Stockholm venues, 60 products, menus, an owner. */
export async function seedDemo(db: DB): Promise<{ companyId: string }> {
  const passwordHash = await hashPassword(DEMO_LOGIN.password);
  return db.transaction(async (tx) => {
    const se = COUNTRIES.SE;
    const [company] = await tx
      .insert(companies)
      .values({
        name: 'Demo Bistro',
        legalName: 'Demo Bistro AB',
        country: 'SE',
        currency: se.currency,
        timezone: se.timezone,
        defaultLanguage: 'sv',
        legalEntityId: 'LE-DEMO-0001',
        billingAccountId: 'BA-DEMO-0001',
        balanceAccountId: 'BAL-DEMO-0001',
        hasTables: true,
        hasKDS: true,
        hasAppOrders: true,
      })
      .returning();
    if (!company) throw new Error('seed: company not created');
    const venueRows = await tx
      .insert(venues)
      .values([
        {
          companyId: company.id,
          name: 'Demo Bistro Södermalm',
          street: 'Götgatan 21',
          zip: '116 46',
          city: 'Stockholm',
          timezone: se.timezone,
        },
        {
          companyId: company.id,
          name: 'Demo Bistro Vasastan',
          street: 'Odengatan 54',
          zip: '113 22',
          city: 'Stockholm',
          timezone: se.timezone,
        },
      ])
      .returning();

    const [owner] = await tx
      .insert(users)
      .values({
        email: DEMO_LOGIN.email,
        name: 'Astrid Lindqvist',
        passwordHash,
        language: 'sv',
        companyId: company.id,
        role: 'SUPER_ADMIN',
        activatedAt: new Date(),
      })
      .returning();
    if (!owner) throw new Error('seed: owner not created');
    await tx.insert(permissions).values({ userId: owner.id, scopes: [], venueIds: [] });

    const [allArticles] = await tx
      .insert(menus)
      .values({
        companyId: company.id,
        name: ALL_ARTICLES_NAMES.en,
        nameLang: ALL_ARTICLES_NAMES,
        currency: 'SEK',
      })
      .returning();
    const [takeAway] = await tx
      .insert(menus)
      .values({
        companyId: company.id,
        name: 'Take away',
        nameLang: { en: 'Take away', se: 'Avhämtning', es: 'Para llevar', no: 'Takeaway' },
        currency: 'SEK',
      })
      .returning();
    if (!allArticles || !takeAway) throw new Error('seed: menus not created');

    for (const [position, demo] of DEMO_CATEGORIES.entries()) {
      const [category] = await tx
        .insert(categories)
        .values({
          companyId: company.id,
          name: demo.se,
          nameLang: { se: demo.se, en: demo.en },
          color: demo.color,
          vatRate: demo.vatRate,
        })
        .returning();
      if (!category) throw new Error('seed: category not created');
      const created = await tx
        .insert(items)
        .values(
          demo.items.map(([seTitle, enTitle, kronor, volumeSuffix]) => ({
            companyId: company.id,
            title: seTitle,
            titleLang: { se: seTitle, en: enTitle },
            defaultPrice: kronor * 100,
            vatRate: demo.vatRate,
            volumeSuffix: volumeSuffix ?? null,
          })),
        )
        .returning({ id: items.id, price: items.defaultPrice });
      await tx
        .insert(itemCategories)
        .values(created.map((item) => ({ itemId: item.id, categoryId: category.id, position })));
      await tx
        .insert(menuEntries)
        .values(created.map((item) => ({ menuId: allArticles.id, itemId: item.id, price: item.price })));
      // Take-away food is 10 % cheaper; drinks with alcohol are not sold to go.
      if (demo.vatRate === 12) {
        await tx.insert(menuEntries).values(
          created.map((item) => ({
            menuId: takeAway.id,
            itemId: item.id,
            price: Math.round(item.price * 0.9),
          })),
        );
      }
    }

    for (const venue of venueRows) {
      await tx.insert(venueMenus).values(
        VENUE_SERVICE_TYPES.map((serviceType) => ({
          venueId: venue.id,
          serviceType,
          menuId: serviceType === 'TAKE_AWAY' ? takeAway.id : allArticles.id,
        })),
      );
    }
    const { kafeId } = await seedOrganization(tx, company.id, passwordHash);
    await seedAccounts(tx, company.id, passwordHash);
    await seedPim(tx, company.id);
    await seedPosLayouts(tx, company.id);
    await seedPayments(tx);
    await seedMenus(tx, company.id);
    await seedHistory(tx, company.id);
    await seedMetadata(tx, company.id);
    // After the menus: the history is priced by the menu at each order's instant.
    await seedOrders(tx, company.id);
    await seedKafeOpenDays(tx, kafeId);
    await seedStaff(tx, company.id);
    await seedTables(tx, company.id);
    await seedKitchen(tx, company.id, owner);
    await seedSettings(tx, company.id);
    await seedOnlineOrdering(tx, company.id);
    await seedLicences(tx, company.id);
    await seedInventory(tx, company.id);
    await seedCompetitions(tx, company.id);
    await seedCaptures(tx);
    return { companyId: company.id };
  });
}

/** Seeds the demo on an empty database; returns whether it did. */
export async function seedIfEmpty(db: DB): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await seedDemo(db);
  return true;
}

export async function findUserByEmail(db: DB, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}
