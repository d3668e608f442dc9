import { and, eq, type InferSelectModel, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './queryable.ts';

/**
 * Whose rows a request reads and writes: the signed-in viewer, an API key's company, a job's
 * company. Structural so that low layers (jobs, seeds, caches) need not import the request context.
 * `venueIds` empty or absent means every venue of the company.
 */
export interface Tenant {
  readonly companyId: string;
  readonly venueIds?: readonly string[];
}

/** A table whose rows belong to one company. */
export type CompanyTable = PgTable & { companyId: PgColumn };
/** A company's table whose rows also belong to one venue. */
export type VenueTable = CompanyTable & { venueId: PgColumn };

/**
 * The tenant-scoped repository's filters (docs/architecture.md, "The company filter"): the only
 * place the company and venue filters are written. Every read, update and delete of a company's
 * table takes its `where` from here, and every insert its company; `server/architecture.test.ts`
 * counts the filters written anywhere else.
 */

/** The tenant's rows of a company table, and the caller's own conditions. */
export function ownRows(tenant: Tenant, table: CompanyTable, ...conditions: (SQL | undefined)[]): SQL {
  return and(eq(table.companyId, tenant.companyId), ...conditions) as SQL;
}

/**
 * The tenant's rows of a venue table on the venues the tenant may see (a viewer restricted to some
 * venues sees only theirs), and the caller's own conditions.
 */
export function venueRows(tenant: Tenant, table: VenueTable, ...conditions: (SQL | undefined)[]): SQL {
  return and(
    eq(table.companyId, tenant.companyId),
    tenant.venueIds?.length ? inArray(table.venueId, [...tenant.venueIds]) : undefined,
    ...conditions,
  ) as SQL;
}

/** The venue restriction alone, for a venue column reached through a join or a nullable column. */
export function seesVenueColumn(tenant: Tenant, venueId: PgColumn): SQL | undefined {
  return tenant.venueIds?.length ? inArray(venueId, [...tenant.venueIds]) : undefined;
}

/** Whether the tenant may see or use this venue (its company checked by the caller's read). */
export function seesVenue(tenant: Tenant, venueId: string): boolean {
  return !tenant.venueIds?.length || tenant.venueIds.includes(venueId);
}

/** A row to insert, owned by the tenant's company: the company comes from here, never from input. */
export function ownRow<T extends object>(tenant: Tenant, values: T): T & { companyId: string } {
  return { ...values, companyId: tenant.companyId };
}

/** The rows to insert, each owned by the tenant's company. */
export function ownRowsToInsert<T extends object>(
  tenant: Tenant,
  values: readonly T[],
): (T & { companyId: string })[] {
  return values.map((value) => ownRow(tenant, value));
}

/**
 * The company filter for raw SQL text (reports, recursive queries): `${ownedBy(tenant, column)}`
 * where the column is written as SQL (`sql.raw('o.company_id')` or a Drizzle column).
 */
export function ownedBy(tenant: Tenant, column: PgColumn | SQL): SQL {
  return sql`${column} = ${tenant.companyId}`;
}

/**
 * The tenant's rows of a company table with these ids (a page's records, a loader's batch): one
 * read for the lists that page by id, instead of a copy of it in each GraphQL module.
 */
export function ownRowsById<T extends CompanyTable & { id: PgColumn }>(
  db: Queryable,
  tenant: Tenant,
  table: T,
  ids: readonly string[],
): Promise<InferSelectModel<T>[]> {
  // Drizzle cannot type a select from a table given as a type parameter; its rows are T's by construction.
  const rows: Promise<unknown[]> = db
    .select()
    .from(table as PgTable)
    .where(ownRows(tenant, table, inArray(table.id, [...ids])));
  return rows as Promise<InferSelectModel<T>[]>;
}
