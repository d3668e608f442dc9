import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DB } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { hashSecret, newSecret } from './secrets.ts';
import { signAccessToken } from './token.ts';

export const SESSION_TTL_DAYS = 30;

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

/**
 * Exchanges a refresh token for new tokens; the old refresh token stops working (rotation).
 * Null when it is unknown, expired or revoked.
 */
export async function refreshSession(
  db: DB,
  secret: string,
  refreshToken: string,
  companyOf: (userId: string) => Promise<string | null>,
): Promise<IssuedTokens | null> {
  const next = newSecret();
  const [session] = await db
    .update(sessions)
    .set({ refreshTokenHash: next.hash, expiresAt: sessionExpiry() })
    .where(
      and(
        eq(sessions.refreshTokenHash, hashSecret(refreshToken)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .returning({ id: sessions.id, userId: sessions.userId });
  if (!session) return null;
  const companyId = await companyOf(session.userId);
  if (!companyId) return null;
  const token = await signAccessToken({ userId: session.userId, companyId, sessionId: session.id }, secret);
  return { token, refreshToken: next.token };
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
