import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Viewer } from '../context.ts';
import type { DB } from '../db/client.ts';
import type { Tx } from '../db/queryable.ts';
import { ownRow, ownRows } from '../db/tenant.ts';
import { DomainError } from './domainError.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that cannot exist are answered like missing ones (no database error, no probing). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Missing and foreign ids get the same answer, in the shared `errors` words (not an area's). */
export function notFound() {
  return new DomainError('NOT_FOUND', (t) => t.errors.recordNotFound());
}

/** A save based on an old version: the client offers reload or overwrite. */
export function conflict(currentVersion: number) {
  return new DomainError('CONFLICT', (t) => t.errors.conflict(), { extensions: { currentVersion } });
}

/** Optimistic concurrency: the stored version must be the one the editor started from. */
export function checkVersion(current: number, expected: number | null | undefined): void {
  if (expected != null && expected !== current) throw conflict(current);
}

export type CompanyTable = PgTable & { id: PgColumn; companyId: PgColumn };
export type VersionedTable = CompanyTable & { version: PgColumn };

/**
 * Locks one row of the company for the rest of the transaction and checks the editor's version;
 * a missing or foreign id answers NOT_FOUND, a stale version CONFLICT.
 */
export async function lockVersioned(
  tx: Tx,
  table: VersionedTable,
  companyId: string,
  id: string,
  expectedVersion: number | null | undefined,
): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const [row] = await tx
    .select({ version: table.version })
    .from(table)
    .where(ownRows({ companyId }, table, eq(table.id, id)))
    .for('update');
  if (!row) throw notFound();
  checkVersion(Number(row.version), expectedVersion);
}

type Columns<T extends VersionedTable> = Omit<T['$inferInsert'], 'companyId' | 'id' | 'version'>;

/**
 * One kind of company-owned, versioned record: how its input becomes columns, and the checks and
 * child rows around a write. Each hook runs in the write's transaction and refuses with a
 * DomainError (field problems, NOT_FOUND); the service owns the company filter and the version.
 */
export interface VersionedKind<T extends VersionedTable, Create, Update> {
  table: T;
  /** The new row's columns (checks that need no id go here too). */
  values(tx: Tx, viewer: Viewer, data: Create): Promise<Columns<T>> | Columns<T>;
  /** The columns an update changes: only the fields it was given. */
  changes(data: Update): Partial<Columns<T>>;
  afterCreate?(tx: Tx, viewer: Viewer, id: string, data: Create): Promise<void>;
  /** Checks on the locked row before it changes (e.g. a category may not sit inside itself). */
  beforeUpdate?(tx: Tx, viewer: Viewer, id: string, data: Update): Promise<void>;
  afterUpdate?(tx: Tx, viewer: Viewer, id: string, data: Update): Promise<void>;
}

export interface VersionedService<Create, Update> {
  /** Creates the record in the viewer's company; returns its id. */
  create(data: Create): Promise<string>;
  /** Changes a record of the viewer's company, refusing a stale `expectedVersion`. */
  update(id: string, data: Update, expectedVersion: number | null | undefined): Promise<void>;
}

/** The writes of one versioned kind for one viewer. */
export function versionedService<T extends VersionedTable, Create, Update>(
  db: DB,
  viewer: Viewer,
  kind: VersionedKind<T, Create, Update>,
): VersionedService<Create, Update> {
  const { table } = kind;
  return {
    create: (data) =>
      db.transaction(async (tx) => {
        const values = ownRow(viewer, await kind.values(tx, viewer, data));
        const [row] = await tx
          .insert(table)
          .values(values as T['$inferInsert'])
          .returning({ id: table.id });
        if (!row) throw new Error('record not created');
        const id = String(row.id);
        await kind.afterCreate?.(tx, viewer, id, data);
        return id;
      }),
    update: (id, data, expectedVersion) =>
      db.transaction(async (tx) => {
        await lockVersioned(tx, table, viewer.companyId, id, expectedVersion);
        await kind.beforeUpdate?.(tx, viewer, id, data);
        await tx
          .update(table)
          .set({ ...kind.changes(data), version: sql`${table.version} + 1` } as Partial<T['$inferInsert']>)
          .where(eq(table.id, id));
        await kind.afterUpdate?.(tx, viewer, id, data);
      }),
  };
}
