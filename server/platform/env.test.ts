import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { readConfig, webConcurrency } from './env.ts';
import { secretId, signAccessToken, verifyAccessToken } from './token.ts';

describe('WEB_CONCURRENCY', () => {
  const postgres = 'postgres://db/ordna';

  it('defaults to the cores on PostgreSQL', () => {
    expect(webConcurrency(undefined, postgres)).toBe(availableParallelism());
    expect(webConcurrency(' ', postgres)).toBe(availableParallelism());
  });

  it('is always 1 on PGlite, a database inside one process', () => {
    expect(webConcurrency('4', null)).toBe(1);
    expect(webConcurrency(undefined, null)).toBe(1);
  });

  it('takes a whole number from 1 to 256', () => {
    expect(webConcurrency('2', postgres)).toBe(2);
    for (const bad of ['0', '-1', '1.5', 'two', '257'])
      expect(() => webConcurrency(bad, postgres)).toThrow(/WEB_CONCURRENCY/);
  });
});

describe('secrets (issue 42 item 4)', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'ordna-env-'));
  const integrationsKey = Buffer.alloc(32, 7).toString('base64');

  it('refuses to start in production without both secrets', () => {
    const base = { NODE_ENV: 'production', DATA_DIR: dataDir(), PUBLIC_URL: 'https://ordna.example' };
    expect(() => readConfig({ ...base, INTEGRATIONS_KEY: integrationsKey })).toThrow(/TOKEN_SECRET/);
    expect(() => readConfig({ ...base, TOKEN_SECRET: 'x'.repeat(40) })).toThrow(/INTEGRATIONS_KEY/);
    expect(
      readConfig({ ...base, TOKEN_SECRET: 'x'.repeat(40), INTEGRATIONS_KEY: integrationsKey }).production,
    ).toBe(true);
  });

  it('outside production generates the token secret once into the data folder', () => {
    const dir = dataDir();
    expect(readConfig({ DATA_DIR: dir }).tokenSecret).toBe(readConfig({ DATA_DIR: dir }).tokenSecret);
    expect(readConfig({ DATA_DIR: dataDir() }).tokenSecret).not.toBe(
      readConfig({ DATA_DIR: dir }).tokenSecret,
    );
  });

  it('rotates the token secret: the first signs with its key id, every listed one verifies', async () => {
    const oldSecret = 'o'.repeat(40);
    const newSecret = 'n'.repeat(40);
    const claims = { userId: 'u', companyId: 'c', sessionId: 's' };
    const oldToken = await signAccessToken(claims, oldSecret);
    expect(decodeProtectedHeader(oldToken).kid).toBe(secretId(oldSecret));
    const both = `${newSecret},${oldSecret}`;
    expect(await verifyAccessToken(oldToken, both)).toEqual(claims);
    const newToken = await signAccessToken(claims, both);
    expect(decodeProtectedHeader(newToken).kid).toBe(secretId(newSecret));
    expect(await verifyAccessToken(newToken, newSecret)).toEqual(claims);
    // Once the old secret is dropped, its tokens are refused; a malformed token is refused too.
    expect(await verifyAccessToken(oldToken, newSecret)).toBeNull();
    expect(await verifyAccessToken('not.a.token', newSecret)).toBeNull();
    expect(() => readConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: `${newSecret},short` })).toThrow(/32/);
  });
});
