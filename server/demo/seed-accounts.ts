import { asc, eq } from 'drizzle-orm';
import { accountingDate, accountingDayRange, addDays } from '../../src/domain/accountingDay.ts';
import { COUNTRIES } from '../../src/domain/countries.ts';
import type { DB } from '../platform/db/client.ts';
import {
  companies,
  grantOffers,
  legalEntities,
  legalEntityVenues,
  permissions,
  users,
  venues,
  vouchers,
} from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';

export const MENUS_LOGIN = { email: 'menus@ordna.se', password: 'Demo!2026' } as const;
export const PAYMENTS_LOGIN = { email: 'payments@ordna.se', password: 'Demo!2026' } as const;

type Tx = Parameters<Parameters<DB['transaction']>[0]>[0];

/**
 * The shell's demo data (issue 5), inside seedDemo's transaction:
 * - Demo Bistro's legal entity with both venues, and an available Boost offer (so the Boost link
 *   shows with its "New" badge);
 * - a month of daily vouchers for Södermalm, one of which failed (the bell's red badge);
 * - menus@ordna.se, who may only edit products and menus (POS_CUSTOMIZATION and MENUS);
 * - payments@ordna.se, owner of Café Lilla Torget, a payments-only company.
 */
export async function seedAccounts(
  tx: Tx,
  bistroId: string,
  passwordHash: string,
  now = new Date(),
): Promise<void> {
  const bistroVenues = await tx
    .select()
    .from(venues)
    .where(ownRows({ companyId: bistroId }, venues))
    .orderBy(asc(venues.createdAt), asc(venues.name));
  const [company] = await tx.select().from(companies).where(eq(companies.id, bistroId));
  if (!company || bistroVenues.length === 0) throw new Error('seed: demo company missing');

  const [entity] = await tx
    .insert(legalEntities)
    .values({
      id: company.legalEntityId ?? undefined,
      companyId: bistroId,
      name: company.legalName || company.name,
    })
    .returning();
  if (!entity) throw new Error('seed: legal entity not created');
  await tx
    .insert(legalEntityVenues)
    .values(bistroVenues.map((venue) => ({ legalEntityId: entity.id, venueId: venue.id })));
  await tx.insert(grantOffers).values({
    companyId: bistroId,
    legalEntityId: entity.id,
    amount: 150_000_00,
    currency: company.currency,
    status: 'AVAILABLE',
    expiresAt: new Date(now.getTime() + 60 * 24 * 60 * 60 * 1000),
  });

  // One voucher per closed accounting day, exported at 06:00 the morning after; two days ago failed.
  const [first] = bistroVenues;
  if (first) {
    const today = accountingDate(now, first.timezone);
    const rows = Array.from({ length: 14 }, (_, i) => {
      const day = addDays(today, -(i + 1));
      const exportedAt = new Date(accountingDayRange(day, first.timezone).end.getTime() + 30 * 60 * 1000 + 1);
      const failed = i === 1;
      return {
        companyId: bistroId,
        venueId: first.id,
        accountingDate: day,
        status: failed ? ('failed' as const) : ('exported' as const),
        message: failed
          ? 'The accounting integration refused the voucher: account 3051 does not exist in the chart of accounts.'
          : '',
        createdAt: exportedAt,
      };
    });
    await tx.insert(vouchers).values(rows);
  }

  const [menusUser] = await tx
    .insert(users)
    .values({
      email: MENUS_LOGIN.email,
      name: 'Maja Berg',
      passwordHash,
      language: 'sv',
      companyId: bistroId,
      role: 'REGULAR',
      activatedAt: now,
    })
    .returning();
  if (!menusUser) throw new Error('seed: menus user not created');
  await tx
    .insert(permissions)
    .values({ userId: menusUser.id, scopes: ['POS_CUSTOMIZATION', 'MENUS'], venueIds: [] });

  const se = COUNTRIES.SE;
  const [cafe] = await tx
    .insert(companies)
    .values({
      name: 'Café Lilla Torget',
      legalName: 'Lilla Torget Kaffe AB',
      // Its metadata (spec section 5): an account holder can't be created without it.
      orgNumber: '559241-2018',
      country: 'SE',
      currency: se.currency,
      timezone: se.timezone,
      defaultLanguage: 'sv',
      isPaymentsOnly: true,
      legalEntityId: 'LE-DEMO-0002',
      balanceAccountId: 'BAL-DEMO-0002',
    })
    .returning();
  if (!cafe) throw new Error('seed: payments company not created');
  const [cafeVenue] = await tx
    .insert(venues)
    .values({
      companyId: cafe.id,
      name: 'Café Lilla Torget',
      street: 'Lilla Torget 3',
      zip: '211 34',
      city: 'Malmö',
      timezone: se.timezone,
    })
    .returning();
  if (cafeVenue) {
    await tx.insert(legalEntities).values({ id: 'LE-DEMO-0002', companyId: cafe.id, name: cafe.legalName });
    await tx.insert(legalEntityVenues).values({ legalEntityId: 'LE-DEMO-0002', venueId: cafeVenue.id });
  }
  const [paymentsUser] = await tx
    .insert(users)
    .values({
      email: PAYMENTS_LOGIN.email,
      name: 'Elsa Nord',
      passwordHash,
      language: 'sv',
      companyId: cafe.id,
      role: 'SUPER_ADMIN',
      activatedAt: now,
    })
    .returning();
  if (!paymentsUser) throw new Error('seed: payments user not created');
  await tx.insert(permissions).values({ userId: paymentsUser.id, scopes: [], venueIds: [] });
}
