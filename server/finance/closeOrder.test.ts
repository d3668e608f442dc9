import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingDateWithCutoff, addDays } from '../../src/domain/accountingDay.ts';
import type { Database } from '../platform/db/client.ts';
import { devices, venues, zReports } from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';

/**
 * Issue 40 item 3, the close order for every close: "a day can't be closed while an earlier day
 * with sales at that venue or register is still open (close them in order, or close the range in
 * one call)". "Send a day" in Integrations closed a day past an open earlier one (it stored the Z
 * without the in-order check); `closeDays` closes a range in one call, all or nothing.
 */

const CREATE = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order { id accountingDate registerId } } }`;
const CREATE_KEY = `mutation ($name: String!, $venueId: ID!, $scopes: [String!]!) {
  createApiKey(name: $name, venueId: $venueId, scopes: $scopes) { key } }`;
const SEND = `mutation ($day: String!) { sendDailyVouchers(key: "fortnox", accountingDate: $day) { key } }`;
const CLOSE_DAYS = `mutation ($venueId: ID!, $from: String!, $to: String!, $register: String, $key: String) {
  closeDays(venueId: $venueId, from: $from, to: $to, register: $register, idempotencyKey: $key) {
    id number register accountingDate content { json } } }`;

type Result<T> = {
  data?: T | null;
  errors?: {
    message: string;
    extensions?: { code?: string; fieldErrors?: { field: string; code: string; message: string }[] };
  }[];
};
interface Z {
  id: string;
  number: number;
  register: string;
  accountingDate: string;
  content: { json: string };
}
const fieldCodes = (result: Result<unknown>) =>
  Object.fromEntries((result.errors?.[0]?.extensions?.fieldErrors ?? []).map((e) => [e.field, e.code]));
const messageOf = (result: Result<unknown>) =>
  result.errors?.[0]?.extensions?.fieldErrors?.[0]?.message ?? '';

let seq = 0;
const key = () => `close-order-${Date.now()}-${++seq}`;

describe.each(testDatabaseKinds())('days close in order, one by one or as a range, on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let a: Awaited<ReturnType<typeof createCompany>>;
  let token: string;
  let apiKey: string;
  let today: string;
  let register: { id: string; name: string };

  const noonOf = (date: string) => new Date(`${date}T11:00:00Z`).toISOString();
  const withKey = async <T>(terminalKey: string, query: string, variables: Record<string, unknown>) => {
    const body = JSON.stringify({ query, variables });
    const response = await client.api.fetch(
      'http://ordna.test/graphql',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          authorization: `ApiKey ${terminalKey}`,
        },
        body,
      },
      { req: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    return (await response.json()) as Result<T>;
  };
  const sell = async (date: string, registerName?: string) => {
    const item = a.items[0];
    if (!item) throw new Error('fixture item');
    const input = {
      idempotencyKey: key(),
      venueId: a.venue.id,
      status: 'COMPLETED',
      // Today's sale now (a few seconds ago): today's noon is still ahead before noon, and the
      // server refuses a sale in the future.
      createdAt: date === today ? new Date(Date.now() - 5_000).toISOString() : noonOf(date),
      ...(registerName ? { register: registerName } : {}),
      lines: [{ itemId: item.id, title: item.title, quantity: 1, unitPrice: 1000, vatRate: 25, total: 1000 }],
      payments: [{ method: 'CASH', amount: 1000, tip: 0 }],
      total: 1000,
    };
    const result = await withKey<{ createOrder: { order: { accountingDate: string } } }>(apiKey, CREATE, {
      input,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.createOrder.order.accountingDate).toBe(date);
  };
  const send = (day: string) => client.request(SEND, { day }, { token }) as Promise<Result<unknown>>;
  const closeDays = (vars: { from: string; to: string; register?: string; key?: string; venueId?: string }) =>
    client.request<{ closeDays: Z[] }>(CLOSE_DAYS, { venueId: a.venue.id, ...vars }, { token }) as Promise<
      Result<{ closeDays: Z[] }>
    >;
  const storedDays = async () =>
    (await database.db.select().from(zReports).where(eq(zReports.companyId, a.company.id)))
      .map((z) => `${z.register || '-'}:${z.accountingDate}#${z.number}`)
      .sort();

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    a = await createCompany(database.db, { name: 'In order', email: 'in-order@example.com' });
    token = await client.login('in-order@example.com', FIXTURE_PASSWORD);
    const made = await client.request<{ createApiKey: { key: string } }>(
      CREATE_KEY,
      { name: 'Till', venueId: a.venue.id, scopes: ['WRITE_ORDERS', 'READ_CATALOGUE'] },
      { token },
    );
    apiKey = made.data?.createApiKey.key ?? '';
    const [venue] = await database.db.select().from(venues).where(eq(venues.id, a.venue.id));
    today = accountingDateWithCutoff(new Date(), venue?.timezone, venue?.accountingCutoff);
    const [device] = await database.db
      .insert(devices)
      .values({ companyId: a.company.id, venueId: a.venue.id, name: 'Kassa 1' })
      .returning();
    if (!device) throw new Error('device');
    register = { id: device.id, name: device.name };
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('"Send a day" refuses a day while an earlier day with sales is open, storing no Z', async () => {
    const [d6, d5] = [addDays(today, -6), addDays(today, -5)];
    await sell(d6);
    await sell(d5);
    const refused = await send(d5);
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(fieldCodes(refused)).toEqual({ accountingDate: 'earlierDayOpen' });
    expect(messageOf(refused)).toContain(d6);
    expect(await storedDays()).toEqual([]);
    // Impossible dates are refused by the same rule, never stored as a Z.
    expect(fieldCodes(await send('2026-02-30'))).toEqual({ accountingDate: 'invalidDate' });
    // In order, "Send a day" closes the day for its voucher.
    expect((await send(d6)).errors).toBeUndefined();
    expect((await send(d5)).errors).toBeUndefined();
    expect(await storedDays()).toEqual([`-:${d6}#1`, `-:${d5}#2`]);
  });

  it('refuses a bad range with translated errors, storing nothing', async () => {
    const bad = async (
      vars: { from: string; to: string; register?: string },
      expected: Record<string, string>,
    ) => {
      const result = await closeDays(vars);
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(fieldCodes(result)).toEqual(expected);
      expect(messageOf(result)).not.toBe('');
    };
    await bad({ from: '2026-02-30', to: '2026-11-31' }, { from: 'invalidDate', to: 'invalidDate' });
    await bad({ from: '0000-00-00', to: today }, { from: 'invalidDate' });
    await bad({ from: today, to: addDays(today, 1) }, { to: 'inFuture' });
    await bad({ from: today, to: addDays(today, -1) }, { to: 'endBeforeStart' });
    await bad({ from: addDays(today, -366), to: today }, { to: 'closeRangeTooLong' });
    const swedish = await client.request(
      CLOSE_DAYS,
      { venueId: a.venue.id, from: addDays(today, -366), to: today },
      { token, language: 'sv' },
    );
    expect(messageOf(swedish)).toBe('Stäng högst 366 dagar åt gången.');
    await bad({ from: today, to: today, register: 'R2' }, { register: 'unknownRegister' });
    const short = await client.request(
      CLOSE_DAYS,
      { venueId: a.venue.id, from: today, to: today, key: 'short' },
      { token },
    );
    expect(fieldCodes(short)).toEqual({ idempotencyKey: 'invalidKey' });
    const other = await closeDays({
      from: today,
      to: today,
      venueId: '00000000-0000-4000-8000-000000000000',
    });
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await storedDays()).toEqual([`-:${addDays(today, -6)}#1`, `-:${addDays(today, -5)}#2`]);
  });

  it('closes a range in one call, in order, all or nothing; a retry with the key answers the same reports', async () => {
    const [d4, d3, d2, d1] = [4, 3, 2, 1].map((n) => addDays(today, -n)) as [string, string, string, string];
    await sell(d4);
    await sell(d2);
    await sell(d1);
    await sell(d3, 'Kassa 1');
    await sell(d1, 'Kassa 1');
    const before = await storedDays();

    // An earlier day with sales before the range is open: the whole range stays open.
    const held = await closeDays({ from: d2, to: d1 });
    expect(fieldCodes(held)).toEqual({ accountingDate: 'earlierDayOpen' });
    expect(messageOf(held)).toContain(d4);
    expect(await storedDays()).toEqual(before);

    const rangeKey = key();
    const closed = await closeDays({ from: d4, to: today, key: rangeKey });
    expect(closed.errors).toBeUndefined();
    const reports = closed.data?.closeDays ?? [];
    // Only the days with sales, oldest first, numbered on from the book's last Z; the register's
    // sales stay in its own book.
    expect(reports.map((z) => [z.accountingDate, z.number, z.register])).toEqual([
      [d4, 3, ''],
      [d2, 4, ''],
      [d1, 5, ''],
    ]);
    expect(reports.map((z) => JSON.parse(z.content.json).receipts.sales)).toEqual([1, 1, 1]);

    // The same call again answers the same reports; the key with another range is CONFLICT.
    const again = await closeDays({ from: d4, to: today, key: rangeKey });
    expect(again.data?.closeDays.map((z) => z.id)).toEqual(reports.map((z) => z.id));
    const conflict = await closeDays({ from: d3, to: today, key: rangeKey });
    expect(conflict.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    // Without a key, a range with nothing left open closes nothing.
    expect((await closeDays({ from: d4, to: today })).data?.closeDays).toEqual([]);

    // The register's book, by its name: its own days and numbers.
    const byRegister = await closeDays({ from: d3, to: d1, register: 'Kassa 1' });
    expect(byRegister.errors).toBeUndefined();
    expect(byRegister.data?.closeDays.map((z) => [z.accountingDate, z.number, z.register])).toEqual([
      [d3, 1, register.id],
      [d1, 2, register.id],
    ]);
    expect(await storedDays()).toEqual(
      [
        ...before,
        `-:${d4}#3`,
        `-:${d2}#4`,
        `-:${d1}#5`,
        `${register.id}:${d3}#1`,
        `${register.id}:${d1}#2`,
      ].sort(),
    );
  });

  it("a terminal's CLOSE_DAY key closes a range of its venue's days; a sales-only key may not", async () => {
    await sell(today);
    const range = { venueId: a.venue.id, from: today, to: today };
    expect((await withKey(apiKey, CLOSE_DAYS, range)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const made = await client.request<{ createApiKey: { key: string } }>(
      CREATE_KEY,
      { name: 'Till reports', venueId: a.venue.id, scopes: ['READ_REPORTS'] },
      { token },
    );
    const reporter = made.data?.createApiKey.key ?? '';
    const closed = await withKey<{ closeDays: Z[] }>(reporter, CLOSE_DAYS, range);
    expect(closed.errors).toBeUndefined();
    expect(closed.data?.closeDays.map((z) => [z.accountingDate, z.number])).toEqual([[today, 6]]);
    expect(JSON.parse(closed.data?.closeDays[0]?.content.json ?? '{}').closedBy).toBe(
      'API key: Till reports',
    );
  });
});
