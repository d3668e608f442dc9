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
