// The one schema of the environment: every problem listed at once, every variable the server
// reads declared, the README's table the one generated from it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configProblems, VARIABLES, withConfigTable } from './config.ts';
import { readConfig } from './env.ts';

const ROOT = resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' || name === 'devtools' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('configuration', () => {
  it('lists missing and malformed values together', () => {
    const problems = configProblems({
      NODE_ENV: 'production',
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db/ordna',
      TOKEN_SECRET: 'short',
      SEED_DEMO: 'yes',
      SCHEDULE_POLL_MS: '5',
      LOG_LEVEL: 'loud',
    });
    expect(problems).toEqual([
      'PORT: must be a whole number from 0 to 65535',
      'PUBLIC_URL: is required in production',
      'TOKEN_SECRET: must be at least 32 characters',
      'SEED_DEMO: must be 0 or 1',
      'DATABASE_URL: must be a URL (postgres: or postgresql:)',
      expect.stringMatching(/^LOG_LEVEL: /),
      'SCHEDULE_POLL_MS: must be a whole number from 1000 to 3600000',
    ]);
  });

  it('refuses to start with every problem in one error, and never echoes a secret', () => {
    const secret = 'not-long-enough';
    let error: unknown;
    try {
      readConfig({ PORT: '-1', SMTP_URL: 'mail.example.com', TOKEN_SECRET: secret });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'PORT: must be a whole number from 0 to 65535',
      'TOKEN_SECRET: must be at least 32 characters',
      'SMTP_URL: must be a URL (smtp: or smtps:)',
    ]);
    expect((error as Error).message).not.toContain(secret);
  });

  it('accepts an empty environment (development) and a complete production one', () => {
    expect(configProblems({})).toEqual([]);
    expect(
      configProblems({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://ordna.example',
        DATABASE_URL: 'postgres://ordna@db:5432/ordna',
        REDIS_URL: 'redis://redis:6379',
        TOKEN_SECRET: 'x'.repeat(48),
        METRICS_PORT: '9464',
        MIGRATE_ON_START: '0',
      }),
    ).toEqual([]);
  });

  it('declares every variable the server and its scripts read', () => {
    const files = [...sources(join(ROOT, 'server')), join(ROOT, 'scripts/start.mjs')];
    const read = new Set<string>();
    for (const file of files)
      for (const match of readFileSync(file, 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g))
        if (match[1]) read.add(match[1]);
    // Set by vitest itself, not by an operator.
    read.delete('VITEST');
    const undeclared = [...read].filter((name) => !(name in VARIABLES)).sort();
    expect(undeclared).toEqual([]);
  });

  it("the README's table is the one generated from the schema (npm run gen:env)", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toBe(withConfigTable(readme));
  });
});
