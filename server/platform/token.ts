import { createHash } from 'node:crypto';
import { decodeProtectedHeader, errors, jwtVerify, SignJWT } from 'jose';

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

/**
 * TOKEN_SECRET may list several secrets, comma-separated (issue 42 item 4): the first signs, every
 * one verifies, so a new secret is put first and the old one dropped after the tokens' hour. A
 * token names its secret in the `kid` header: the start of the secret's SHA-256, not the secret.
 */
export function tokenSecrets(secret: string): string[] {
  return secret
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export function secretId(secret: string): string {
  return createHash('sha256').update(secret).digest('hex').slice(0, 12);
}

export async function signAccessToken(
  claims: TokenClaims,
  secret: string,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<string> {
  const signing = tokenSecrets(secret)[0] ?? secret;
  return new SignJWT({ cid: claims.companyId, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', kid: secretId(signing) })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key(signing));
}

/** The claims of a valid token, or null for a forged, malformed or expired one. */
export async function verifyAccessToken(token: string, secret: string): Promise<TokenClaims | null> {
  try {
    const secrets = tokenSecrets(secret);
    let kid: unknown;
    try {
      kid = decodeProtectedHeader(token).kid;
    } catch {
      return null;
    }
    const verifying = secrets.find((candidate) => secretId(candidate) === kid);
    if (!verifying) return null;
    const { payload } = await jwtVerify(token, key(verifying), {
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
