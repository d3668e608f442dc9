import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client.ts';
import type { testApi } from '../api.ts';
import { testDatabaseKinds } from '../db.ts';
import { openDemo } from '../demo.ts';

/**
 * Control characters are refused in every text, and tabs and line breaks in single-line fields
 * (issue 42 item 6; src/domain/storableText.ts): nothing of a refused call is stored.
 */
describe.each(testDatabaseKinds())('control characters refused at the edge on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;
  const CREATE =
    'mutation ($name: String!) { createCategory(data: { name: $name, vatRate: 12 }) { id name } }';
  const MESSAGE =
    'mutation ($text: String!, $venueId: ID) { createPredefinedMessage(data: { type: "ITEM", text: $text, venueId: $venueId }) { id text } }';
  const named = async (name: string) => {
    const page = await client.request<{ categoriesPage: { results: { name: string }[] } }>(
      'query ($s: String) { categoriesPage(first: 5, filter: { search: $s }) { results { name } } }',
      { s: name },
      { token },
    );
    if (page.errors) throw new Error(JSON.stringify(page.errors));
    return page.data?.categoriesPage.results.map((item) => item.name) ?? [];
  };

  beforeAll(async () => {
    ({ database, client, token } = await openDemo(kind));
  });
  afterAll(() => database.close());

  it('refuses ESC, U+0001 and DEL in a name, and stores none of it', async () => {
    for (const name of ['Bröd\u001b[2J', 'Bröd\u0001', 'Bröd\u007f']) {
      const answer = await client.request(CREATE, { name }, { token });
      expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(name)).toBe('BAD_USER_INPUT');
    }
    const stored = await named('Bröd');
    for (const name of ['Bröd\u001b[2J', 'Bröd\u0001', 'Bröd\u007f']) expect(stored).not.toContain(name);
  });

  it('refuses a line break or tab in a single-line field, in variables and inline', async () => {
    const variable = await client.request(CREATE, { name: 'Zqxsallad\nmed ägg' }, { token });
    expect(variable.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const inline = await client.request(
      'mutation { createCategory(data: { name: "Zqxsallad\\tmed ägg", vatRate: 12 }) { id } }',
      {},
      { token },
    );
    expect(inline.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await named('Zqxsallad')).toEqual([]);
  });

  it('keeps line breaks where a text has several lines, and any script', async () => {
    const venues = await client.request<{ venues: { id: string }[] }>('{ venues { id } }', {}, { token });
    const message = await client.request<{ createPredefinedMessage: { text: string } }>(
      MESSAGE,
      { text: 'Utan lök\nExtra sås', venueId: venues.data?.venues[0]?.id },
      { token },
    );
    expect(message.errors, JSON.stringify(message.errors)).toBeUndefined();
    expect(message.data?.createPredefinedMessage.text).toBe('Utan lök\nExtra sås');
    const arabic = await client.request(CREATE, { name: 'حلويات 🍰' }, { token });
    expect(arabic.errors).toBeUndefined();
  });
});
