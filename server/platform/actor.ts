import { sql } from 'drizzle-orm';
import type { Viewer } from './context.ts';
import type { DB } from './db/client.ts';

/** What the change-history trigger (migration 0017) reads from the transaction-local `ordna.actor`. */
export interface ActorSetting {
  userId: string;
  /** The organization admin acting as the user, if any. */
  realUserId: string | null;
  /** Set while a revert runs, so its changes point at the change they undo. */
  revertOf?: string;
}

type Tx = Parameters<Parameters<DB['transaction']>[0]>[0];

export async function setActor(tx: Tx, actor: ActorSetting): Promise<void> {
  await tx.execute(sql`select set_config('ordna.actor', ${JSON.stringify(actor)}, true)`);
}

/**
 * The request's database: the same connection pool, but every transaction first names who is
 * writing, so the history records the real actor of each change whatever the write path.
 */
export function withActor(db: DB, viewer: Viewer): DB {
  const actor: ActorSetting = { userId: viewer.userId, realUserId: viewer.actorUserId };
  const transaction: DB['transaction'] = (run, config) =>
    db.transaction(async (tx) => {
      await setActor(tx, actor);
      return run(tx);
    }, config);
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
