import { and, count, eq, gt, min } from 'drizzle-orm';
import type { DB } from '../db/client.ts';
import { loginAttempts } from '../db/schema/index.ts';

/** Issue 4: 10 failures for one account or 50 from one address within 15 minutes. */
export const THROTTLE = { windowMinutes: 15, perAccount: 10, perAddress: 50 } as const;

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

export async function checkLogin(db: DB, email: string, address: string): Promise<ThrottleVerdict> {
  const account = await failures(db, and(eq(loginAttempts.email, email)));
  if (account.n >= THROTTLE.perAccount)
    return { allowed: false, retryAfterSeconds: retryAfter(account.oldest) };
  const fromAddress = await failures(db, and(eq(loginAttempts.address, address)));
  if (fromAddress.n >= THROTTLE.perAddress)
    return { allowed: false, retryAfterSeconds: retryAfter(fromAddress.oldest) };
  return { allowed: true, retryAfterSeconds: 0 };
}

/** Records an attempt; a success clears the account's failures. */
export async function recordLogin(db: DB, email: string, address: string, success: boolean): Promise<void> {
  if (success) {
    await db
      .delete(loginAttempts)
      .where(and(eq(loginAttempts.email, email), eq(loginAttempts.success, false)));
    return;
  }
  await db.insert(loginAttempts).values({ email, address, success });
}
