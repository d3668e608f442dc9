import type { DB } from '../platform/db/client.ts';
import { THROTTLE } from '../platform/limits.ts';
import {
  addPoint,
  blockFor,
  checkPoints,
  forget,
  type RateVerdict,
  takePoint,
} from '../platform/rateLimits.ts';

/**
 * Logins, sign-ups and link requests on the one limiter (issue 42 item 5; counts in the store every
 * instance shares). No lockout of an account from everywhere: failures of one account from one
 * address get growing delays after `THROTTLE.freeFailures`, so a guesser slows down while the
 * owner, elsewhere, still gets in; each address has a budget of failures in the window.
 */

/** One account from one address: the address has no `|`, so the pair is unambiguous. */
function pairKey(email: string, address: string): string {
  return `${address}|${email}`;
}

/** The delay after `n` failures of one account from one address: 0 while free, then doubling. */
export function loginDelaySeconds(n: number): number {
  if (n < THROTTLE.freeFailures) return 0;
  const delay = THROTTLE.firstDelaySeconds * 2 ** (n - THROTTLE.freeFailures);
  return Math.min(delay, THROTTLE.windowMinutes * 60);
}

/** A login: the address's budget, then the delay of this account from this address. */
export async function checkLogin(db: DB, email: string, address: string): Promise<RateVerdict> {
  const fromAddress = await checkPoints(db, 'loginAddress', address);
  if (!fromAddress.allowed) return fromAddress;
  return checkPoints(db, 'loginDelay', pairKey(email, address));
}

/** A failed login counts against its address and, with a growing delay, its account from there. */
export async function recordLoginFailure(db: DB, email: string, address: string): Promise<void> {
  const pair = pairKey(email, address);
  await addPoint(db, 'loginAddress', address);
  const delay = loginDelaySeconds(await addPoint(db, 'loginFailures', pair));
  if (delay > 0) await blockFor(db, 'loginDelay', pair, delay);
}

/** A success clears the account's failures from that address (and only there). */
export async function recordLoginSuccess(db: DB, email: string, address: string): Promise<void> {
  const pair = pairKey(email, address);
  await forget(db, 'loginFailures', pair);
  await forget(db, 'loginDelay', pair);
}

/**
 * Sign-ups and link requests: each counts against its mailbox (`key` names the kind and the
 * address typed) and against the address's budget, which it shares with failed logins.
 */
export async function takeRequest(db: DB, key: string, address: string): Promise<RateVerdict> {
  const account = await takePoint(db, 'linkRequests', key);
  const fromAddress = await takePoint(db, 'loginAddress', address);
  return account.allowed ? fromAddress : account;
}
