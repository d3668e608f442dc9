import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../platform/db/queryable.ts';

/**
 * Runs `statement` as the attacker does: a superuser session with every trigger (the
 * Z-reports' immutability, the rollups, the foreign keys' cascades) switched off.
 */
export async function tamper(db: Queryable, statement: SQL): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}
