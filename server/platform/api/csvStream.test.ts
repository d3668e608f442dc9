import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDERS_CSV_PATH, ordersCsvFeed } from '../../orders/ordersExport.ts';
import { PAYMENTS_CSV_PATH, paymentsCsvFeed } from '../../payments/paymentsExport.ts';
import { TEST_TOKEN_SECRET, testApi } from '../../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../../test/fixtures.ts';
import type { Database } from '../db/client.ts';
import { companies, orderPayments, orders, rateLimits, users } from '../db/schema/index.ts';
import { memoryMailer } from '../mail/mailer.ts';
import { RATE_LIMITS } from '../rateLimits.ts';
import { streamCsv } from './csvStream.ts';

/**
 * Issue 44 item 5: the orders' and card payments' CSV exports stream from the server, paging
 * through SQL (pages of 2 here, so 7 orders cross four pages), authenticated like the API; the
 * company is the token's, so another company's rows never appear; user-typed text that looks
 * like a formula is escaped; a Swedish viewer gets Excel's semicolons and decimal commas.
 */
describe.each(testDatabaseKinds())('streamed CSV exports on %s', (kind) => {
  let database: Database;
  let server: Server;
  let base: string;
  let token: string;
  let otherToken: string;
  let paymentsToken: string;
  let apiKey: string;

  async function addOrder(companyId: string, venueId: string, number: number, staffName: string) {
    const createdAt = new Date(Date.UTC(2026, 10, 20, 10, number));
    const [order] = await database.db
      .insert(orders)
      .values({
        companyId,
        venueId,
        number,
        source: 'POS',
        status: 'COMPLETED',
        serviceType: 'EAT_HERE',
        staffName,
        createdAt,
        accountingDate: '2026-11-20',
        total: 1000 * number + 50,
        vatTotal: 0,
        vat: [],
        paid: 1000 * number + 50,
      })
      .returning();
    if (!order) throw new Error('no order');
    return order;
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const own = await createCompany(database.db, {
      name: 'Export',
      email: 'orders@export.test',
      scopes: ['ORDERS'],
      items: 0,
    });
    const other = await createCompany(database.db, { name: 'Other', email: 'other@export.test', items: 0 });
    const pay = await createCompany(database.db, { name: 'Pay', email: 'pay@export.test', items: 0 });
    await database.db.update(companies).set({ isPaymentsOnly: true }).where(eq(companies.id, pay.company.id));
    for (let number = 1; number <= 7; number++)
      await addOrder(
        own.company.id,
        own.venue.id,
        number,
        number === 3 ? '=HYPERLINK("http://evil.test")' : 'Ann',
      );
    await addOrder(other.company.id, other.venue.id, 99, 'Foreign staff');
    for (let number = 1; number <= 3; number++) {
      const order = await addOrder(pay.company.id, pay.venue.id, number, 'Till');
      await database.db.insert(orderPayments).values({
        companyId: pay.company.id,
        orderId: order.id,
        method: 'CARD',
        amount: order.total,
        tip: 0,
        acquirerReference: number === 2 ? '@SUM(1+1)' : `PSP${number}`,
        createdAt: order.createdAt,
      });
    }
    const client = testApi(database.db);
    token = await client.login('orders@export.test', FIXTURE_PASSWORD);
    otherToken = await client.login('other@export.test', FIXTURE_PASSWORD);
    paymentsToken = await client.login('pay@export.test', FIXTURE_PASSWORD);
    const created = await client.request<{ createApiKey: { key: string } }>(
      'mutation ($v: ID!) { createApiKey(name: "Till", venueId: $v, scopes: ["READ_CATALOGUE"]) { key } }',
      { v: other.venue.id },
      { token: otherToken },
    );
    apiKey = created.data?.createApiKey.key ?? '';
    expect(apiKey).not.toBe('');
    const services = {
      db: database.db,
      tokenSecret: TEST_TOKEN_SECRET,
      mailer: memoryMailer(),
      publicUrl: 'http://ordna.test',
    };
    server = createServer((req, res) => {
      const path = (req.url ?? '').split('?')[0];
      void streamCsv(services, req, res, path === PAYMENTS_CSV_PATH ? paymentsCsvFeed : ordersCsvFeed, 2);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  });

  const download = (path: string, as: string | null, language = 'en', filter?: object) =>
    fetch(`${base}${path}${filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : ''}`, {
      headers: { 'accept-language': language, ...(as ? { authorization: `Bearer ${as}` } : {}) },
    });

  /** The body as sent: `Response.text()` would drop the byte-order mark. */
  const textOf = async (response: Response) =>
    new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());

  async function rowsOf(response: Response): Promise<string[][]> {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const text = await textOf(response);
    expect(text.startsWith('\uFEFF')).toBe(true);
    return Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
  }

  it("streams every order of the company across pages, newest first, and none of another company's", async () => {
    const response = await download(ORDERS_CSV_PATH, token);
    expect(response.headers.get('x-row-count')).toBe('7');
    const [header, ...rows] = await rowsOf(response);
    expect(header?.[0]).toBe('number');
    expect(rows.map((row) => row[0])).toEqual(['7', '6', '5', '4', '3', '2', '1']);
    expect(rows.flat().join(' ')).not.toContain('Foreign');
    const foreign = (await rowsOf(await download(ORDERS_CSV_PATH, otherToken))).slice(1);
    expect(foreign.map((row) => row[0])).toEqual(['99']);
  });

  it('escapes a formula typed as text, so a spreadsheet shows it as text', async () => {
    const rows = await rowsOf(await download(ORDERS_CSV_PATH, token));
    const staff = rows.find((row) => row[0] === '3')?.[8];
    expect(staff).toBe(`'=HYPERLINK("http://evil.test")`);
  });

  it("writes Excel's dialect of the viewer's language: semicolons and decimal commas in Swedish", async () => {
    const text = await textOf(await download(ORDERS_CSV_PATH, token, 'sv'));
    const [header, first] = text.slice(1).split('\r\n');
    expect(header?.split(';')[0]).toBe('number');
    expect(first).toMatch(/^7;.*;70,50;0,00$/);
  });

  it("applies the list's filter, checked by the list's schema", async () => {
    const rows = (await rowsOf(await download(ORDERS_CSV_PATH, token, 'en', { number: 4 }))).slice(1);
    expect(rows.map((row) => row[0])).toEqual(['4']);
    expect((await download(ORDERS_CSV_PATH, token, 'en', { number: 'four' })).status).toBe(400);
    const bad = await fetch(`${base}${ORDERS_CSV_PATH}?filter=%7Bnot-json`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bad.status).toBe(400);
  });

  it("refuses no token, a forged one, a terminal's API key and a company without the list's scope", async () => {
    expect((await download(ORDERS_CSV_PATH, null)).status).toBe(401);
    expect((await download(ORDERS_CSV_PATH, 'forged.token.value')).status).toBe(401);
    expect((await download(ORDERS_CSV_PATH, apiKey)).status).toBe(403);
    // A payments-only company has no orders screen; a POS company no card payments screen.
    expect((await download(ORDERS_CSV_PATH, paymentsToken)).status).toBe(403);
    expect((await download(PAYMENTS_CSV_PATH, token)).status).toBe(403);
  });

  it('holds each user to a budget of exports, shared by the instances (issue 42 item 5)', async () => {
    const [user] = await database.db.select().from(users).where(eq(users.email, 'orders@export.test'));
    const key = `exports:${user?.id}`;
    const spent = { points: RATE_LIMITS.exports.points, expire: new Date(Date.now() + 600_000) };
    await database.db
      .insert(rateLimits)
      .values({ key, ...spent })
      .onConflictDoUpdate({ target: rateLimits.key, set: spent });
    const held = await download(ORDERS_CSV_PATH, token);
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    await database.db.delete(rateLimits).where(eq(rateLimits.key, key));
    expect((await download(ORDERS_CSV_PATH, token)).status).toBe(200);
  });

  it("streams a payments-only company's card payments, escaped, and only its own", async () => {
    const response = await download(PAYMENTS_CSV_PATH, paymentsToken);
    expect(response.headers.get('x-row-count')).toBe('3');
    const [header, ...rows] = await rowsOf(response);
    expect(header).toEqual(['created_at', 'venue', 'order', 'amount', 'tip', 'reference']);
    expect(rows.map((row) => row[2])).toEqual(['3', '2', '1']);
    expect(rows.find((row) => row[2] === '2')?.[5]).toBe(`'@SUM(1+1)`);
    expect(rows.flat().join(' ')).not.toContain('Export');
  });
});
