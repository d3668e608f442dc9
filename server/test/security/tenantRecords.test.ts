import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client.ts';
import { courseTypes, predefinedMessages } from '../../platform/db/schema/index.ts';
import { testApi } from '../api.ts';
import { openTestDatabase } from '../db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../fixtures.ts';
import { licenseDeclaredKinds } from './declaredKinds.ts';
import {
  CREATED_KINDS,
  creatableKinds,
  createGenericRecords,
  genericKinds,
  SEEDED_KINDS,
} from './tenantRecords.ts';

/**
 * The tenancy and fuzz sweeps read one record of every kind a tenant can create. The kinds come
 * from the schema: every `create…` mutation that answers a record with an id is seeded, made by a
 * recipe of createTenantRecords, or made from its input type alone (createGenericRecords), so a
 * new area's records are swept the day its mutation exists, with no line written here.
 */
describe('tenant records cover every creatable kind of the schema', () => {
  it('seeds, makes by recipe or makes from the input type one record of each', () => {
    const creatable = creatableKinds().map((op) => op.name);
    expect(creatable.length).toBeGreaterThan(3);
    const covered = new Set([...SEEDED_KINDS, ...CREATED_KINDS, ...genericKinds().map((op) => op.name)]);
    expect(creatable.filter((name) => !covered.has(name))).toEqual([]);
    // The generic maker is in use (not a list nobody reaches): courses and messages have no recipe.
    expect(genericKinds().map((op) => op.name)).toEqual(
      expect.arrayContaining(['createCourseType', 'createPredefinedMessage']),
    );
  });
});

describe('records made from the input types alone', () => {
  let database: Database;
  afterAll(() => database?.close());
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  }, 60_000);

  it("are the tenant's, through the API, one per generic kind", async () => {
    const tenant = await createCompany(database.db, { name: 'Generic', email: 'generic@records.test' });
    await licenseDeclaredKinds(database.db, tenant.company.id);
    const client = testApi(database.db);
    const token = await client.login('generic@records.test', FIXTURE_PASSWORD);
    const made = await createGenericRecords(client, token, tenant.venue.id);
    expect([...made.keys()].sort()).toEqual(
      genericKinds()
        .map((op) => op.name.replace(/^create/, '').toLowerCase())
        .sort(),
    );
    const course = await database.db
      .select()
      .from(courseTypes)
      .where(
        and(eq(courseTypes.id, made.get('coursetype') ?? ''), eq(courseTypes.companyId, tenant.company.id)),
      );
    expect(course).toHaveLength(1);
    const message = await database.db
      .select()
      .from(predefinedMessages)
      .where(eq(predefinedMessages.id, made.get('predefinedmessage') ?? ''));
    expect(message[0]?.companyId).toBe(tenant.company.id);
  });
});
