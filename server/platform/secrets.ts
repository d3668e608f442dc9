import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Provider credentials are sealed with AES-256-GCM and only opened on the server to call the
 * provider; no API field returns them. The keys (issue 42 item 4):
 * - INTEGRATIONS_KEY: one or more 32-byte base64 keys, comma-separated; the first seals, all open
 *   (rotation: put the new key first, run `npm run reseal`, then drop the old one);
 * - unset: a random key generated once into `$DATA_DIR/integrations-key` (as TOKEN_SECRET is),
 *   never one derived from a public string; refused in production, where it must be set.
 * Each sealed text names its key by id (`kid`: the start of the key's SHA-256, not the key).
 */
export interface Keyring {
  /** The id of the key that seals. */
  current: string;
  keys: ReadonlyMap<string, Buffer>;
}

/** The public string the development key was once derived from: only `npm run reseal` reads it, to move old rows off it. */
const LEGACY_DEV_KEY = createHash('sha256')
  .update('ordna-development-integrations-key (not secret)')
  .digest();

export function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 12);
}

function decodeKey(raw: string): Buffer {
  const key = Buffer.from(raw.trim(), 'base64');
  if (key.length !== 32) throw new Error('INTEGRATIONS_KEY must be 32 bytes, base64');
  return key;
}

export function keyringOf(keys: readonly Buffer[]): Keyring {
  const [first] = keys;
  if (!first) throw new Error('INTEGRATIONS_KEY: no key');
  return { current: keyId(first), keys: new Map(keys.map((key) => [keyId(key), key])) };
}

/** The generated key of a deployment without INTEGRATIONS_KEY, made once into the data folder. */
function generatedKey(dataDir: string): Buffer {
  const file = join(dataDir, 'integrations-key');
  if (existsSync(file)) return decodeKey(readFileSync(file, 'utf8'));
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}

export function integrationsKey(env: NodeJS.ProcessEnv = process.env): Keyring {
  const raw = env.INTEGRATIONS_KEY;
  if (raw)
    return keyringOf(
      raw
        .split(',')
        .filter((part) => part.trim())
        .map(decodeKey),
    );
  if (env.NODE_ENV === 'production') throw new Error('INTEGRATIONS_KEY is required in production');
  return keyringOf([generatedKey(resolve(env.DATA_DIR ?? './data'))]);
}

type SealKey = Keyring | Buffer;
const ringOf = (key: SealKey): Keyring => (Buffer.isBuffer(key) ? keyringOf([key]) : key);

export function seal(credentials: Record<string, string>, key: SealKey): string {
  const ring = ringOf(key);
  const secret = ring.keys.get(ring.current);
  if (!secret) throw new Error('sealed credentials: no current key');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secret, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
  return [
    'v2',
    ring.current,
    iv.toString('base64'),
    cipher.getAuthTag().toString('base64'),
    body.toString('base64'),
  ].join('.');
}

function open(secret: Buffer, iv: string, tag: string, body: string): Record<string, string> {
  const decipher = createDecipheriv('aes-256-gcm', secret, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString(
    'utf8',
  );
  return JSON.parse(text) as Record<string, string>;
}

export function unseal(sealed: string, key: SealKey): Record<string, string> {
  const ring = ringOf(key);
  const parts = sealed.split('.');
  if (parts[0] === 'v2') {
    const [, kid, iv, tag, body] = parts;
    const secret = kid ? ring.keys.get(kid) : undefined;
    if (!secret || !iv || !tag || !body) throw new Error('sealed credentials: unknown key');
    return open(secret, iv, tag, body);
  }
  // v1 named no key: any key of the ring may have sealed it.
  const [version, iv, tag, body] = parts;
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('sealed credentials: unknown format');
  for (const secret of ring.keys.values()) {
    try {
      return open(secret, iv, tag, body);
    } catch {
      // the next key
    }
  }
  throw new Error('sealed credentials: no key opens them');
}

/** Whether a sealed text is sealed with the ring's current key (else `npm run reseal` seals it again). */
export function isCurrent(sealed: string, ring: Keyring): boolean {
  return sealed.startsWith(`v2.${ring.current}.`);
}

/**
 * Opens with the ring, or (for rows sealed before issue 42 under the public development key) with
 * that legacy key, and seals with the ring's current key. For `npm run reseal` only.
 */
export function reseal(sealed: string, ring: Keyring): string {
  let credentials: Record<string, string>;
  try {
    credentials = unseal(sealed, ring);
  } catch (error) {
    if (!sealed.startsWith('v1.')) throw error;
    credentials = unseal(sealed, LEGACY_DEV_KEY);
  }
  return seal(credentials, ring);
}
