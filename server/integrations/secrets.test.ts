import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { integrationsKey, seal, unseal } from './secrets.ts';

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
    expect(integrationsKey({ INTEGRATIONS_KEY: raw }).toString('base64')).toBe(raw);
    expect(() => integrationsKey({ NODE_ENV: 'production' })).toThrow(/required/);
    expect(() => integrationsKey({ INTEGRATIONS_KEY: 'c2hvcnQ=' })).toThrow(/32 bytes/);
  });
});
