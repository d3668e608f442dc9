import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { integrationsKey, isCurrent, keyId, keyringOf, reseal, seal, unseal } from './secrets.ts';

describe('sealed credentials', () => {
  const key = randomBytes(32);
  it('round-trips and hides the secret', () => {
    const sealed = seal({ accessToken: 'very-secret' }, key);
    expect(sealed).not.toContain('very-secret');
    expect(unseal(sealed, key)).toEqual({ accessToken: 'very-secret' });
  });
  it('refuses another key and a tampered text', () => {
    const sealed = seal({ accessToken: 'x' }, key);
    expect(() => unseal(sealed, randomBytes(32))).toThrow();
    expect(() => unseal(`${sealed.slice(0, -4)}AAAA`, key)).toThrow();
  });
  it('reads the key from the environment, and requires it in production', () => {
    const raw = randomBytes(32).toString('base64');
    const ring = integrationsKey({ INTEGRATIONS_KEY: raw });
    expect(ring.keys.get(ring.current)?.toString('base64')).toBe(raw);
    expect(() => integrationsKey({ NODE_ENV: 'production' })).toThrow(/required/);
    expect(() => integrationsKey({ INTEGRATIONS_KEY: 'c2hvcnQ=' })).toThrow(/32 bytes/);
  });

  it('without INTEGRATIONS_KEY generates a random key once into the data folder, never a public one', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ordna-keys-'));
    const first = integrationsKey({ DATA_DIR: dataDir });
    const again = integrationsKey({ DATA_DIR: dataDir });
    expect(again.current).toBe(first.current);
    expect(readFileSync(join(dataDir, 'integrations-key'), 'utf8')).toBe(
      first.keys.get(first.current)?.toString('base64'),
    );
    // Another deployment gets another key, and none is the one derived from the old public string.
    const other = integrationsKey({ DATA_DIR: mkdtempSync(join(tmpdir(), 'ordna-keys-')) });
    expect(other.current).not.toBe(first.current);
    const legacy = createHash('sha256').update('ordna-development-integrations-key (not secret)').digest();
    expect(() => unseal(seal({ a: 'b' }, legacy), first)).toThrow();
  });

  it('names the key in what it seals, opens with any key of the ring and re-seals with the current one', () => {
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    const sealedOld = seal({ token: 't' }, keyringOf([oldKey]));
    expect(sealedOld.split('.')[1]).toBe(keyId(oldKey));
    const rotated = keyringOf([newKey, oldKey]);
    expect(unseal(sealedOld, rotated)).toEqual({ token: 't' });
    expect(isCurrent(sealedOld, rotated)).toBe(false);
    const resealed = reseal(sealedOld, rotated);
    expect(isCurrent(resealed, rotated)).toBe(true);
    // Once resealed, the old key can go.
    expect(unseal(resealed, keyringOf([newKey]))).toEqual({ token: 't' });
    // Rows sealed under the old public development key move off it.
    const legacy = createHash('sha256').update('ordna-development-integrations-key (not secret)').digest();
    const v1 = seal({ token: 'dev' }, legacy).split('.');
    const legacyText = ['v1', v1[2], v1[3], v1[4]].join('.');
    expect(unseal(reseal(legacyText, rotated), keyringOf([newKey]))).toEqual({ token: 'dev' });
  });
});
