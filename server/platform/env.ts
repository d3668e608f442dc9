import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { parseAllowedOrigins } from '../../src/domain/embed.ts';
import { parseTrustProxy, type TrustProxy } from './clientAddress.ts';
import { ConfigError, configProblems } from './config.ts';
import { integrationsKey } from './secrets.ts';

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
  /**
   * Test-only clock of the scheduled-report runner (SCHEDULE_CLOCK_FILE): a file holding an ISO time
   * the e2e test moves past a period's close. Always null in production, whatever the environment says.
   */
  scheduleClockFile: string | null;
  /** How often the scheduled-report runner looks for due runs (SCHEDULE_POLL_MS, default a minute). */
  schedulePollMs: number;
  /** Whom to believe about X-Forwarded-For (TRUST_PROXY: a hop count or proxy addresses; unset: nobody). */
  trustProxy: TrustProxy;
  /** Migrate at start (MIGRATE_ON_START, default 1); 0 when the deploy runs `npm run migrate`. */
  migrateOnStart: boolean;
  /** After SIGTERM, how long to keep serving while unready (SHUTDOWN_DELAY_MS, default 0). */
  shutdownDelayMs: number;
  /** Prometheus metrics on a port of their own (METRICS_PORT). */
  metricsPort: number | null;
  /** Prometheus metrics on the main port to this bearer token (METRICS_TOKEN). */
  metricsToken: string | null;
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

/** SCHEDULE_POLL_MS: 1 s to 1 h, default a minute (the e2e server polls every second). */
export function schedulePollMs(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 60_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1_000 || ms > 3_600_000)
    throw new Error('SCHEDULE_POLL_MS must be a whole number of milliseconds from 1000 to 3600000');
  return ms;
}

/**
 * TOKEN_SECRET from the environment (one secret, or several comma-separated: the first signs, all
 * verify), else a secret generated once into $DATA_DIR; production refuses to start without it
 * (instances must share one secret, and a generated one is per data folder: issue 42 item 4).
 */
function tokenSecret(dataDir: string, fromEnv: string | undefined, production: boolean): string {
  if (fromEnv) {
    if (fromEnv.split(',').some((part) => part.trim().length < 32))
      throw new Error('TOKEN_SECRET must be at least 32 characters (each, when several)');
    return fromEnv;
  }
  if (production) throw new Error('TOKEN_SECRET is required in production');
  const file = join(dataDir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The configuration, after the whole environment was checked against server/platform/config.ts: a
 * ConfigError lists every problem at once (a missing or malformed value each its own line).
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const problems = configProblems(env);
  if (problems.length) throw new ConfigError(problems);
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const seed = env.SEED_DEMO;
  // Production starts only with both secrets set: checked here, before anything listens.
  if (production) integrationsKey(env);
  return {
    port: Number(env.PORT ?? 3000),
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    // Never seed a production database unless asked to explicitly.
    seedDemo: production ? seed === '1' : seed !== '0',
    production,
    tokenSecret: tokenSecret(dataDir, env.TOKEN_SECRET, production),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || null,
    outboxDir: join(dataDir, 'outbox'),
    widgetAllowedOrigins: readWidgetAllowedOrigins(env),
    webConcurrency: webConcurrency(env.WEB_CONCURRENCY, env.DATABASE_URL || null),
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || 'ordna',
    scheduleClockFile: production ? null : env.SCHEDULE_CLOCK_FILE || null,
    schedulePollMs: schedulePollMs(env.SCHEDULE_POLL_MS),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    migrateOnStart: env.MIGRATE_ON_START !== '0',
    shutdownDelayMs: Number(env.SHUTDOWN_DELAY_MS || 0),
    metricsPort: env.METRICS_PORT ? Number(env.METRICS_PORT) : null,
    metricsToken: env.METRICS_TOKEN?.trim() || null,
  };
}

/** Where the database is: DATABASE_URL, else the embedded one in the data directory. */
export function databaseTarget(config: ServerConfig): string {
  return config.databaseUrl ?? resolve(config.dataDir, 'db');
}
