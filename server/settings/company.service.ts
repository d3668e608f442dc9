import { eq, sql } from 'drizzle-orm';
import type { CompanySettings } from '../../src/domain/companySettings.ts';
import { DomainError } from '../platform/api/domainError.ts';
import { checkVersion, notFound } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { DB } from '../platform/db/client.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { type CompanyRow, companies } from '../platform/db/schema/index.ts';

/** Company-wide settings belong to users who see every venue (like adding a venue). */
export function requireWholeCompany(viewer: Viewer): void {
  if (viewer.venueIds.length) throw new DomainError('FORBIDDEN', (t) => t.errors.forbidden());
}

/** The viewer's own company (from the token, never from an argument). */
export async function findCompany(db: Queryable, viewer: Viewer): Promise<CompanyRow> {
  const [row] = await db.select().from(companies).where(eq(companies.id, viewer.companyId));
  if (!row) throw notFound();
  return row;
}

/** Saves the company settings in one statement under a row lock; CONFLICT on a stale version. */
export async function updateCompany(
  db: DB,
  viewer: Viewer,
  data: CompanySettings,
  expectedVersion: number | null | undefined,
): Promise<CompanyRow> {
  requireWholeCompany(viewer);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(companies)
      .where(eq(companies.id, viewer.companyId))
      .for('update');
    if (!current) throw notFound();
    checkVersion(current.version, expectedVersion);
    const [row] = await tx
      .update(companies)
      .set({ ...data, version: sql`${companies.version} + 1` })
      .where(eq(companies.id, viewer.companyId))
      .returning();
    if (!row) throw notFound();
    return row;
  });
}
