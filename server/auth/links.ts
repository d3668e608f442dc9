import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { directionOf, type Language, toLanguage } from '../../src/domain/locales.ts';
import { ACTIVATION_TTL_HOURS, normalizeEmail } from '../../src/domain/signup.ts';
import { isLocale } from '../../src/i18n/i18n-util.ts';
import { rateLimited } from '../platform/api/results.ts';
import type { Context, Services } from '../platform/context.ts';
import type { DB } from '../platform/db/client.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { authTokens } from '../platform/db/schema/index.ts';
import { translator } from '../platform/i18n.ts';
import { sendMail } from '../platform/mail/outbox.ts';
import { activationMail } from '../platform/mail/templates.ts';
import { hashSecret, newSecret } from './secrets.ts';
import { takeRequest } from './throttle.ts';

export function languageOf(value: string | null | undefined): Language {
  return toLanguage(value) ?? 'en';
}

/** A translator and text direction for mails in the recipient's language. */
export function mailLanguage(language: string) {
  const lang = languageOf(language);
  return { t: translator(isLocale(lang) ? lang : 'en'), dir: directionOf(lang) };
}

export async function issueLink(
  db: Queryable,
  userId: string,
  kind: 'activation' | 'password_reset',
  ttlMs: number,
) {
  const secret = newSecret();
  await db
    .insert(authTokens)
    .values({ kind, userId, tokenHash: secret.hash, expiresAt: new Date(Date.now() + ttlMs) });
  return secret.token;
}

/** Mails a new activation link in the user's own language. */
export async function sendActivation(
  services: Pick<Services, 'db' | 'mailer' | 'mail' | 'publicUrl'>,
  user: { id: string; email: string; name: string; language: string },
) {
  const token = await issueLink(services.db, user.id, 'activation', ACTIVATION_TTL_HOURS * 3600_000);
  const { t, dir } = mailLanguage(user.language);
  const link = `${services.publicUrl}/activate/${token}`;
  // Through the outbox (sign-up mails have no company yet); the token is never logged.
  await sendMail(services, {
    ...activationMail(t, dir, user.email, user.name, link),
    kind: 'activation',
    companyId: null,
    secret: true,
  });
}

/** Takes a live single-use link: marks it used and returns its user id, or null. */
export async function consumeLink(
  db: DB,
  token: string,
  kind: 'activation' | 'password_reset',
): Promise<string | null> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.tokenHash, hashSecret(token)),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

/** Sign-ups and link requests share the per-address budget with logins. */
export async function throttled(ctx: Context, key: string) {
  const verdict = await takeRequest(ctx.db, key, ctx.address);
  return verdict.allowed ? null : rateLimited(verdict.retryAfterSeconds);
}

/** An address as typed in a link request; anything longer than an address can be is no address. */
export const emailArg = z.string().max(254).transform(normalizeEmail);
