import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/queryable.ts';
import { integrationConfigs } from '../db/schema/index.ts';

/**
 * The tenant of a company's shared integration config (a Tripletex client company), or null:
 * read when a voucher is sent, so a changed tenant applies to vouchers still waiting.
 */
export async function tenantOf(db: Queryable, companyId: string, provider: string): Promise<string | null> {
  const [row] = await db
    .select({ mapping: integrationConfigs.mapping })
    .from(integrationConfigs)
    .where(
      and(
        eq(integrationConfigs.companyId, companyId),
        eq(integrationConfigs.provider, provider),
        eq(integrationConfigs.scope, 'shared'),
      ),
    );
  return row?.mapping.tenant?.trim() || null;
}
