import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client.ts';
import { testApi } from '../api.ts';
import { openTestDatabase } from '../db.ts';

/**
 * What a prober learns from the API (issue 42 item 6): production answers no introspection,
 * and no error names a close field or value ("Did you mean …?").
 */
describe('the API gives probers no map', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.close());

  it('refuses introspection as production runs it, and answers it in development', async () => {
    const production = testApi(database.db, { introspection: false });
    for (const query of [
      '{ __schema { types { name } } }',
      '{ __type(name: "Query") { fields { name } } }',
    ]) {
      const answer = await production.request(query);
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0]?.message).toMatch(/introspection/i);
    }
    const development = await testApi(database.db).request<{ __schema: { types: unknown[] } }>(
      '{ __schema { types { name } } }',
    );
    expect(development.data?.__schema.types.length).toBeGreaterThan(10);
  });

  it('names no close value or field in a refusal', async () => {
    const api = testApi(database.db);
    for (const query of [
      '{ zReportsPage(first: 1, direction: ASCC) { nextCursor } }',
      '{ venuez { id } }',
      'mutation { setUiLanguage(language: SVV) }',
    ]) {
      const answer = await api.request(query);
      expect(answer.errors?.length, query).toBeGreaterThan(0);
      expect(JSON.stringify(answer.errors), query).not.toMatch(/did you mean/i);
    }
  });

  it('answers malformed JSON with a generic 400 that echoes nothing of the body', async () => {
    const answer = await testApi(database.db).request(
      '',
      {},
      { body: '{"query": "{ venues { id } }", "secret-ish": bad' },
    );
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    expect(JSON.stringify(answer)).not.toMatch(/secret-ish|venues|position/);
  });
});
