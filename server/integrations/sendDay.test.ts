import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import {
  integrationConnections,
  orderPayments,
  orders,
  venues,
  vouchers,
} from '../platform/db/schema/index.ts';
import { integrationsKey, seal } from '../platform/secrets.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { type TestInstances, testInstances, until } from '../test/jobs.ts';
import { type FakeFortnox, startFakeFortnox } from './fortnox/fakeFortnox.ts';
import { sendDeps } from './registry.ts';
import { workDayRows } from './vouchers.service.ts';

const SEND = `mutation ($day: String!) {
  sendDailyVouchers(key: "fortnox", accountingDate: $day) { vouchers { id status providerReference } }
}`;

/**
 * "Send a day" through the API with the job queue at hand (`Services.jobs`, as the server has it):
 * the mutation makes the day's voucher and enqueues its send at once; a worker of the queue (two
 * instances share the database) books it; the same day sent again, or after its row failed,
 * books nothing twice.
 */
describe.each(testDatabaseKinds())('Send a day on the job queue through the API on %s', (kind) => {
  let database: Database;
  let fake: FakeFortnox;
  let instances: TestInstances;
  let client: ReturnType<typeof testApi>;
  let token: string;
  let companyId: string;
  let saved: string | undefined;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    fake = await startFakeFortnox({ token: 'tok' });
    saved = process.env.FORTNOX_API_URL;
    process.env.FORTNOX_API_URL = fake.url;
    instances = await testInstances(database);
    for (const queue of instances.queues) await workDayRows(queue, database.db, () => sendDeps());
    client = testApi(database.db, { jobs: instances.queues[0] });
    const made = await createCompany(database.db, {
      name: 'Dagbok',
      email: 'day@send.test',
      country: 'SE',
      items: 0,
    });
    companyId = made.company.id;
    const [venue] = await database.db.select().from(venues).where(eq(venues.companyId, companyId));
    const [order] = await database.db
      .insert(orders)
      .values({
        companyId,
        venueId: venue?.id ?? '',
        number: 1,
        source: 'POS',
        status: 'COMPLETED',
        serviceType: 'EAT_HERE',
        createdAt: new Date('2026-11-20T12:00:00Z'),
        accountingDate: '2026-11-20',
        total: 11_200,
        vatTotal: 1_200,
        vat: [{ rate: 12, net: 10_000, vat: 1_200, gross: 11_200 }],
        paid: 11_200,
      })
      .returning();
    await database.db.insert(orderPayments).values({
      companyId,
      orderId: order?.id ?? '',
      method: 'CARD',
      amount: 11_200,
      createdAt: new Date('2026-11-20T12:00:00Z'),
    });
    await database.db.insert(integrationConnections).values({
      companyId,
      provider: 'fortnox',
      status: 'connected',
      credentials: seal({ accessToken: 'tok' }, integrationsKey()),
    });
    token = await client.login('day@send.test', FIXTURE_PASSWORD);
  }, 120_000);
  afterAll(async () => {
    if (saved === undefined) delete process.env.FORTNOX_API_URL;
    else process.env.FORTNOX_API_URL = saved;
    await instances?.stop();
    await fake?.close();
    await database?.close();
  });

  const row = async () =>
    (
      await database.db
        .select()
        .from(vouchers)
        .where(and(eq(vouchers.companyId, companyId), eq(vouchers.integration, 'fortnox')))
    )[0];

  it('enqueues the day at once; the queue books it; sending the day again books nothing more', async () => {
    const sent = await client.request<{ sendDailyVouchers: { vouchers: { status: string }[] } }>(
      SEND,
      { day: '2026-11-20' },
      { token },
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data?.sendDailyVouchers.vouchers).toHaveLength(1);
    await instances.settle(new Date());
    expect(await until(row, (r) => r?.status === 'sent')).toMatchObject({
      status: 'sent',
      providerReference: 'A1/1',
      attempts: 1,
    });
    await client.request(SEND, { day: '2026-11-20' }, { token });
    await instances.settle(new Date());
    expect(fake.vouchers).toHaveLength(1);
  });

  it('a failed day sent again is queued once more and found booked at Fortnox: still one voucher', async () => {
    const before = await row();
    await database.db
      .update(vouchers)
      .set({ status: 'failed' })
      .where(eq(vouchers.id, before?.id ?? ''));
    await client.request(SEND, { day: '2026-11-20' }, { token });
    await instances.settle(new Date());
    expect(await until(row, (r) => r?.status === 'sent')).toMatchObject({
      status: 'sent',
      providerReference: 'A1/1',
    });
    expect(fake.vouchers).toHaveLength(1);
  });
});
