import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { CountryCode } from '../../src/domain/countries.ts';
import {
  CAPTURE_CONVERTED_RETENTION_DAYS,
  CAPTURE_RETENTION_DAYS,
  normalizePhone,
} from '../../src/domain/signup.ts';
import type { DB } from '../platform/db/client.ts';
import { signupCaptures, users } from '../platform/db/schema/index.ts';

export interface CapturedDetails {
  email: string;
  name: string;
  phone: string;
  country: CountryCode;
  storeType: string;
  language: string;
  referralId?: string | null;
}

/**
 * Stores a prospect's details, one row per e-mail address (the latest capture wins). An address
 * that already has an account is not a prospect: nothing is stored, and the caller answers alike
 * so the call tells nobody which addresses have accounts.
 */
export async function captureDetails(db: DB, details: CapturedDetails, now = new Date()): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, details.email));
  if (user) return;
  const values = {
    name: details.name,
    phone: details.phone ? normalizePhone(details.phone, details.country) : '',
    country: details.country,
    storeType: details.storeType,
    language: details.language,
    referralId: details.referralId || null,
    consentedAt: now,
    updatedAt: now,
  };
  await db
    .insert(signupCaptures)
    .values({ email: details.email, ...values })
    // A new capture of the same address is a new attempt: it is no longer converted.
    .onConflictDoUpdate({ target: signupCaptures.email, set: { ...values, convertedAt: null } });
}

/** Marks the address's capture converted: it registered (called by `register`). */
export async function markConverted(db: DB, email: string, now = new Date()): Promise<void> {
  await db
    .update(signupCaptures)
    .set({ convertedAt: now })
    .where(and(eq(signupCaptures.email, email), isNull(signupCaptures.convertedAt)));
}

const DAY_MS = 86_400_000;

/**
 * Deletes what is past its retention: captures not converted within CAPTURE_RETENTION_DAYS of
 * their last update, converted ones CAPTURE_CONVERTED_RETENTION_DAYS after converting.
 */
export async function purgeCaptures(db: DB, now = new Date()): Promise<number> {
  const stale = new Date(now.getTime() - CAPTURE_RETENTION_DAYS * DAY_MS);
  const convertedBefore = new Date(now.getTime() - CAPTURE_CONVERTED_RETENTION_DAYS * DAY_MS);
  const deleted = await db
    .delete(signupCaptures)
    .where(
      or(
        and(isNull(signupCaptures.convertedAt), lt(signupCaptures.updatedAt, stale)),
        and(isNotNull(signupCaptures.convertedAt), lt(signupCaptures.convertedAt, convertedBefore)),
      ),
    )
    .returning({ id: signupCaptures.id });
  return deleted.length;
}
