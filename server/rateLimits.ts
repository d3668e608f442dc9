import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { DB } from './db/client.ts';
import { rateLimits } from './db/schema/index.ts';
import { GUEST_LIMITS } from './limits.ts';

/**
 * The request limits that must hold across instances (issue 42 item 5), all through one library:
 * rate-limiter-flexible's Drizzle store keeps the counters in the database every instance shares
 * (PostgreSQL in production; the embedded database is one process anyway). Logins keep their own
 * attempt log (server/auth/throttle.ts): their rule is a growing delay per account and address,
 * not a fixed budget.
 */
export const RATE_LIMITS = {
  /** Guest orders per table (tableside ordering). */
  guestOrders: { points: GUEST_LIMITS.ordersPerTable, duration: GUEST_LIMITS.windowMs / 1000 },
  /** Requests per API key (a till sends a few per sale; a loop or a leaked key is held back). */
  apiKey: { points: 600, duration: 60 },
  /** Streamed CSV exports per user (orders, payments): each reads a whole table. */
  exports: { points: 30, duration: 10 * 60 },
  /** "PIN taken" answers per user: a typo or two, not a walk through every PIN. */
  pinProbes: { points: 10, duration: 60 * 60 },
  /** PINs proposed per user: enough to staff a venue, too few to map which PINs are free. */
  pinProposals: { points: 60, duration: 60 * 60 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

export interface RateVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

const limiters = new WeakMap<DB, Map<RateLimitName, RateLimiterDrizzle>>();

function limiterOf(db: DB, name: RateLimitName): RateLimiterDrizzle {
  let byName = limiters.get(db);
  if (!byName) {
    byName = new Map();
    limiters.set(db, byName);
  }
  let limiter = byName.get(name);
  if (!limiter) {
    limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: name,
      ...RATE_LIMITS[name],
      // Its own sweep would run on a timer per limiter (and warn after a test closed its
      // database); rows are one per table, key or user, and an expired row is reset in place.
      clearExpiredByTimeout: false,
    });
    byName.set(name, limiter);
  }
  return limiter;
}

/** Takes one point of `name` for `key`; refused when the budget of the window is spent. */
export async function takePoint(db: DB, name: RateLimitName, key: string): Promise<RateVerdict> {
  try {
    await limiterOf(db, name).consume(key, 1);
    return { allowed: true, retryAfterSeconds: 0 };
  } catch (refusal) {
    // A store failure is an error of ours, not a refusal: it propagates.
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
  }
}
