import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { DB } from '../platform/db/client.ts';
import { retiredRefreshTokens, sessions } from '../platform/db/schema/index.ts';
import { signAccessToken } from '../platform/token.ts';
import { hashSecret, newSecret } from './secrets.ts';

export const SESSION_TTL_DAYS = 30;
/**
 * Two tabs of one browser share the refresh token and may both refresh at once: the one that
 * loses the race within this window is refused without ending the session (it reads the winner's
 * tokens from storage). Later, a retired token is a copy.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

export interface IssuedTokens {
  token: string;
  refreshToken: string;
}

function sessionExpiry(): Date {
  return new Date(Date.now() + SESSION_TTL_DAYS * 24 * 60 * 60 * 1000);
}

/** Starts a session for a user and returns its first access and refresh tokens. */
export async function startSession(
  db: DB,
  secret: string,
  user: { id: string; companyId: string },
  actorUserId: string | null = null,
): Promise<IssuedTokens> {
  const refresh = newSecret();
  const [session] = await db
    .insert(sessions)
    .values({ userId: user.id, refreshTokenHash: refresh.hash, actorUserId, expiresAt: sessionExpiry() })
    .returning({ id: sessions.id });
  if (!session) throw new Error('session not created');
  const token = await signAccessToken(
    { userId: user.id, companyId: user.companyId, sessionId: session.id },
    secret,
  );
  return { token, refreshToken: refresh.token };
}

/** What presenting a refresh token did. */
export type RefreshOutcome =
  | { kind: 'rotated'; tokens: IssuedTokens }
  /** A token the session had already rotated away from: the whole session is ended. */
  | { kind: 'reused'; sessionId: string }
  | { kind: 'refused' };

/**
 * Exchanges a refresh token for new tokens; the old refresh token stops working (rotation) and is
 * remembered. Presented again, it ends its session, every token of it (RFC 9700 §4.14.2: reuse
 * means a thief or the rightful holder has a copy, and the server cannot tell which). Unknown,
 * expired or revoked tokens are refused.
 */
export async function refreshSession(
  db: DB,
  secret: string,
  refreshToken: string,
  companyOf: (userId: string) => Promise<string | null>,
): Promise<RefreshOutcome> {
  const given = hashSecret(refreshToken);
  const next = newSecret();
  const session = await db.transaction(async (tx) => {
    const [rotated] = await tx
      .update(sessions)
      .set({ refreshTokenHash: next.hash, expiresAt: sessionExpiry() })
      .where(
        and(
          eq(sessions.refreshTokenHash, given),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
        ),
      )
      .returning({ id: sessions.id, userId: sessions.userId });
    if (rotated) await tx.insert(retiredRefreshTokens).values({ tokenHash: given, sessionId: rotated.id });
    return rotated;
  });
  if (!session) {
    const [retired] = await db
      .select({ sessionId: retiredRefreshTokens.sessionId })
      .from(retiredRefreshTokens)
      .where(
        and(
          eq(retiredRefreshTokens.tokenHash, given),
          lt(retiredRefreshTokens.retiredAt, new Date(Date.now() - REFRESH_REUSE_GRACE_MS)),
        ),
      );
    if (!retired) return { kind: 'refused' };
    await revokeSession(db, retired.sessionId);
    return { kind: 'reused', sessionId: retired.sessionId };
  }
  const companyId = await companyOf(session.userId);
  if (!companyId) return { kind: 'refused' };
  const token = await signAccessToken({ userId: session.userId, companyId, sessionId: session.id }, secret);
  return { kind: 'rotated', tokens: { token, refreshToken: next.token } };
}

export async function revokeSession(db: DB, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user (after a password reset). */
export async function revokeAllSessions(db: DB, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
