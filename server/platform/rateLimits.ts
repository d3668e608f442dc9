import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { DB } from './db/client.ts';
import { rateLimits } from './db/schema/index.ts';
import { GUEST_LIMITS, THROTTLE } from './limits.ts';

/**
 * The request limits that must hold across instances (issue 42 item 5), all through one library:
 * rate-limiter-flexible's Drizzle store keeps the counters in the database every instance shares
 * (PostgreSQL in production; the embedded database is one process anyway). Logins, sign-ups and
 * link requests too (server/auth/throttle.ts): a failed login counts against its address and against
 * its account from that address, whose growing delay is a block of `loginDelay`.
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
  /** Failed logins, sign-ups and link requests from one address. */
  loginAddress: { points: THROTTLE.perAddress, duration: THROTTLE.windowMinutes * 60 },
  /** Consecutive failed logins of one account from one address (cleared by a success there). */
  loginFailures: { points: THROTTLE.freeFailures, duration: THROTTLE.failureMemoryHours * 60 * 60 },
  /** The wait after the latest of them: only ever blocked, for `loginDelaySeconds` of the count. */
  loginDelay: { points: 1, duration: THROTTLE.windowMinutes * 60 },
  /** Sign-ups and link requests of one kind for one mailbox. */
  linkRequests: { points: THROTTLE.perAccount, duration: THROTTLE.windowMinutes * 60 },
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

/**
 * Whether `key` has already spent `name`'s budget, without taking a point: a login is judged
 * before anyone knows whether it fails, and only a failure counts.
 */
export async function checkPoints(db: DB, name: RateLimitName, key: string): Promise<RateVerdict> {
  const state = await limiterOf(db, name).get(key);
  if (!state || state.consumedPoints < RATE_LIMITS[name].points)
    return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) };
}

/** Counts one more against `key` without refusing anything; answers the count in the window. */
export async function addPoint(db: DB, name: RateLimitName, key: string): Promise<number> {
  return (await limiterOf(db, name).penalty(key, 1)).consumedPoints;
}

/** Spends `key`'s budget of `name` for `seconds` (whatever it had counted). */
export async function blockFor(db: DB, name: RateLimitName, key: string, seconds: number): Promise<void> {
  await limiterOf(db, name).block(key, seconds);
}

/** Forgets what `name` counted for `key`. */
export async function forget(db: DB, name: RateLimitName, key: string): Promise<void> {
  await limiterOf(db, name).delete(key);
}

/**
 * Deletes counters expired over an hour ago: a login spray leaves one row per address and account
 * tried, which the limiter only resets in place. Safe on every instance at once.
 */
export async function purgeExpiredLimits(db: DB, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, new Date(now.getTime() - 3_600_000)))
    .returning({ key: rateLimits.key });
  return deleted.length;
}
