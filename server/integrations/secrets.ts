import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Provider credentials are sealed with AES-256-GCM under INTEGRATIONS_KEY (32 bytes, base64) and
 * only opened on the server to call the provider; no API field returns them. Without the
 * variable, development and tests use a fixed key derived from a public string: NOT SECRET, and
 * refused when NODE_ENV is production.
 */
const DEV_KEY_SOURCE = 'ordna-development-integrations-key (not secret)';

export function integrationsKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  const raw = env.INTEGRATIONS_KEY;
  if (raw) {
    const key = Buffer.from(raw, 'base64');
    if (key.length !== 32) throw new Error('INTEGRATIONS_KEY must be 32 bytes, base64');
    return key;
  }
  if (env.NODE_ENV === 'production') throw new Error('INTEGRATIONS_KEY is required in production');
  return createHash('sha256').update(DEV_KEY_SOURCE).digest();
}

export function seal(credentials: Record<string, string>, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(
    '.',
  );
}

export function unseal(sealed: string, key: Buffer): Record<string, string> {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('sealed credentials: unknown format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString(
    'utf8',
  );
  return JSON.parse(text) as Record<string, string>;
}
