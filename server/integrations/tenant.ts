import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../platform/db/queryable.ts';
import { integrationConfigs } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';

/**
 * The tenant of the integration config a venue's vouchers follow (the venue's own, else the shared
 * one; a Tripletex client company), or null: read when a voucher is sent, so a changed tenant
 * applies to vouchers still waiting.
 */
export async function tenantOf(
  db: Queryable,
  companyId: string,
  provider: string,
  venueId: string,
): Promise<string | null> {
  const rows = await db
    .select({ scope: integrationConfigs.scope, mapping: integrationConfigs.mapping })
    .from(integrationConfigs)
    .where(
      ownRows(
        { companyId },
        integrationConfigs,
        eq(integrationConfigs.provider, provider),
        inArray(integrationConfigs.scope, ['shared', venueId]),
      ),
    );
  const row = rows.find((r) => r.scope === venueId) ?? rows.find((r) => r.scope === 'shared');
  return row?.mapping.tenant?.trim() || null;
}
