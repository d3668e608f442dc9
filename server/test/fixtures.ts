import type { Module } from '../../src/domain/licences.ts';
import { hashPassword } from '../auth/password.ts';
import type { DB } from '../platform/db/client.ts';
import {
  categories,
  companies,
  itemCategories,
  items,
  licences,
  permissions,
  users,
  venues,
} from '../platform/db/schema/index.ts';

export const FIXTURE_PASSWORD = 'Fixture!2026';
let cachedHash: Promise<string> | null = null;

/** A second company with its own user, venue, category and items, for tenancy tests. */
export async function createCompany(
  db: DB,
  options: {
    name: string;
    email: string;
    country?: string;
    scopes?: string[];
    items?: number;
    /** Licence-gated features on, like the demo company (tables, KDS, app orders); false for none. */
    licensed?: boolean;
  },
) {
  cachedHash ??= hashPassword(FIXTURE_PASSWORD);
  const passwordHash = await cachedHash;
  const [company] = await db
    .insert(companies)
    .values({
      name: options.name,
      // A close or an export needs the organisation number (docs/z-report.md, "Company facts").
      orgNumber: '923609016',
      country: options.country ?? 'NO',
      currency: 'NOK',
      timezone: 'Europe/Oslo',
      hasTables: options.licensed ?? true,
      hasKDS: options.licensed ?? true,
      hasAppOrders: options.licensed ?? true,
    })
    .returning();
  if (!company) throw new Error('fixture: company');
  const [venue] = await db
    .insert(venues)
    // Created well before the tests' dated sales: a sale before its venue existed is refused.
    .values({
      companyId: company.id,
      name: `${options.name} Oslo`,
      createdAt: new Date('2020-01-01T12:00:00Z'),
    })
    .returning();
  const [user] = await db
    .insert(users)
    .values({
      email: options.email,
      name: `${options.name} Owner`,
      passwordHash,
      companyId: company.id,
      activatedAt: new Date(),
    })
    .returning();
  if (!user || !venue) throw new Error('fixture: user');
  await db.insert(permissions).values({ userId: user.id, scopes: options.scopes ?? [], venueIds: [] });
  const [category] = await db
    .insert(categories)
    .values({ companyId: company.id, name: `${options.name} category`, vatRate: 25 })
    .returning();
  if (!category) throw new Error('fixture: category');
  const count = options.items ?? 3;
  const created =
    count === 0
      ? []
      : await db
          .insert(items)
          .values(
            Array.from({ length: count }, (_, i) => ({
              companyId: company.id,
              title: `${options.name} item ${i + 1}`,
              defaultPrice: 1000 * (i + 1),
              vatRate: 25,
            })),
          )
          .returning();
  if (created.length) {
    await db
      .insert(itemCategories)
      .values(created.map((item) => ({ itemId: item.id, categoryId: category.id })));
  }
  return { company, venue, user, category, items: created };
}

/**
 * Gives a fixture company active licences of these modules: how a test turns on a feature that no
 * old flag stands for (stock: INVENTORY, issue 47 item 8; `FLAGLESS_FEATURES`).
 */
export async function licenseModules(db: DB, companyId: string, modules: readonly Module[]): Promise<void> {
  if (!modules.length) return;
  await db
    .insert(licences)
    .values(
      modules.map((product) => ({ companyId, plan: 'YEARLY' as const, status: 'ACTIVE' as const, product })),
    );
}
