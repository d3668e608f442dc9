import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { accountingDateWithCutoff } from '../../src/domain/accountingDay.ts';
import { DEMO_LOGIN, seedDemo } from '../demo/seed.ts';
import { type Database, type DB, openDatabase } from '../platform/db/client.ts';
import * as schema from '../platform/db/schema/index.ts';
import { venues } from '../platform/db/schema/index.ts';
import { testApi } from './api.ts';
import {
  openTestDatabase,
  pgliteTemplate,
  scratchTestPostgres,
  type TestDatabaseKind,
  type TestDatabaseSource,
  workerTemplatePrefix,
} from './db.ts';
import { createCompany, FIXTURE_PASSWORD } from './fixtures.ts';

/** A database seeded with the demo, kept to be copied, and the facts a copy needs. */
interface DemoTemplate {
  source: TestDatabaseSource;
  companyId: string;
  /** Its venues' time zones and cut-offs, and the dates the seed was made on (`seedDays`). */
  zones: VenueZone[];
  days: string;
}

type VenueZone = { timezone: string | null; accountingCutoff: string | null };

/**
 * The calendar and accounting dates of every venue's time zone: the seed writes "today's" and
 * "yesterday's" rows by them, so a seed made before a local midnight or cut-off is not the one a
 * test after it would get.
 */
function seedDays(rows: readonly VenueZone[]): string {
  const now = new Date();
  const days = rows.map(
    (row) =>
      `${accountingDateWithCutoff(now, row.timezone, '00:00')}/${accountingDateWithCutoff(now, row.timezone, row.accountingCutoff)}`,
  );
  return [now.toISOString().slice(0, 10), ...new Set(days)].join(' ');
}

async function venueZones(db: DB): Promise<{ zones: VenueZone[]; days: string }> {
  const zones = await db
    .select({ timezone: venues.timezone, accountingCutoff: venues.accountingCutoff })
    .from(venues);
  return { zones, days: seedDays(zones) };
}

/**
 * Seeding the demo costs seconds (tens at load 10) and some 30 API test files start from it, on
 * both engines: each worker seeds it once per engine into a database of its own, and each test
 * copies that, as every test copies the migrated template. The copies are the seed's rows exactly;
 * only the seed's moment differs, by minutes, and past a date change a new template is seeded.
 * server/demo/seed-kitchen.test.ts seeds afresh: it checks the kitchen's ages against the clock.
 */
const templates = new Map<TestDatabaseKind, Promise<DemoTemplate>>();

async function seedTemplate(kind: TestDatabaseKind): Promise<DemoTemplate> {
  if (kind === 'pglite') {
    const client = new PGlite('memory://', { loadDataDir: pgliteTemplate() });
    try {
      const db = drizzle(client, { schema });
      const { companyId } = await seedDemo(db);
      return { source: { pglite: await client.dumpDataDir('none') }, companyId, ...(await venueZones(db)) };
    } finally {
      await client.close();
    }
  }
  const scratch = await scratchTestPostgres(workerTemplatePrefix());
  // Closed before use: PostgreSQL copies a template only while no one is connected to it.
  const database = await openDatabase(scratch.url, { migrate: false });
  try {
    const { companyId } = await seedDemo(database.db);
    const source = { postgres: new URL(scratch.url).pathname.slice(1) };
    return { source, companyId, ...(await venueZones(database.db)) };
  } finally {
    await database.close();
  }
}

async function demoTemplate(kind: TestDatabaseKind): Promise<DemoTemplate> {
  const known = templates.get(kind);
  if (known) {
    const template = await known;
    if (seedDays(template.zones) === template.days) return template;
  }
  const seeding = seedTemplate(kind);
  templates.set(kind, seeding);
  // A failed seed is not kept: the next test tries again (and shows its own error).
  seeding.catch(() => templates.delete(kind));
  return seeding;
}

/** A fresh database with the demo company (a copy of the worker's seeded one); `close` throws it away. */
export async function openDemoDatabase(
  kind: TestDatabaseKind,
): Promise<{ database: Database; companyId: string }> {
  const template = await demoTemplate(kind);
  return { database: await openTestDatabase(kind, template.source), companyId: template.companyId };
}

/** A fresh database with the demo company, and a client with the demo owner's token. */
export async function openDemo(kind: TestDatabaseKind) {
  const { database, companyId } = await openDemoDatabase(kind);
  const client = testApi(database.db);
  const token = await client.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
  return { database, client, token, companyId };
}

/**
 * The demo (`openDemo`) and a second company (`createCompany`) with its owner's token: the start of
 * every API test that checks another company's ids answer like missing ones.
 */
export async function openDemoAndOther(kind: TestDatabaseKind, other: Parameters<typeof createCompany>[1]) {
  const demo = await openDemo(kind);
  const company = await createCompany(demo.database.db, other);
  const otherToken = await demo.client.login(other.email, FIXTURE_PASSWORD);
  return { ...demo, other: company, otherToken };
}
