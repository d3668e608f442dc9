import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { codeOf, expectNoErrors } from '../test/pim.ts';
import { CHANGELOG } from './entries.ts';

const LIST = `query ($first: Int, $after: String) {
  changelog(first: $first, after: $after) { items { id publishedAt title body unread } nextCursor unreadCount }
}`;
type List = {
  changelog: {
    items: { id: string; title: string; body: string; unread: boolean }[];
    nextCursor: string | null;
    unreadCount: number;
  };
};

describe.each(testDatabaseKinds())("what's new on %s", (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let first: string;
  let second: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    await createCompany(database.db, {
      name: 'News',
      email: 'news-1@changelog.test',
      country: 'SE',
      items: 0,
    });
    await createCompany(database.db, {
      name: 'News 2',
      email: 'news-2@changelog.test',
      country: 'NO',
      items: 0,
    });
    first = await client.login('news-1@changelog.test', FIXTURE_PASSWORD);
    second = await client.login('news-2@changelog.test', FIXTURE_PASSWORD);
  });
  afterAll(() => database.close());

  it('pages newest first in the caller’s language, everything unread at first', async () => {
    const page = await client.request<List>(LIST, { first: 2 }, { token: first, language: 'sv' });
    expectNoErrors(page);
    expect(page.data?.changelog.items.map((entry) => entry.id)).toEqual(
      CHANGELOG.slice(0, 2).map((e) => e.id),
    );
    expect(page.data?.changelog.items[0]?.title).toBe('Bordskartor och bord i realtid');
    expect(page.data?.changelog.unreadCount).toBe(CHANGELOG.length);
    const rest = await client.request<List>(
      LIST,
      { first: 10, after: page.data?.changelog.nextCursor },
      { token: first },
    );
    expect(rest.data?.changelog.items.map((entry) => entry.id)).toEqual(CHANGELOG.slice(2).map((e) => e.id));
    expect(rest.data?.changelog.nextCursor).toBeNull();
  });

  it('keeps the read state per user', async () => {
    const marked = await client.request(`mutation { markChangelogRead }`, {}, { token: first });
    expectNoErrors(marked);
    const mine = await client.request<List>(LIST, {}, { token: first });
    expect(mine.data?.changelog.unreadCount).toBe(0);
    expect(mine.data?.changelog.items.every((entry) => !entry.unread)).toBe(true);
    const theirs = await client.request<List>(LIST, {}, { token: second });
    expect(theirs.data?.changelog.unreadCount).toBe(CHANGELOG.length);
    expectNoErrors(await client.request(`mutation { markChangelogRead }`, {}, { token: first }));
  });

  it('refuses a forged cursor, a bad page size and anonymous callers', async () => {
    expect(codeOf(await client.request(LIST, { after: 'x.y' }, { token: first }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await client.request(LIST, { first: 0 }, { token: first }))).toBe('BAD_USER_INPUT');
    const page = await client.request<List>(LIST, { first: 1 }, { token: first });
    // A cursor is bound to its user: another user's cursor is refused.
    const foreign = await client.request(LIST, { after: page.data?.changelog.nextCursor }, { token: second });
    expect(codeOf(foreign)).toBe('BAD_USER_INPUT');
    expect(codeOf(await client.request(LIST, {}))).toBe('UNAUTHENTICATED');
  });
});
