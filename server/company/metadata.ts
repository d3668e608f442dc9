import { eq } from 'drizzle-orm';
import { isCountryCode } from '../../src/domain/countries.ts';
import { DomainError } from '../platform/api/domainError.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { type CompanyRow, companies } from '../platform/db/schema/index.ts';
import type { Tenant } from '../platform/db/tenant.ts';

/**
 * The company metadata the operations of spec section 5, "Metadata required", need: the
 * organisation number and a (legal) name from Settings › Company, and a country we know. A venue's
 * own metadata (its address) is checked where a venue is involved (payments/stores.service.ts).
 */
export function hasCompanyMetadata(
  company: Pick<CompanyRow, 'orgNumber' | 'legalName' | 'name' | 'country'>,
): boolean {
  return Boolean(
    company.orgNumber.trim() &&
      (company.legalName.trim() || company.name.trim()) &&
      isCountryCode(company.country),
  );
}

/** "Metadata not available" (spec section 5), worded in the viewer's language at the edge. */
export function metadataNotAvailable(): DomainError {
  return new DomainError('BAD_USER_INPUT', (t) => t.settings.errors.metadataNotAvailable(), { problems: [] });
}

/** Refuses with "Metadata not available" unless the tenant's company has its metadata. */
export async function requireCompanyMetadata(db: Queryable, tenant: Tenant): Promise<void> {
  const [company] = await db.select().from(companies).where(eq(companies.id, tenant.companyId));
  if (!company || !hasCompanyMetadata(company)) throw metadataNotAvailable();
}
