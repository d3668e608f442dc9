import { and, count, eq, gt, max, min } from 'drizzle-orm';
import type { DB } from '../db/client.ts';
import { loginAttempts } from '../db/schema/index.ts';

/**
 * Issue 4: 10 link requests for one account or 50 failures from one address within 15 minutes.
 * Logins (issue 42): no lockout of an account from everywhere; failures of one account from one
 * address get growing delays after `freeFailures` (30 s, 1 min, 2 min, … up to the window), so a
 * guesser slows down while the owner, elsewhere, still gets in. The address budget stays.
 */
export const THROTTLE = {
  windowMinutes: 15,
  perAccount: 10,
  perAddress: 50,
  freeFailures: 5,
  firstDelaySeconds: 30,
} as const;

export interface ThrottleVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

function windowStart(): Date {
  return new Date(Date.now() - THROTTLE.windowMinutes * 60 * 1000);
}

async function failures(db: DB, where: ReturnType<typeof and>) {
  const [row] = await db
    .select({ n: count(), oldest: min(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(where, eq(loginAttempts.success, false), gt(loginAttempts.createdAt, windowStart())));
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}

function retryAfter(oldest: Date | null): number {
  if (!oldest) return THROTTLE.windowMinutes * 60;
  const until = new Date(oldest).getTime() + THROTTLE.windowMinutes * 60 * 1000;
  return Math.max(1, Math.ceil((until - Date.now()) / 1000));
}

/** The delay after `n` failures of one account from one address: 0 while free, then doubling. */
export function loginDelaySeconds(n: number): number {
  if (n < THROTTLE.freeFailures) return 0;
  const delay = THROTTLE.firstDelaySeconds * 2 ** (n - THROTTLE.freeFailures);
  return Math.min(delay, THROTTLE.windowMinutes * 60);
}

/** A login: the address's budget, then the growing delay of this account from this address. */
export async function checkLogin(db: DB, email: string, address: string): Promise<ThrottleVerdict> {
  const fromAddress = await failures(db, and(eq(loginAttempts.address, address)));
  if (fromAddress.n >= THROTTLE.perAddress)
    return { allowed: false, retryAfterSeconds: retryAfter(fromAddress.oldest) };
  const [pair] = await db
    .select({ n: count(), latest: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.address, address),
        eq(loginAttempts.success, false),
        gt(loginAttempts.createdAt, windowStart()),
      ),
    );
  const delay = loginDelaySeconds(pair?.n ?? 0);
  if (delay > 0 && pair?.latest) {
    const wait = Math.ceil((new Date(pair.latest).getTime() + delay * 1000 - Date.now()) / 1000);
    if (wait > 0) return { allowed: false, retryAfterSeconds: wait };
  }
  return { allowed: true, retryAfterSeconds: 0 };
}

/** Sign-ups and link requests: 10 per account (its mailbox) and the address's budget. */
export async function checkRequests(db: DB, email: string, address: string): Promise<ThrottleVerdict> {
  const account = await failures(db, and(eq(loginAttempts.email, email)));
  if (account.n >= THROTTLE.perAccount)
    return { allowed: false, retryAfterSeconds: retryAfter(account.oldest) };
  const fromAddress = await failures(db, and(eq(loginAttempts.address, address)));
  if (fromAddress.n >= THROTTLE.perAddress)
    return { allowed: false, retryAfterSeconds: retryAfter(fromAddress.oldest) };
  return { allowed: true, retryAfterSeconds: 0 };
}

/** Records an attempt; a success clears the account's failures from that address. */
export async function recordLogin(db: DB, email: string, address: string, success: boolean): Promise<void> {
  if (success) {
    await db
      .delete(loginAttempts)
      .where(
        and(
          eq(loginAttempts.email, email),
          eq(loginAttempts.address, address),
          eq(loginAttempts.success, false),
        ),
      );
    return;
  }
  await db.insert(loginAttempts).values({ email, address, success });
}
