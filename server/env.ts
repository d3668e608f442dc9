import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { parseAllowedOrigins } from '../src/domain/embed.ts';

/** Everything the server reads from the environment, in one place. */
export interface ServerConfig {
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  seedDemo: boolean;
  production: boolean;
  tokenSecret: string;
  /** Base URL of links in mails. */
  publicUrl: string;
  smtpUrl: string | null;
  outboxDir: string;
  /** Partner origins that may frame the sign-up widget (WIDGET_ALLOWED_ORIGINS; `*` = any). */
  widgetAllowedOrigins: string[];
  /** Worker processes on the one port (WEB_CONCURRENCY); always 1 on PGlite. */
  webConcurrency: number;
  /** The event bus's Redis (REDIS_URL); unset: PostgreSQL LISTEN/NOTIFY. */
  redisUrl: string | null;
  /** Prefix of the Redis channel (REDIS_PREFIX, default `ordna`): deployments sharing one Redis keep apart. */
  redisPrefix: string;
}

/**
 * WEB_CONCURRENCY, default the cores when PostgreSQL is used. PGlite is a database inside one
 * process, which a second process cannot open: there it is always 1.
 */
export function webConcurrency(value: string | undefined, databaseUrl: string | null): number {
  if (!databaseUrl) return 1;
  if (value === undefined || value.trim() === '') return availableParallelism();
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 256)
    throw new Error('WEB_CONCURRENCY must be a whole number from 1 to 256');
  return count;
}

/** WIDGET_ALLOWED_ORIGINS, comma-separated; unset: `*` outside production, only us in production. */
export function readWidgetAllowedOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  return parseAllowedOrigins(env.WIDGET_ALLOWED_ORIGINS, env.NODE_ENV === 'production');
}

/** TOKEN_SECRET from the environment, else a secret generated once into $DATA_DIR. */
function tokenSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv && fromEnv.length >= 32) return fromEnv;
  if (fromEnv) throw new Error('TOKEN_SECRET must be at least 32 characters');
  const file = join(dataDir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const seed = env.SEED_DEMO;
  return {
    port: Number(env.PORT ?? 3000),
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    // Never seed a production database unless asked to explicitly.
    seedDemo: production ? seed === '1' : seed !== '0',
    production,
    tokenSecret: tokenSecret(dataDir, env.TOKEN_SECRET),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || null,
    outboxDir: join(dataDir, 'outbox'),
    widgetAllowedOrigins: readWidgetAllowedOrigins(env),
    webConcurrency: webConcurrency(env.WEB_CONCURRENCY, env.DATABASE_URL || null),
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || 'ordna',
  };
}
