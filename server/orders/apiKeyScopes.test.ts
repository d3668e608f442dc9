import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';

const CREATE_KEY = `mutation ($name: String!, $venueId: ID!, $scopes: [String!]!) {
  createApiKey(name: $name, venueId: $venueId, scopes: $scopes) { key apiKey { scopes } } }`;

type Err = {
  extensions?: { code?: string; fieldErrors?: { field: string; code: string; message: string }[] };
};

describe.each(testDatabaseKinds())('an API key gets exactly the scopes ticked, on %s (issue 41)', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let a: Awaited<ReturnType<typeof createCompany>>;
  let token: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    a = await createCompany(database.db, { name: 'Alfa', email: 'keys-a@example.com' });
    token = await client.login('keys-a@example.com', FIXTURE_PASSWORD);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('refuses a key without a scope at the scopes field, in the viewer’s language', async () => {
    const result = await client.request(
      CREATE_KEY,
      { name: 'Till', venueId: a.venue.id, scopes: [] },
      { token, language: 'sv' },
    );
    const error = result.errors?.[0] as Err | undefined;
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error?.extensions?.fieldErrors).toEqual([
      { field: 'scopes', code: 'scopesRequired', message: 'Välj minst en behörighet.' },
    ]);
  });

  it('gives a key only what was asked, no defaults', async () => {
    const result = await client.request<{ createApiKey: { apiKey: { scopes: string[] } } }>(
      CREATE_KEY,
      { name: 'Reports', venueId: a.venue.id, scopes: ['READ_REPORTS'] },
      { token },
    );
    expect(result.data?.createApiKey.apiKey.scopes).toEqual(['READ_REPORTS']);
  });
});
