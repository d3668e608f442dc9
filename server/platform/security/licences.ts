import { eq } from 'drizzle-orm';
import {
  type CompanyLicenceFlags,
  companyFeatures,
  isLicenceActive,
  type LicenceFeature,
} from '../../../src/domain/licences.ts';
import { licenceRequired } from '../api/domainError.ts';
import { viewerOf } from '../builder.ts';
import type { Context } from '../context.ts';
import type { DB } from '../db/client.ts';
import { companies, licences } from '../db/schema/index.ts';
import { ownRows } from '../db/tenant.ts';

/**
 * The company's licence-gated features (spec section 4): from the old company flags, or from
 * new-style licences when the company uses them. One function, so every gate reads the same.
 */
export async function loadLicenceFeatures(db: DB, companyId: string): Promise<LicenceFeature[]> {
  const [flags] = await db
    .select({
      useNewLicenses: companies.useNewLicenses,
      hasTables: companies.hasTables,
      hasKDS: companies.hasKDS,
      hasAppOrders: companies.hasAppOrders,
      hasExpress: companies.hasExpress,
      hasCDS: companies.hasCDS,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!flags) return [];
  // Old flags or not: a flagless feature (stock) follows its module's licence (FLAGLESS_FEATURES).
  const rows = await db
    .select({ product: licences.product, status: licences.status, expiresAt: licences.expiresAt })
    .from(licences)
    .where(ownRows({ companyId }, licences));
  const now = new Date();
  return companyFeatures(
    flags satisfies CompanyLicenceFlags,
    rows.filter((row) => isLicenceActive(row, now)).map((row) => row.product),
  );
}

/** Refuses the call unless the viewer's company has the feature. */
export async function requireLicence(ctx: Context, feature: LicenceFeature): Promise<void> {
  const features = await loadLicenceFeatures(ctx.db, viewerOf(ctx).companyId);
  if (!features.includes(feature)) throw licenceRequired();
}
