import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret for a link or a refresh token, and the hash we store instead. */
export function newSecret(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecret(token) };
}

export function hashSecret(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
