import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../../test/api.ts';
import { openTestDatabase } from '../../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../../test/fixtures.ts';
import type { Database } from '../db/client.ts';
import { etagMatches } from './etag.ts';

const GET_ITEMS = 'query GetItems { items { count results { id title defaultPrice } } }';

describe('If-None-Match', () => {
  it('compares weakly, takes lists and *', () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('*', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(null, 'W/"abc"')).toBe(false);
  });
});

describe('ETag / 304 on catalogue answers', () => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;
  let otherToken: string;
  let itemId: string;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const own = await createCompany(database.db, { name: 'Tagged', email: 'tagged@etag.test' });
    await createCompany(database.db, { name: 'Other', email: 'other@etag.test' });
    itemId = own.items[0]?.id ?? '';
    client = testApi(database.db);
    token = await client.login('tagged@etag.test', FIXTURE_PASSWORD);
    otherToken = await client.login('other@etag.test', FIXTURE_PASSWORD);
  });
  afterAll(() => database.close());

  function post(query: string, options: { token: string; ifNoneMatch?: string; variables?: object }) {
    const body = JSON.stringify({ query, variables: options.variables ?? {} });
    return client.api.fetch('http://ordna.test/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        authorization: `Bearer ${options.token}`,
        ...(options.ifNoneMatch ? { 'if-none-match': options.ifNoneMatch } : {}),
      },
      body,
    });
  }

  it('tags GetItems, and answers 304 with no body when the client holds the tag', async () => {
    const first = await post(GET_ITEMS, { token });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('vary')).toContain('Authorization');

    const again = await post(GET_ITEMS, { token, ifNoneMatch: etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('answers over GET too, as HTTP caches use it', async () => {
    const url = `http://ordna.test/graphql?query=${encodeURIComponent(GET_ITEMS)}`;
    const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const first = await client.api.fetch(url, { headers });
    const etag = first.headers.get('etag') ?? '';
    expect(first.status).toBe(200);
    const again = await client.api.fetch(url, { headers: { ...headers, 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('differs by query, variables and company; a foreign tag gets the full answer', async () => {
    const etag = (await post(GET_ITEMS, { token })).headers.get('etag') ?? '';
    const other = await post(GET_ITEMS, { token: otherToken, ifNoneMatch: etag });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
    const withVariables = await post('query ($id: ID) { items(companyId: $id) { count } }', {
      token,
      variables: { id: null },
    });
    const withOtherVariables = await post('query ($id: ID) { items(companyId: $id) { count } }', {
      token,
      variables: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(
      new Set([etag, withVariables.headers.get('etag'), withOtherVariables.headers.get('etag')]).size,
    ).toBe(3);
  });

  it('changes when the catalogue does', async () => {
    const etag = (await post(GET_ITEMS, { token })).headers.get('etag') ?? '';
    const saved = await client.request(
      'mutation ($id: ID!) { updateItemPrice(itemId: $id, price: 4242) { success } }',
      { id: itemId },
      { token },
    );
    expect(saved.errors).toBeUndefined();
    const after = await post(GET_ITEMS, { token, ifNoneMatch: etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(await after.text()).toContain('4242');
  });

  it('tags neither other queries nor answers with errors', async () => {
    expect((await post('{ venues { id } }', { token })).headers.get('etag')).toBeNull();
    const missing = await post('query ($id: ID!) { item(id: $id) { id } }', {
      token,
      variables: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.headers.get('etag')).toBeNull();
  });
});
