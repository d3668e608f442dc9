import { test as base, expect } from '@playwright/test';
import {
  FAKE_FORTNOX_CLIENT,
  type FakeFortnox,
  startFakeFortnox,
} from '../../server/integrations/fortnox/fakeFortnox.ts';
import { formatsFor } from '../../src/domain/formats.ts';
import { api, apiToken } from './api-helpers.ts';
import { type OwnServer, startOwnServer } from './own-server.ts';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

// Invoice payment with collective invoicing (issue 47 item 3, docs/invoices.md): the owner adds an
// invoice customer in the back office, a till's order is paid by invoice for that customer (through
// the API), and "Invoice now" on the Fortnox page makes the customer's invoice and sends it through
// a local fake Fortnox that checks every request (server/integrations/fortnox/fakeFortnox.ts). Its
// own server on a fresh demo database, pointed at the fake, as tests/e2e/integrations-books.spec.ts.

const test = base.extend<{ books: { fake: FakeFortnox; server: OwnServer } }>({
  books: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern; it needs none.
    async ({}, use) => {
      const fake = await startFakeFortnox({ token: 'no-pasted-token', year: new Date().getUTCFullYear() });
      const server = await startOwnServer({
        FORTNOX_API_URL: fake.url,
        FORTNOX_AUTH_URL: fake.url,
        FORTNOX_CLIENT_ID: FAKE_FORTNOX_CLIENT.id,
        FORTNOX_CLIENT_SECRET: FAKE_FORTNOX_CLIENT.secret,
        BOOKS_RETRY_MS: '0',
        BOOKS_POLL_MS: '3600000',
      });
      await use({ fake, server });
      await server.stop();
      await fake.close();
    },
    { timeout: 300_000 },
  ],
  baseURL: async ({ books }, use) => use(books.server.base),
});

const CREATE = 'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order { id } } }';
const VENUES = 'query { venues { id name } }';

test('an invoice customer, an order paid by invoice, "Invoice now": the invoice is sent through Fortnox', async ({
  page,
  books: { fake },
}) => {
  test.setTimeout(300_000);
  await logIn(page, USERS.owner, { at: '/integrations/fortnox' });
  await page.getByRole('button', { name: 'Connect with Fortnox' }).click();
  await expect(page).toHaveURL(/\/integrations\/fortnox\?oauth=connected$/);
  await expect(page.getByTestId('integration-status')).toHaveText('Connected');

  // The customer, in the back office.
  await page.goto('/settings/invoice-targets');
  await expect(page.getByRole('heading', { name: 'Invoice customers' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'New invoice customer' }).click();
  const editor = page.getByTestId('resource-editor');
  await editor.getByLabel('Name', { exact: true }).fill('Acme Catering AB');
  await editor.getByLabel('Organisation number', { exact: true }).fill('556677-8899');
  await editor.getByLabel('E-mail', { exact: true }).fill('invoices@acme.test');
  await editor.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/invoice-targets\?id=[0-9a-f-]{36}$/);
  const targetId = new URL(page.url()).searchParams.get('id') ?? '';
  await expect(page.getByRole('row', { name: /Acme Catering AB/ })).toContainText('556677-8899');
  await expectNoAxeViolations(page);

  // A till's sale paid by invoice for that customer.
  const token = await apiToken(page, USERS.owner);
  const { venues } = await api<{ venues: { id: string; name: string }[] }>(page, VENUES, {}, token);
  const venue = venues.find((v) => v.name === 'Demo Bistro Södermalm') ?? venues[0];
  await api(
    page,
    CREATE,
    {
      input: {
        idempotencyKey: `e2e-invoice-${Date.now()}-${test.info().retry}`,
        venueId: venue?.id,
        lines: [
          {
            title: 'Lunch for ten',
            quantity: 10,
            unitPrice: 12_500,
            manualPrice: true,
            vatRate: 12,
            total: 125_000,
          },
        ],
        payments: [{ method: 'INVOICE', amount: 125_000, invoiceTargetId: targetId }],
        total: 125_000,
      },
    },
    token,
  );

  // "Invoice now" beside the vouchers: one invoice, sent with Fortnox's number.
  await page.goto('/integrations/fortnox');
  const invoices = page.getByRole('region', { name: 'Invoices' });
  await expect(invoices.getByText('No invoices yet.')).toBeVisible();
  await invoices.getByRole('button', { name: 'Invoice now' }).click();
  await expect(invoices.getByText('1 invoice made.')).toBeVisible();
  const row = invoices.getByTestId('invoice');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Acme Catering AB');
  // In the company's money as an English reader in Sweden reads it (decision 0113): "1 250 kr".
  await expect(row).toContainText(formatsFor('en', 'SE').money(125_000));
  await expect(row.getByTestId('invoice-status')).toHaveText('Sent', { timeout: 120_000 });
  expect(fake.invoices).toHaveLength(1);
  expect(fake.invoices[0]?.InvoiceRows).toEqual([
    expect.objectContaining({ Price: 1250, DeliveredQuantity: 1, VAT: 0 }),
  ]);
  expect(fake.customers.map((c) => c.Name)).toEqual(['Acme Catering AB']);
  await expectNoAxeViolations(page);

  // Again: nothing left to invoice.
  await invoices.getByRole('button', { name: 'Invoice now' }).click();
  await expect(invoices.getByText('0 invoices made.')).toBeVisible();
  await expect(row).toHaveCount(1);
});
