import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type DB, migrationsFolder } from '../platform/db/client.ts';
import { resultRows } from '../platform/db/queryable.ts';

/** Something the instance depends on that can say what is wrong with it (null: nothing). */
export interface Probe {
  problem(): string | null | Promise<string | null>;
}

export interface ReadinessReport {
  ready: boolean;
  /** Why not, one line each: what /readyz answers with its 503. */
  problems: string[];
}

export interface Readiness {
  check(): Promise<ReadinessReport>;
  /** From now on unready for good (SIGTERM): the load balancer sends new requests elsewhere. */
  drain(): void;
  readonly draining: boolean;
}

/** A database that does not answer within this long counts as unreachable. */
const DATABASE_TIMEOUT_MS = 2_000;

/** The newest migration this build ships: drizzle records each applied one by its journal time. */
export function headMigration(folder = migrationsFolder): number {
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * /readyz: the database answers and is migrated to this build's head, the job queue and the event
 * bus are connected, and the instance is not shutting down. Once at head a database stays there (a
 * newer instance only migrates forward), so that is read until it is true, then not again.
 */
export function createReadiness(deps: { db: DB; jobs?: Probe; events?: Probe; head?: number }): Readiness {
  const head = deps.head ?? headMigration();
  let atHead = false;
  let draining = false;
  const database = async (): Promise<string | null> => {
    try {
      await withTimeout(deps.db.execute(sql`select 1`), DATABASE_TIMEOUT_MS, 'the database');
      if (atHead) return null;
      const [row] = resultRows<{ at: string | number | null }>(
        await deps.db.execute(sql`select max(created_at) as at from drizzle.__drizzle_migrations`),
      );
      atHead = Number(row?.at ?? 0) >= head;
      return atHead ? null : 'migrations: the database is behind this build (run `npm run migrate`)';
    } catch (error) {
      const text = message(error);
      // The table is missing until the first migration ran.
      if (/__drizzle_migrations|relation .* does not exist|schema "drizzle"/.test(text))
        return 'migrations: the database has never been migrated (run `npm run migrate`)';
      return `database: ${text}`;
    }
  };
  const probe = async (name: string, p: Probe | undefined) => {
    if (!p) return null;
    try {
      const problem = await p.problem();
      return problem ? `${name}: ${problem}` : null;
    } catch (error) {
      return `${name}: ${message(error)}`;
    }
  };
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
    async check() {
      const found = await Promise.all([
        draining ? 'shutting down' : null,
        database(),
        probe('job queue', deps.jobs),
        probe('event bus', deps.events),
      ]);
      const problems = found.filter((p): p is string => p !== null);
      return { ready: problems.length === 0, problems };
    },
  };
}
