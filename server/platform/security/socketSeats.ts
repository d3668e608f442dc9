import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { DB } from '../db/client.ts';
import { wsSeats } from '../db/schema/index.ts';

/**
 * The graphql-ws caps on sockets per identity, counted across instances (issue 42 item 3): each
 * open socket holds a seat, a row every instance sees. A seat is taken under a transaction-scoped
 * advisory lock on its identity, so two instances can't both take the last one. Each instance
 * refreshes its seats every `heartbeatMs`; those of an instance that died without closing stop
 * counting after `staleMs` and are deleted later.
 */
export interface SocketSeats {
  /** A seat for `identity` while fewer than `cap` are held; null when they all are. */
  take(identity: string, cap: number): Promise<string | null>;
  release(seat: string): Promise<void>;
  /** Stops the heartbeat and gives back this instance's seats. */
  close(): Promise<void>;
}

export const SEAT_TIMING = { heartbeatMs: 20_000, staleMs: 60_000, forgetMs: 10 * 60_000 };

export function socketSeats(db: DB, timing = SEAT_TIMING): SocketSeats {
  const instance = randomUUID();
  const staleBefore = () => new Date(Date.now() - timing.staleMs);
  const heartbeat = setInterval(() => {
    void (async () => {
      await db.update(wsSeats).set({ seenAt: new Date() }).where(eq(wsSeats.instance, instance));
      await db.delete(wsSeats).where(lt(wsSeats.seenAt, new Date(Date.now() - timing.forgetMs)));
    })().catch(() => {
      // A database that is briefly away: the next beat tries again, and seats only ever go stale.
    });
  }, timing.heartbeatMs);
  heartbeat.unref();

  return {
    take: (identity, cap) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ws_seats:${identity}`}))`);
        const [held] = await tx
          .select({ n: count() })
          .from(wsSeats)
          .where(and(eq(wsSeats.identity, identity), gt(wsSeats.seenAt, staleBefore())));
        if ((held?.n ?? 0) >= cap) return null;
        const [seat] = await tx.insert(wsSeats).values({ instance, identity }).returning({ id: wsSeats.id });
        return seat?.id ?? null;
      }),
    async release(seat) {
      await db.delete(wsSeats).where(eq(wsSeats.id, seat));
    },
    async close() {
      clearInterval(heartbeat);
      await db.delete(wsSeats).where(eq(wsSeats.instance, instance));
    },
  };
}
