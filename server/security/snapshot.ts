import { type SQL, sql } from 'drizzle-orm';
import type { DB } from '../db/client.ts';

/** Tables that change on every request of any caller (sessions, throttling), not tenant data. */
const VOLATILE = new Set(['sessions', 'rate_limits', 'auth_tokens']);
/** Raw rows: both drivers answer `{ rows }`, which the shared DB type leaves unknown. */
async function rowsOfQuery<T>(db: DB, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

export async function tableNames(db: DB): Promise<string[]> {
  const rows = await rowsOfQuery<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name).filter((name) => !VOLATILE.has(name));
}

/** Every row of every tenant table as `table: json`, in a stable order. */
export async function allRows(db: DB): Promise<string[]> {
  const rows: string[] = [];
  for (const table of await tableNames(db)) {
    const result = await rowsOfQuery<{ json: string }>(
      db,
      sql.raw(`select row_to_json(t)::text as json from "${table}" t order by 1`),
    );
    for (const row of result) rows.push(`${table}: ${row.json}`);
  }
  return rows.sort();
}

/** Each table's rows, as `allRows` gives them, and a digest the database computes of them. */
export type Snapshot = ReadonlyMap<string, { digest: string; rows: readonly string[] }>;

async function rowsOfTable(db: DB, table: string): Promise<string[]> {
  const result = await rowsOfQuery<{ json: string }>(
    db,
    sql.raw(`select row_to_json(t)::text as json from "${table}" t order by 1`),
  );
  return result.map((row) => `${table}: ${row.json}`);
}

/**
 * The tenant tables' rows, kept current cheaply for a sweep that checks them around every call:
 * each `snapshot()` asks the database for one digest per table, in one query, and reads again only
 * the tables whose digest moved. Reading every row (33,000 with the demo) twice per operation was
 * most of the tenancy sweep's time.
 */
export async function rowWatch(db: DB): Promise<{ snapshot: () => Promise<Snapshot> }> {
  const tables = await tableNames(db);
  const digestQuery = sql.raw(
    tables
      .map(
        (table) =>
          `select '${table}' as name, md5(coalesce(string_agg(row_to_json(t)::text, E'\\n' order by row_to_json(t)::text), '')) as digest from "${table}" t`,
      )
      .join(' union all '),
  );
  let last: Snapshot = new Map();
  return {
    async snapshot() {
      const next = new Map(last);
      for (const { name, digest } of await rowsOfQuery<{ name: string; digest: string }>(db, digestQuery)) {
        if (last.get(name)?.digest !== digest) next.set(name, { digest, rows: await rowsOfTable(db, name) });
      }
      last = next;
      return next;
    },
  };
}

/**
 * The rows of the tables that differ between two snapshots, before and after, sorted as `allRows`
 * sorts them. The rest of the rows are the same in both, so two snapshots' `allRows` (and any
 * `rowsOf` of them) are equal exactly when these are.
 */
export function changedRows(before: Snapshot, after: Snapshot): [string[], string[]] {
  const was: string[] = [];
  const is: string[] = [];
  for (const [table, now] of after) {
    const then = before.get(table);
    if (then?.digest === now.digest) continue;
    was.push(...(then?.rows ?? []));
    is.push(...now.rows);
  }
  return [was.sort(), is.sort()];
}

export function uuidsIn(text: string): string[] {
  return text.match(UUID) ?? [];
}

/**
 * The rows that mention a tenant: its own rows and every row that points at one of them. A
 * change to this set — a row changed, removed, or a new row linking to the tenant — is a change
 * to the tenant's data.
 */
export function rowsOf(rows: string[], ids: ReadonlySet<string>): string[] {
  return rows.filter((row) => uuidsIn(row).some((id) => ids.has(id)));
}

/**
 * The tenant's ids by table: rows with its company_id, then rows pointing at those (variations of
 * its groups, links), until nothing new is found.
 */
export async function tenantIds(db: DB, companyId: string): Promise<Map<string, string>> {
  const kinds = new Map<string, string>([[companyId, 'companies']]);
  const rowsByTable = new Map<string, { id?: string; json: string }[]>();
  for (const table of await tableNames(db)) {
    const rows = await rowsOfQuery<{ id?: string; json: string }>(
      db,
      sql.raw(`select (row_to_json(t)->>'id') as id, row_to_json(t)::text as json from "${table}" t`),
    );
    rowsByTable.set(table, rows);
  }
  for (let grown = true; grown; ) {
    grown = false;
    for (const [table, rows] of rowsByTable) {
      for (const row of rows) {
        if (!row.id || kinds.has(row.id) || table === 'organizations') continue;
        if (uuidsIn(row.json).some((id) => id !== row.id && kinds.has(id))) {
          kinds.set(row.id, table);
          grown = true;
        }
      }
    }
  }
  return kinds;
}
