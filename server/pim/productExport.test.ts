import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseProductsCsv } from '../../src/domain/productCsv.ts';
import type { Database } from '../platform/db/client.ts';
import { memoryMailer } from '../platform/mail/mailer.ts';
import { TEST_TOKEN_SECRET, testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { PRODUCTS_CSV_PATH, streamProductsCsv } from './productExport.ts';

/**
 * The products' CSV export streams from the server (issue 14): every row the list's filter,
 * search and sort match, across pages, in the list's order; the company is the token's, so
 * another company's products never appear; no token, an API key or a bad order is refused.
 */
describe.each(testDatabaseKinds())('products CSV export on %s', (kind) => {
  let database: Database;
  let server: Server;
  let base: string;
  let token: string;
  let otherToken: string;
  let apiKey: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // 1,200 products: the export crosses three of its 500-row pages.
    const own = await createCompany(database.db, {
      name: 'Export',
      email: 'export@csv.test',
      scopes: ['POS_CUSTOMIZATION', 'API_KEYS'],
      items: 1200,
    });
    await createCompany(database.db, {
      name: 'Foreign',
      email: 'foreign@csv.test',
      scopes: ['POS_CUSTOMIZATION'],
      items: 30,
    });
    const client = testApi(database.db);
    token = await client.login('export@csv.test', FIXTURE_PASSWORD);
    otherToken = await client.login('foreign@csv.test', FIXTURE_PASSWORD);
    const created = await client.request<{ createApiKey: { key: string } }>(
      'mutation ($v: ID!) { createApiKey(name: "Till", venueId: $v, scopes: ["READ_CATALOGUE"]) { key } }',
      { v: own.venue.id },
      { token },
    );
    apiKey = created.data?.createApiKey.key ?? '';
    expect(apiKey).not.toBe('');
    const services = {
      db: database.db,
      tokenSecret: TEST_TOKEN_SECRET,
      mailer: memoryMailer(),
      publicUrl: 'http://ordna.test',
    };
    server = createServer((req, res) => void streamProductsCsv(services, req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${PRODUCTS_CSV_PATH}`;
  }, 120_000);
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  });

  const download = (query: string, as: string | null = token) =>
    fetch(`${base}${query}`, { headers: as ? { authorization: `Bearer ${as}` } : {} });

  async function titlesOf(response: Response): Promise<string[]> {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const { rows, problems } = parseProductsCsv(await response.text(), 'SE');
    expect(problems).toEqual([]);
    return rows.map((row) => row.values.title ?? '');
  }

  it('streams every product of the company across pages, and none of another company', async () => {
    const response = await download('');
    expect(response.headers.get('x-row-count')).toBe('1200');
    const titles = await titlesOf(response);
    expect(titles).toHaveLength(1200);
    expect(new Set(titles).size).toBe(1200);
    expect(titles.some((title) => title.startsWith('Foreign'))).toBe(false);
    const foreign = await titlesOf(await download('', otherToken));
    expect(foreign).toHaveLength(30);
    expect(foreign.every((title) => title.startsWith('Foreign'))).toBe(true);
  });

  it("honours the list's search (case, spaces ignored) and sort", async () => {
    const titles = await titlesOf(await download('?search=ITEM%2011&orderBy=PRICE&direction=DESC'));
    // item 11, 110–119 and 1100–1199.
    expect(titles).toHaveLength(111);
    expect(titles[0]).toBe('Export item 1199');
    expect(titles.at(-1)).toBe('Export item 11');
    expect(titles.every((title) => title.replace(/\s/g, '').toLowerCase().includes('item11'))).toBe(true);
    // A category of another company (or no id at all) matches nothing.
    expect(await titlesOf(await download('?categoryId=not-an-id'))).toEqual([]);
  });

  it("refuses no token, a forged one, a terminal's API key and a bad order", async () => {
    expect((await download('', null)).status).toBe(401);
    expect((await download('', 'forged.token.value')).status).toBe(401);
    expect((await download('', apiKey)).status).toBe(403);
    expect((await download('?orderBy=DROP')).status).toBe(400);
    expect((await download('?direction=sideways')).status).toBe(400);
  });
});
