import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingDateWithCutoff } from '../../src/domain/accountingDay.ts';
import { defaultMapping } from '../../src/domain/integrations/mapping.ts';
import type { ZReportContent } from '../../src/domain/zReport.ts';
import { ownPaymentType } from '../finance/saft.ts';
import { prepareDailyVoucher } from '../integrations/vouchers.service.ts';
import type { Database } from '../platform/db/client.ts';
import { paymentMethods, vouchers } from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';

/**
 * A till pays with one of the company's own payment methods, end to end (issue 47 item 2;
 * docs/decisions.md, "Paying with a company's own payment method"): the code is checked against
 * the caller's company (a removed method, another company's code or any other text is refused),
 * the order, refund, X- and Z-report name it, the SAF-T file carries it as a payment type of its
 * own (12999, valid against Skatteetaten's XSD) and the daily voucher books it.
 */
const XSD = join(
  import.meta.dirname,
  '..',
  'finance',
  'saft',
  'Norwegian_SAF-T_Cash_Register_Schema_v_1.00.xsd',
);
const dir = mkdtempSync(join(tmpdir(), 'ordna-own-methods-'));
function validate(xml: string): string {
  const file = join(dir, `export-${Date.now()}-${Math.random()}.xml`);
  writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--schema', XSD, file], { stdio: 'pipe' });
    return '';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  }
}

const ORDER = `id status paid refunded payments { method methodName amount }
  refunds { amount status method methodName }`;
const CREATE = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order { ${ORDER} } } }`;
const UPDATE = `mutation ($key: String!, $orderId: ID!, $status: String!, $payments: [OrderPaymentInput!]) {
  updateOrderStatus(idempotencyKey: $key, orderId: $orderId, status: $status, payments: $payments) { order { ${ORDER} } } }`;
const REFUND = `mutation ($key: String!, $orderId: ID!, $amount: Int, $reason: String!) {
  refundOrder(idempotencyKey: $key, orderId: $orderId, amount: $amount, reason: $reason) { ${ORDER} } }`;
const READ = `query ($id: ID!) { order(id: $id) { ${ORDER} } }`;
const X_REPORT = 'query ($v: ID!) { xReport(venueId: $v) { json } }';
const CLOSE = `mutation ($venueId: ID!, $date: String) { closeDay(venueId: $venueId, accountingDate: $date) { content { json } } }`;
const SAFT = 'query ($from: String!, $to: String!) { saftCashRegister(from: $from, to: $to) { xml } }';

interface OrderJson {
  id: string;
  status: string;
  paid: number;
  refunded: number;
  payments: { method: string; methodName: string | null; amount: number }[];
  refunds: { amount: number; status: string; method: string; methodName: string | null }[];
}
type Answer<T> = {
  data?: T | null;
  errors?: {
    message: string;
    extensions?: { code?: string; fieldErrors?: { field: string; code: string; message: string }[] };
  }[];
};

let seq = 0;
const key = (name: string) => `own-method-${name}-${Date.now()}-${++seq}`;

describe.each(testDatabaseKinds())("paying with a company's own payment method on %s", (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let token: string;
  let today: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    company = await createCompany(database.db, { name: 'Vippsia', email: 'own-methods@example.com' });
    const other = await createCompany(database.db, { name: 'Fremmed', email: 'own-other@example.com' });
    token = await client.login('own-methods@example.com', FIXTURE_PASSWORD);
    today = accountingDateWithCutoff(new Date(), 'Europe/Oslo', '05:30');
    await database.db.insert(paymentMethods).values([
      { companyId: company.company.id, internalId: 'VIPPS', name: 'Vipps' },
      { companyId: company.company.id, internalId: 'LUNCH', name: 'Lunch voucher' },
      // A removed method whose code was never taken again.
      { companyId: company.company.id, internalId: 'OLD', name: 'Old card', deleted: true },
      // Another company's method: its code means nothing to this company.
      { companyId: other.company.id, internalId: 'FJORD', name: 'Fjord pay' },
    ]);
  });
  afterAll(() => database.close());

  const input = (payments: { method: string; amount: number }[], status = 'COMPLETED') => {
    const item = company.items[0];
    if (!item) throw new Error('fixture item');
    return {
      idempotencyKey: key('sale'),
      venueId: company.venue.id,
      source: 'POS',
      status,
      serviceType: 'EAT_HERE',
      lines: [{ itemId: item.id, title: item.title, quantity: 2, unitPrice: 1000, vatRate: 25, total: 2000 }],
      payments,
      total: 2000,
    };
  };
  const sell = (payments: { method: string; amount: number }[], language?: string) =>
    client.request<{ createOrder: { order: OrderJson } }>(
      CREATE,
      { input: input(payments) },
      { token, language },
    ) as Promise<Answer<{ createOrder: { order: OrderJson } }>>;
  const read = async (id: string) =>
    (await client.request<{ order: OrderJson }>(READ, { id }, { token })).data?.order as OrderJson;

  it('records a sale paid with a company method and names it on the order', async () => {
    const sold = await sell([
      { method: 'VIPPS', amount: 1500 },
      { method: 'CASH', amount: 500 },
    ]);
    expect(sold.errors).toBeUndefined();
    const order = sold.data?.createOrder.order as OrderJson;
    expect(order.paid).toBe(2000);
    expect(order.payments).toEqual(
      expect.arrayContaining([
        { method: 'VIPPS', methodName: 'Vipps', amount: 1500 },
        // A built-in method has no name from the API: the screen says it in the reader's language.
        { method: 'CASH', methodName: null, amount: 500 },
      ]),
    );
  });

  it('refuses an unknown, a removed or another company’s code with a translated field error', async () => {
    for (const method of ['NOPE', 'OLD', 'FJORD', 'cash', 'vipps']) {
      const refused = await sell([{ method, amount: 2000 }], 'sv');
      expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.extensions?.fieldErrors).toEqual([
        {
          field: 'payments.0.method',
          code: 'unknownPaymentMethod',
          message: expect.stringContaining('Okänt betalsätt'),
        },
      ]);
    }
    // Nothing was stored for the refused sales.
    const listed = await client.request<{ orders: { items: { id: string }[] } }>(
      'query { orders { items { id } } }',
      {},
      { token },
    );
    expect(listed.data?.orders.items).toHaveLength(1);
  });

  it('takes a company method when an order is completed, refuses a removed one, and old payments keep it after removal', async () => {
    const created = await client.request<{ createOrder: { order: OrderJson } }>(
      CREATE,
      { input: input([], 'ACCEPTED') },
      { token },
    );
    expect(created.errors).toBeUndefined();
    const orderId = created.data?.createOrder.order.id as string;
    const removed = await client.request(
      UPDATE,
      { key: key('old'), orderId, status: 'COMPLETED', payments: [{ method: 'OLD', amount: 2000 }] },
      { token },
    );
    expect((removed as Answer<unknown>).errors?.[0]?.extensions?.fieldErrors).toEqual([
      expect.objectContaining({ field: 'payments.0.method', code: 'unknownPaymentMethod' }),
    ]);
    const completed = await client.request<{ updateOrderStatus: { order: OrderJson } }>(
      UPDATE,
      { key: key('lunch'), orderId, status: 'COMPLETED', payments: [{ method: 'LUNCH', amount: 2000 }] },
      { token },
    );
    expect(completed.errors).toBeUndefined();
    expect(completed.data?.updateOrderStatus.order).toMatchObject({
      status: 'COMPLETED',
      paid: 2000,
      payments: [{ method: 'LUNCH', methodName: 'Lunch voucher', amount: 2000 }],
    });
    // Removing the method refuses new payments with it; the paid order keeps its name.
    await database.db
      .update(paymentMethods)
      .set({ deleted: true })
      .where(eq(paymentMethods.internalId, 'LUNCH'));
    expect((await read(orderId)).payments[0]).toMatchObject({ method: 'LUNCH', methodName: 'Lunch voucher' });
    const again = await sell([{ method: 'LUNCH', amount: 2000 }]);
    expect(again.errors?.[0]?.extensions?.fieldErrors?.[0]?.code).toBe('unknownPaymentMethod');
  });

  it('refunds back onto the company method, at once (no acquirer)', async () => {
    const sold = await sell([{ method: 'VIPPS', amount: 2000 }]);
    const orderId = sold.data?.createOrder.order.id as string;
    const refunded = await client.request<{ refundOrder: OrderJson }>(
      REFUND,
      { key: key('refund'), orderId, amount: 700, reason: 'Cold' },
      { token },
    );
    expect(refunded.errors).toBeUndefined();
    expect(refunded.data?.refundOrder.refunds).toEqual([
      { amount: 700, status: 'done', method: 'VIPPS', methodName: 'Vipps' },
    ]);
  });

  it('the X-report, the Z-report, the SAF-T file and the daily voucher carry it under its name', async () => {
    const x = await client.request<{ xReport: { json: string } }>(
      X_REPORT,
      { v: company.venue.id },
      { token },
    );
    expect(x.errors).toBeUndefined();
    const xContent = JSON.parse(x.data?.xReport.json ?? '{}') as ZReportContent;
    // 1500 + 2000 on Vipps, 2000 on the lunch voucher (removed since: the report still names it).
    expect(xContent.payments).toEqual([
      { method: 'CASH', count: 1, amount: 500 },
      { method: 'LUNCH', name: 'Lunch voucher', count: 1, amount: 2000 },
      { method: 'VIPPS', name: 'Vipps', count: 2, amount: 3500 },
    ]);
    expect(xContent.payments.reduce((sum, p) => sum + p.amount, 0)).toBe(xContent.totals.gross);

    const closed = await client.request<{ closeDay: { content: { json: string } } }>(
      CLOSE,
      { venueId: company.venue.id, date: today },
      { token },
    );
    expect(closed.errors).toBeUndefined();
    const z = JSON.parse(closed.data?.closeDay.content.json ?? '{}') as ZReportContent;
    expect(z.payments).toEqual(xContent.payments);
    expect(z.returnsByMethod).toEqual([{ method: 'VIPPS', count: 1, amount: 700 }]);

    const saft = await client.request<{ saftCashRegister: { xml: string } }>(
      SAFT,
      { from: today, to: today },
      { token },
    );
    expect(saft.errors).toBeUndefined();
    const xml = saft.data?.saftCashRegister.xml ?? '';
    expect(validate(xml)).toBe('');
    for (const [code, name] of [
      ['VIPPS', 'Vipps'],
      ['LUNCH', 'Lunch voucher'],
    ])
      expect(xml).toMatch(
        new RegExp(
          `<basicType>12</basicType>\\s*<basicID>${code}</basicID>\\s*<predefinedBasicID>12999</predefinedBasicID>\\s*<basicDesc>${name}</basicDesc>`,
        ),
      );
    expect(xml).toContain('<paymentType>VIPPS</paymentType>');
    expect(xml).toContain('<paymentType>LUNCH</paymentType>');

    // The voucher: Vipps on its own account, the lunch voucher on the "other payments" account.
    const mapping = {
      ...defaultMapping('NO'),
      payments: { ...defaultMapping('NO').payments, VIPPS: '1921' },
    };
    const prepared = await prepareDailyVoucher(database.db, {
      companyId: company.company.id,
      venueId: company.venue.id,
      date: today,
      provider: 'fortnox',
      mapping,
    });
    expect(prepared.problems).toEqual([]);
    const [voucher] = await database.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.id, prepared.voucherId ?? ''));
    expect(voucher?.lines).toEqual(
      expect.arrayContaining([
        { account: '1921', debit: 3500, credit: 0, text: 'payment VIPPS' },
        { account: '1579', debit: 2000, credit: 0, text: 'payment LUNCH' },
        { account: '1921', debit: 0, credit: 700, text: 'refund VIPPS' },
      ]),
    );
    const debit = voucher?.lines.reduce((sum, l) => sum + l.debit, 0);
    expect(debit).toBe(voucher?.lines.reduce((sum, l) => sum + l.credit, 0));
    // A mapping saved before "other payments" existed names the method it cannot book.
    const { otherPayments: _, ...old } = defaultMapping('NO');
    const refused = await prepareDailyVoucher(database.db, {
      companyId: company.company.id,
      venueId: company.venue.id,
      date: today,
      provider: 'tripletex',
      mapping: old,
    });
    expect(refused.problems).toEqual([
      { field: 'otherPayments', code: 'unmappedPaymentMethod', subject: 'LUNCH' },
      { field: 'otherPayments', code: 'unmappedPaymentMethod', subject: 'VIPPS' },
    ]);
  });
  it('the account mapping takes an "other payments" account and a method\'s own account by its code', async () => {
    const CONFIG =
      'query { integrationConfig(key: "fortnox") { saved otherPayments payments { key account name } } }';
    const SAVE = `mutation ($data: IntegrationConfigInput!) { saveIntegrationConfig(key: "fortnox", data: $data) { otherPayments payments { key account } } }`;
    type Config = {
      otherPayments: string;
      payments: { key: string; account: string; name?: string | null }[];
    };
    const shown = await client.request<{ integrationConfig: Config & { saved: boolean } }>(
      CONFIG,
      {},
      { token },
    );
    expect(shown.errors).toBeUndefined();
    // The country's default until saved (NS 4102 in Norway).
    expect(shown.data?.integrationConfig.otherPayments).toBe('1579');
    // Each live company method has a field of its own, named, empty (booked on "other payments");
    // a removed method without an account and another company's method have none.
    const listed = shown.data?.integrationConfig.payments ?? [];
    expect(listed).toEqual(
      expect.arrayContaining([
        { key: 'CASH', account: '1900', name: null },
        { key: 'VIPPS', account: '', name: 'Vipps' },
      ]),
    );
    // LUNCH and OLD were removed (an earlier test removed LUNCH) and have no account.
    expect(listed.map((entry) => entry.key)).not.toContain('LUNCH');
    expect(listed.map((entry) => entry.key)).not.toContain('OLD');
    expect(listed.map((entry) => entry.key)).not.toContain('FJORD');
    const NO = defaultMapping('NO');
    const entries = (record: Record<string, string | undefined>) =>
      Object.entries(record).map(([k, account]) => ({ key: k, account: account ?? '' }));
    const longCode = 'L'.repeat(40);
    const data = {
      sales: entries(NO.sales),
      vat: entries(NO.vat),
      payments: entries({ ...NO.payments, VIPPS: '1921', [longCode]: '1922' }),
      otherPayments: ' 1580 ',
      tips: NO.tips,
      rounding: NO.rounding,
      cashDifference: NO.cashDifference,
    };
    const saved = await client.request<{ saveIntegrationConfig: Config }>(
      SAVE,
      { data: { ...data, payments: [...data.payments, { key: 'OLD', account: '1923' }] } },
      { token },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveIntegrationConfig.otherPayments).toBe('1580');
    expect(saved.data?.saveIntegrationConfig.payments).toEqual(
      expect.arrayContaining([
        { key: 'VIPPS', account: '1921' },
        { key: longCode, account: '1922' },
        // A removed method with an account keeps its field: its old days may be sent again.
        { key: 'OLD', account: '1923' },
      ]),
    );
    // A client that does not send it keeps the saved account.
    const { otherPayments: _, ...withoutOther } = data;
    const kept = await client.request<{ saveIntegrationConfig: Config }>(
      SAVE,
      { data: withoutOther },
      { token },
    );
    expect(kept.errors).toBeUndefined();
    expect(kept.data?.saveIntegrationConfig.otherPayments).toBe('1580');
  });
});

describe("a company method's SAF-T payment type", () => {
  it('is its code when the code fits and is free, else PM and a hash; always 12999 "Other"', () => {
    expect(ownPaymentType('VIPPS', 'Vipps')).toEqual({ id: 'VIPPS', predefined: '12999', desc: 'Vipps' });
    // The ids our built-in types use, and a code longer than IdentificationString35, are not taken as is.
    for (const code of ['OTHER', 'MOBILE', 'GIFT', 'x'.repeat(36)]) {
      const type = ownPaymentType(code, 'Name');
      expect(type.id).toMatch(/^PM[0-9a-f]{33}$/);
      expect(type.id).toHaveLength(35);
      expect(type.predefined).toBe('12999');
    }
    expect(ownPaymentType('OTHER', 'a').id).not.toBe(ownPaymentType('MOBILE', 'a').id);
  });
});
