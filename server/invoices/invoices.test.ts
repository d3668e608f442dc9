import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingDateWithCutoff } from '../../src/domain/accountingDay.ts';
import { type FakeFortnox, startFakeFortnox } from '../integrations/fortnox/fakeFortnox.ts';
import { sendDeps } from '../integrations/registry.ts';
import type { Database } from '../platform/db/client.ts';
import {
  accessLevels,
  integrationConnections,
  invoiceLines,
  invoices,
  staffMembers,
  staffVenues,
} from '../platform/db/schema/index.ts';
import { integrationsKey, seal } from '../platform/secrets.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { prepareMonthlyInvoices, runInvoice } from './invoices.service.ts';

const TARGET = 'id name organizationNumber email address reference deleted version';
const CREATE_TARGET = `mutation ($data: InvoiceTargetInput!, $key: String, $staffId: ID) {
  createInvoiceTarget(data: $data, idempotencyKey: $key, staffId: $staffId) { ${TARGET} } }`;
const UPDATE_TARGET = `mutation ($id: ID!, $data: InvoiceTargetInput!, $v: Int) {
  updateInvoiceTarget(id: $id, data: $data, expectedVersion: $v) { ${TARGET} } }`;
const DELETE_TARGET = 'mutation ($id: ID!) { deleteInvoiceTarget(id: $id) }';
const ONE_TARGET = `query ($id: ID!) { invoiceTarget(id: $id) { ${TARGET} } }`;
const TARGETS = `query ($search: String) { invoiceTargetsPage(search: $search) { count results { ${TARGET} } } }`;
const CREATE_ORDER = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) {
  order { id payments { method amount invoiceTargetId } } } }`;
const INVOICE_NOW = 'mutation { invoiceNow { id status amount periodStart periodEnd target { id name } } }';
const INVOICES = `query ($integration: String, $first: Int, $after: String) {
  invoices(integration: $integration, first: $first, after: $after) {
    items { id status message createdAt amount currency periodStart periodEnd providerReference target { name } }
    nextCursor } }`;
const RESEND = 'mutation ($id: ID!) { resendInvoice(id: $id) { id status } }';
const CREATE_KEY = `mutation ($venueId: ID!) {
  createApiKey(name: "Kassa", venueId: $venueId, scopes: ["WRITE_ORDERS"]) { key } }`;

type Answer<T> = {
  data?: T | null;
  errors?: {
    message: string;
    extensions?: { code?: string; fieldErrors?: { field: string; code: string; message: string }[] };
  }[];
};
interface TargetJson {
  id: string;
  name: string;
  organizationNumber: string;
  deleted: boolean;
  version: number;
}

/**
 * Invoice payment with collective invoicing (issue 47 item 3, docs/invoices.md): invoice targets
 * in the back office and from a terminal (CREATE_INVOICE_TARGET), an INVOICE payment that must
 * name one of the company's own (INVOICE_PURCHASE for the staff named), "Invoice now" and the
 * monthly run making one invoice per target with each payment once, the send through Fortnox
 * (checked by its fake) and a clear failure from a provider without invoicing; another company's
 * target or invoice answers like a missing one.
 */
describe.each(testDatabaseKinds())('invoices on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let fake: FakeFortnox;
  let saved: string | undefined;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let other: Awaited<ReturnType<typeof createCompany>>;
  let token: string;
  let otherToken: string;
  let key: string;
  let today: string;
  const staff = { seller: '', cashier: '' };
  let seq = 0;

  const ask = async <T>(query: string, variables: Record<string, unknown>, as: string, language?: string) =>
    (await client.request<T>(query, variables, { token: as, language })) as Answer<T>;
  const ok = async <T>(query: string, variables: Record<string, unknown> = {}, as = token) => {
    const answer = await ask<T>(query, variables, as);
    expect(answer.errors).toBeUndefined();
    return answer.data as T;
  };
  const target = async (name: string, as = token, extra: Record<string, unknown> = {}) =>
    (await ok<{ createInvoiceTarget: TargetJson }>(CREATE_TARGET, { data: { name, ...extra } }, as))
      .createInvoiceTarget;
  const order = (payments: Record<string, unknown>[], amount = 2000, staffId?: string) => {
    const item = company.items[0];
    if (!item) throw new Error('fixture item');
    return {
      idempotencyKey: `invoice-order-${++seq}-${Date.now()}`,
      venueId: company.venue.id,
      ...(staffId ? { staffId } : {}),
      // The fixture's first item costs 10.00 (its default price: no menu).
      lines: [
        {
          itemId: item.id,
          title: item.title,
          quantity: amount / 1000,
          unitPrice: 1000,
          vatRate: 25,
          total: amount,
        },
      ],
      payments,
      total: amount,
    };
  };
  const sell = (payments: Record<string, unknown>[], as = token, amount = 2000, staffId?: string) =>
    ask<{ createOrder: { order: { id: string; payments: { invoiceTargetId: string | null }[] } } }>(
      CREATE_ORDER,
      { input: order(payments, amount, staffId) },
      as,
      'sv',
    );
  const fieldErrors = (answer: Answer<unknown>) =>
    answer.errors?.[0]?.extensions?.fieldErrors?.map((e) => [e.field, e.code]);
  const addStaff = async (name: string, permissions: string[]) => {
    const [level] = await database.db
      .insert(accessLevels)
      .values({ companyId: company.company.id, name: `${name} level`, permissions })
      .returning();
    const pinKey = `invoice-test:${name}`;
    const [row] = await database.db
      .insert(staffMembers)
      .values({
        companyId: company.company.id,
        name,
        accessLevelId: level?.id ?? null,
        active: true,
        pinHash: 'x',
        pinKey,
      })
      .returning();
    await database.db
      .insert(staffVenues)
      .values({ staffId: row?.id ?? '', venueId: company.venue.id, companyId: company.company.id, pinKey });
    return row?.id ?? '';
  };
  const connect = (companyId: string, provider: string) =>
    database.db.insert(integrationConnections).values({
      companyId,
      provider,
      status: 'connected',
      credentials: seal({ accessToken: 'tok' }, integrationsKey()),
    });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    fake = await startFakeFortnox({ token: 'tok', year: new Date().getUTCFullYear() });
    saved = process.env.FORTNOX_API_URL;
    process.env.FORTNOX_API_URL = fake.url;
    client = testApi(database.db);
    company = await createCompany(database.db, {
      name: 'Fakturia',
      email: 'invoices@fakturia.test',
      country: 'SE',
    });
    other = await createCompany(database.db, { name: 'Annan', email: 'invoices@annan.test', country: 'SE' });
    token = await client.login('invoices@fakturia.test', FIXTURE_PASSWORD);
    otherToken = await client.login('invoices@annan.test', FIXTURE_PASSWORD);
    key = (await ok<{ createApiKey: { key: string } }>(CREATE_KEY, { venueId: company.venue.id }))
      .createApiKey.key;
    staff.seller = await addStaff('Sigrid', ['MAKE_PAYMENT', 'INVOICE_PURCHASE', 'CREATE_INVOICE_TARGET']);
    staff.cashier = await addStaff('Kalle', ['MAKE_PAYMENT']);
    today = accountingDateWithCutoff(new Date(), 'Europe/Oslo', '05:30');
  }, 120_000);
  afterAll(async () => {
    if (saved === undefined) delete process.env.FORTNOX_API_URL;
    else process.env.FORTNOX_API_URL = saved;
    await fake?.close();
    await database?.close();
  });

  it('lists, edits and removes targets in the back office; another company’s answers like a missing one', async () => {
    const acme = await target('Acme AB', token, { organizationNumber: '556677-8899', email: 'ap@acme.test' });
    expect(acme).toMatchObject({
      name: 'Acme AB',
      organizationNumber: '556677-8899',
      deleted: false,
      version: 1,
    });
    const bad = await ask(CREATE_TARGET, { data: { name: ' ', email: 'nope' } }, token, 'sv');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(fieldErrors(bad)?.sort()).toEqual([
      ['email', 'invalid'],
      ['name', 'required'],
    ]);
    const edited = await ok<{ updateInvoiceTarget: TargetJson }>(UPDATE_TARGET, {
      id: acme.id,
      data: { name: 'Acme Sverige AB', organizationNumber: '556677-8899' },
      v: 1,
    });
    expect(edited.updateInvoiceTarget).toMatchObject({ name: 'Acme Sverige AB', version: 2 });
    const stale = await ask(UPDATE_TARGET, { id: acme.id, data: { name: 'Old' }, v: 1 }, token);
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const listed = await ok<{ invoiceTargetsPage: { count: number; results: TargetJson[] } }>(TARGETS, {
      search: '556677',
    });
    expect(listed.invoiceTargetsPage.results.map((t) => t.name)).toEqual(['Acme Sverige AB']);
    // Another company: not found, not listed, not editable, not removable.
    expect(
      (await ok<{ invoiceTarget: null }>(ONE_TARGET, { id: acme.id }, otherToken)).invoiceTarget,
    ).toBeNull();
    const foreignList = await ok<{ invoiceTargetsPage: { count: number } }>(TARGETS, {}, otherToken);
    expect(foreignList.invoiceTargetsPage.count).toBe(0);
    for (const [query, variables] of [
      [UPDATE_TARGET, { id: acme.id, data: { name: 'Mine' } }],
      [DELETE_TARGET, { id: acme.id }],
    ] as const)
      expect((await ask(query, variables, otherToken)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const gone = await target('Gone AB');
    expect(
      (await ok<{ deleteInvoiceTarget: boolean }>(DELETE_TARGET, { id: gone.id })).deleteInvoiceTarget,
    ).toBe(true);
    expect(
      (await ok<{ deleteInvoiceTarget: boolean }>(DELETE_TARGET, { id: gone.id })).deleteInvoiceTarget,
    ).toBe(true);
    expect((await ok<{ invoiceTarget: TargetJson }>(ONE_TARGET, { id: gone.id })).invoiceTarget.deleted).toBe(
      true,
    );
  });

  it('lets a terminal add a target only for staff with CREATE_INVOICE_TARGET, once per idempotency key', async () => {
    const data = { name: 'Terminal Kund AB' };
    const none = await ask(CREATE_TARGET, { data }, key);
    expect(none.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const lacking = await ask(CREATE_TARGET, { data, staffId: staff.cashier }, key);
    expect(lacking.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const first = await ask<{ createInvoiceTarget: TargetJson }>(
      CREATE_TARGET,
      { data, staffId: staff.seller, key: 'terminal-target-1' },
      key,
    );
    expect(first.errors).toBeUndefined();
    const again = await ask<{ createInvoiceTarget: TargetJson }>(
      CREATE_TARGET,
      { data, staffId: staff.seller, key: 'terminal-target-1' },
      key,
    );
    expect(again.data?.createInvoiceTarget.id).toBe(first.data?.createInvoiceTarget.id);
    // The till's picker reads the targets with the same key.
    const picked = await ask<{ invoiceTargetsPage: { results: TargetJson[] } }>(
      TARGETS,
      { search: 'Terminal' },
      key,
    );
    expect(picked.data?.invoiceTargetsPage.results.map((t) => t.name)).toEqual(['Terminal Kund AB']);
  });

  it('refuses an INVOICE payment without a target, with another company’s or a removed one, and a target on another method', async () => {
    const foreign = await target('Främmande AB', otherToken);
    const removed = await target('Borta AB');
    await ok(DELETE_TARGET, { id: removed.id });
    const mine = await target('Min Kund AB');
    expect(fieldErrors(await sell([{ method: 'INVOICE', amount: 2000 }]))).toEqual([
      ['payments.0.invoiceTargetId', 'invoiceTargetRequired'],
    ]);
    for (const id of [foreign.id, removed.id, 'not-an-id'])
      expect(fieldErrors(await sell([{ method: 'INVOICE', amount: 2000, invoiceTargetId: id }]))).toEqual([
        ['payments.0.invoiceTargetId', 'unknownInvoiceTarget'],
      ]);
    expect(fieldErrors(await sell([{ method: 'CARD', amount: 2000, invoiceTargetId: mine.id }]))).toEqual([
      ['payments.0.invoiceTargetId', 'invoiceTargetNotAllowed'],
    ]);
    const refused = await sell([{ method: 'INVOICE', amount: 2000 }]);
    expect(refused.errors?.[0]?.extensions?.fieldErrors?.[0]?.message).toContain('fakturabetalning');
  });

  it('needs INVOICE_PURCHASE of the staff named, and a staff member on a terminal key’s invoice payment', async () => {
    const mine = await target('Personal Kund AB');
    const payment = [{ method: 'INVOICE', amount: 2000, invoiceTargetId: mine.id }];
    expect(fieldErrors(await sell(payment, token, 2000, staff.cashier))).toEqual([
      ['payments.0.method', 'invoiceNotPermitted'],
    ]);
    expect(fieldErrors(await sell(payment, key))).toEqual([['staffId', 'staffRequired']]);
    const sold = await sell(payment, key, 2000, staff.seller);
    expect(sold.errors).toBeUndefined();
    expect(sold.data?.createOrder.order.payments[0]?.invoiceTargetId).toBe(mine.id);
  });

  it('"Invoice now" needs a connected accounting integration, then makes one invoice per target with each payment once', async () => {
    const refused = await ask(INVOICE_NOW, {}, token, 'sv');
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toContain('bokföringsintegration');
    await connect(company.company.id, 'fortnox');
    const acme = (await ok<{ invoiceTargetsPage: { results: TargetJson[] } }>(TARGETS, { search: 'Acme' }))
      .invoiceTargetsPage.results[0] as TargetJson;
    for (const amount of [1000, 3000])
      expect(
        (await sell([{ method: 'INVOICE', amount, invoiceTargetId: acme.id }], token, amount)).errors,
      ).toBeUndefined();
    const made = (
      await ok<{
        invoiceNow: {
          id: string;
          status: string;
          amount: number;
          periodStart: string;
          target: { name: string };
        }[];
      }>(INVOICE_NOW)
    ).invoiceNow;
    // Acme's two payments, and the terminal's payment of the staff test.
    expect(made.map((i) => [i.target.name, i.amount, i.status, i.periodStart]).sort()).toEqual([
      ['Acme Sverige AB', 4000, 'pending', today],
      ['Personal Kund AB', 2000, 'pending', today],
    ]);
    expect((await ok<{ invoiceNow: unknown[] }>(INVOICE_NOW)).invoiceNow).toEqual([]);
    const lines = await database.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.companyId, company.company.id));
    expect(lines).toHaveLength(3);
  });

  it('sends an invoice through Fortnox once, with its customer and rows; a resend makes no second one', async () => {
    const [row] = await database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.companyId, company.company.id), eq(invoices.amount, 4000)));
    if (!row) throw new Error('invoice');
    expect(await runInvoice(database.db, { invoiceId: row.id }, { attempt: 1 }, sendDeps())).toBe('sent');
    expect(fake.customers).toEqual([
      expect.objectContaining({ Name: 'Acme Sverige AB', OrganisationNumber: '556677-8899' }),
    ]);
    expect(fake.invoices).toHaveLength(1);
    expect(fake.invoices[0]).toMatchObject({
      CustomerNumber: '1',
      Currency: 'NOK',
      ExternalInvoiceReference1: row.id,
      InvoiceRows: [
        expect.objectContaining({ Price: 10, AccountNumber: 1510, VAT: 0, DeliveredQuantity: 1 }),
        expect.objectContaining({ Price: 30, AccountNumber: 1510, VAT: 0 }),
      ],
    });
    // A job that runs again after a lost answer: the invoice is found by its reference.
    await database.db.update(invoices).set({ status: 'pending' }).where(eq(invoices.id, row.id));
    expect(await runInvoice(database.db, { invoiceId: row.id }, { attempt: 2 }, sendDeps())).toBe('sent');
    expect(fake.invoices).toHaveLength(1);
    expect(await runInvoice(database.db, { invoiceId: row.id }, { attempt: 3 }, sendDeps())).toBe('skipped');
    const listed = await ok<{
      invoices: {
        items: { id: string; status: string; providerReference: string | null; target: { name: string } }[];
      };
    }>(INVOICES, { integration: 'fortnox' });
    expect(listed.invoices.items.find((i) => i.id === row.id)).toMatchObject({
      status: 'sent',
      providerReference: '1',
      target: { name: 'Acme Sverige AB' },
    });
  });

  it('pages the invoices on the server; another company sees none and cannot resend them', async () => {
    const first = await ok<{ invoices: { items: { id: string }[]; nextCursor: string | null } }>(INVOICES, {
      first: 1,
    });
    expect(first.invoices.items).toHaveLength(1);
    expect(first.invoices.nextCursor).not.toBeNull();
    const second = await ok<{ invoices: { items: { id: string }[]; nextCursor: string | null } }>(INVOICES, {
      first: 1,
      after: first.invoices.nextCursor,
    });
    expect(second.invoices.items).toHaveLength(1);
    expect(second.invoices.items[0]?.id).not.toBe(first.invoices.items[0]?.id);
    expect((await ok<{ invoices: { items: unknown[] } }>(INVOICES, {}, otherToken)).invoices.items).toEqual(
      [],
    );
    const foreign = await ask(RESEND, { id: first.invoices.items[0]?.id }, otherToken);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await ask(RESEND, { id: 'nope' }, token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('fails an invoice through a provider without invoicing with a clear message, and the monthly run invoices an ended month', async () => {
    await connect(other.company.id, 'vismaEekonomi');
    const theirs = await target('Deras Kund AB', otherToken);
    const item = other.items[0];
    const sold = await client.request(
      CREATE_ORDER,
      {
        input: {
          idempotencyKey: `invoice-other-${Date.now()}`,
          venueId: other.venue.id,
          lines: [
            { itemId: item?.id, title: item?.title, quantity: 1, unitPrice: 1000, vatRate: 25, total: 1000 },
          ],
          payments: [{ method: 'INVOICE', amount: 1000, invoiceTargetId: theirs.id }],
          total: 1000,
        },
      },
      { token: otherToken },
    );
    expect(sold.errors).toBeUndefined();
    // The month is not over: the monthly run leaves it; in the next month it is invoiced.
    const now = new Date();
    expect(await prepareMonthlyInvoices(database.db, now, Object.keys(sendDeps().adapters))).toBe(0);
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2, 12));
    expect(await prepareMonthlyInvoices(database.db, nextMonth, Object.keys(sendDeps().adapters))).toBe(1);
    const [row] = await database.db.select().from(invoices).where(eq(invoices.companyId, other.company.id));
    if (!row) throw new Error('invoice');
    expect(row).toMatchObject({ integration: 'vismaEekonomi', amount: 1000, status: 'pending' });
    expect(await runInvoice(database.db, { invoiceId: row.id }, { attempt: 1 }, sendDeps())).toBe('failed');
    const listed = await ok<{ invoices: { items: { status: string; message: string }[] } }>(
      INVOICES,
      {},
      otherToken,
    );
    expect(listed.invoices.items[0]).toMatchObject({
      status: 'failed',
      message: 'Invoices are not supported by Visma eEkonomi',
    });
    const resent = await ok<{ resendInvoice: { status: string } }>(RESEND, { id: row.id }, otherToken);
    expect(resent.resendInvoice.status).toBe('pending');
  });
});
