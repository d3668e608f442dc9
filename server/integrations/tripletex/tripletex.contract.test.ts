import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../adapter.ts';
import { contractVoucher } from '../contractFixture.ts';
import { type FakeTripletex, tripletexAccountId as id, startFakeTripletex } from './fakeTripletex.ts';
import { createTripletexAdapter } from './tripletex.adapter.ts';

const voucher = contractVoucher('NO', 25);

describe('Tripletex adapter against a local fake Tripletex API v2', () => {
  let fake: FakeTripletex;
  const adapter = () =>
    createTripletexAdapter({
      baseUrl: fake.url,
      consumerToken: 'ordna-consumer',
      now: () => new Date('2026-11-24T06:00:00Z'),
    });
  const credentials = { employeeToken: 'employee-1' };

  beforeAll(async () => {
    fake = await startFakeTripletex({
      consumerToken: 'ordna-consumer',
      employeeToken: 'employee-1',
      clients: ['4711'],
    });
  });
  afterAll(() => fake.close());

  it('verifies through a session token, and says what Tripletex says when it refuses', async () => {
    fake.requests.length = 0;
    expect(await adapter().verify(credentials)).toEqual({ ok: true });
    expect(fake.requests[0]?.query.get('expirationDate')).toBe('2026-11-25');
    expect(await adapter().verify({ employeeToken: 'wrong' })).toEqual({
      ok: false,
      message: 'Tripletex: Invalid employee token',
    });
    expect(await createTripletexAdapter({ baseUrl: fake.url }).verify(credentials)).toEqual({
      ok: false,
      message: 'Tripletex is not configured on this server (TRIPLETEX_CONSUMER_TOKEN)',
    });
  });

  it('looks the reference up, then posts balanced gross postings with accounts by id and no vatType', async () => {
    fake.requests.length = 0;
    const sent = await adapter().sendVoucher(credentials, voucher);
    expect(sent.providerReference).toBe('1/2026');
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /v2/token/session/:create',
      'GET /v2/ledger/voucher/>externalVoucherNumber',
      'GET /v2/ledger/account',
      'POST /v2/ledger/voucher',
    ]);
    const booked = fake.vouchers[0];
    expect(booked).toMatchObject({
      companyId: '0',
      date: '2026-11-23',
      externalVoucherNumber: 'ordna-v1',
      postings: [
        { row: 1, account: { id: id(1570) }, amountGross: 112, description: 'payment CARD' },
        { row: 2, account: { id: id(1570) }, amountGross: 3 },
        { row: 3, account: { id: id(2990) }, amountGross: -3 },
        { row: 4, account: { id: id(3000) }, amountGross: -89.6 },
        { row: 5, account: { id: id(2700) }, amountGross: -22.4, description: 'vat 25' },
      ],
    });
    expect(booked?.postings.some((p) => p.vatType !== undefined)).toBe(false);
  });

  it('a resend after a lost answer finds the voucher and books nothing twice', async () => {
    const again = await adapter().sendVoucher(credentials, voucher);
    expect(again.providerReference).toBe('1/2026');
    expect(fake.vouchers).toHaveLength(1);
  });

  it('the tenant picks the client company', async () => {
    await adapter().sendVoucher(credentials, { ...voucher, reference: 'ordna-t1', tenant: '4711' });
    expect(fake.vouchers.at(-1)?.companyId).toBe('4711');
    const refused = await adapter()
      .sendVoucher(credentials, { ...voucher, reference: 'ordna-t2', tenant: '999' })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ message: 'Tripletex: Unauthorized', retryable: false });
  });

  it('an account missing from the chart is refused before posting, not retried', async () => {
    const bad = {
      ...voucher,
      reference: 'ordna-v2',
      lines: voucher.lines.map((l, i) => (i === 0 ? { ...l, account: '1234' } : l)),
    };
    const error = await adapter()
      .sendVoucher(credentials, bad)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({
      message: 'Tripletex: account 1234 is not in the chart of accounts',
      retryable: false,
    });
  });

  it('an outage is retryable', async () => {
    fake.down = true;
    const error = await adapter()
      .sendVoucher(credentials, { ...voucher, reference: 'ordna-v3' })
      .catch((e: unknown) => e);
    fake.down = false;
    expect(error).toMatchObject({ retryable: true });
  });
});
