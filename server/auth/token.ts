import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'ordna';
const AUDIENCE = 'ordna-backoffice';
/** Short-lived: the browser renews it with the session's refresh token. */
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;

export interface TokenClaims {
  userId: string;
  companyId: string;
  /** The session the token belongs to; revoking the session ends the token. */
  sessionId: string;
}

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(
  claims: TokenClaims,
  secret: string,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<string> {
  return new SignJWT({ cid: claims.companyId, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key(secret));
}

/** The claims of a valid token, or null for a forged, malformed or expired one. */
export async function verifyAccessToken(token: string, secret: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.cid !== 'string' ||
      typeof payload.sid !== 'string'
    ) {
      return null;
    }
    return { userId: payload.sub, companyId: payload.cid, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
