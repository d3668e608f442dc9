import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryCode } from '../../src/domain/countries.ts';
import { defaultMapping } from '../../src/domain/integrations/mapping.ts';
import { dailyVoucher } from '../../src/domain/integrations/voucher.ts';
import {
  type AccountingAdapter,
  type DaySales,
  type OutgoingVoucher,
  ProviderError,
  type StaffSalesAdapter,
} from './adapter.ts';
import type { FakeServer } from './fakeServer.ts';

/**
 * The shared frame of the adapter contract tests (tests only). Every provider's contract is the
 * same story told in its own request shapes: start the local fake, verify good and refused
 * credentials (and "not configured" without Ordna's own key), send, send again and see one
 * booking, see a bad account or unit refused for good, see an outage retried. The helpers below
 * tell that story; each `*.contract.test.ts` gives only what is its provider's: the paths it
 * expects, the shape it expects booked, its refusal wording and anything only it has.
 */

/**
 * The day the contract tests send: 112.00 sold at the country's middle VAT rate, paid by card,
 * 3.00 tips, so every voucher has payments, tips, sales and VAT lines.
 */
export function contractVoucher(country: CountryCode, rate: number, reference = 'ordna-v1'): OutgoingVoucher {
  const vat = Math.round((11_200 * rate) / (100 + rate));
  const lines = dailyVoucher(
    {
      accountingDate: '2026-11-23',
      sales: [{ rate, gross: 11_200, vat }],
      payments: [{ method: 'CARD', amount: 11_200 }],
      tips: 300,
      cashDifference: 0,
    },
    defaultMapping(country),
  );
  return { reference, date: '2026-11-23', description: 'Dagskassa Södermalm', lines };
}

/** A venue's day for the staff scheduling contract tests: three hours, 1 234.50 in all. */
export const contractSales: DaySales = {
  reference: 'ordna-s1',
  date: '2026-11-23',
  venue: { id: 'venue-1', name: 'Södermalm' },
  hours: [
    { start: '2026-11-23T10:00:00Z', revenue: 20_000 },
    { start: '2026-11-23T11:00:00Z', revenue: 60_450 },
    { start: '2026-11-23T12:00:00Z', revenue: 43_000 },
  ],
};

/** Starts the fake before the file's tests and closes it after; the getter reads the running one. */
export function useFake<F extends FakeServer>(start: () => Promise<F>): () => F {
  let fake: F | undefined;
  beforeAll(async () => {
    fake = await start();
  });
  afterAll(() => fake?.close());
  return () => {
    if (!fake) throw new Error('the fake provider is not running');
    return fake;
  };
}

/** What a call answered when it threw (the refusal the tests look at). */
export const refusalOf = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (error: unknown) => error,
  );

/** `METHOD /path` of every request the fake saw, in order. */
export const callsOf = (fake: FakeServer) => fake.requests.map((r) => `${r.method} ${r.path}`);

/** The voucher with its first line moved to an account no chart has. */
export const withUnknownAccount = (voucher: OutgoingVoucher, reference = 'ordna-v2'): OutgoingVoucher => ({
  ...voucher,
  reference,
  lines: voucher.lines.map((l, i) => (i === 0 ? { ...l, account: '1234' } : l)),
});

interface CredentialContract<F extends FakeServer, A> {
  /** The adapter as the server builds it, pointed at the fake. */
  adapter: (fake: F) => A;
  credentials: Record<string, string>;
  refused: { credentials: Record<string, string>; message: string };
  /** The adapter without Ordna's own key, and what it says (it must not call the provider). */
  notConfigured?: { adapter: (fake: F) => A; message: string };
}

function credentialTests<F extends FakeServer, A extends Pick<AccountingAdapter, 'verify'>>(
  name: string,
  fake: () => F,
  spec: CredentialContract<F, A>,
) {
  it(`verifies credentials, and says what ${name} says when it refuses them`, async () => {
    expect(await spec.adapter(fake()).verify(spec.credentials)).toEqual({ ok: true });
    expect(await spec.adapter(fake()).verify(spec.refused.credentials)).toEqual({
      ok: false,
      message: spec.refused.message,
    });
  });
  const bare = spec.notConfigured;
  if (bare)
    it(`is "not configured" without Ordna's own key, and never calls ${name} then`, async () => {
      fake().requests.length = 0;
      expect(await bare.adapter(fake()).verify(spec.credentials)).toEqual({
        ok: false,
        message: bare.message,
      });
      expect(fake().requests).toHaveLength(0);
    });
}

function outageTest<F extends FakeServer>(fake: () => F, send: () => Promise<unknown>, kept?: () => number) {
  it('an outage is retryable, and books nothing', async () => {
    const before = kept?.();
    fake().down = true;
    const error = await refusalOf(send());
    fake().down = false;
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ retryable: true });
    expect(kept?.()).toBe(before);
  });
}

export interface AccountingContract<F extends FakeServer & { vouchers: unknown[] }>
  extends CredentialContract<F, AccountingAdapter> {
  name: string;
  start: () => Promise<F>;
  voucher: OutgoingVoucher;
  /** `METHOD /path` of the first send, in order (look-up first where the provider has one). */
  calls?: string[];
  /** The provider's id of the booked voucher, on the first send and on the resend. */
  reference: string;
  /** Where the resend's duplicate check answers differently (PowerOffice's 409). */
  resendReference?: string;
  /** The first booking as the fake stored it (toMatchObject). */
  booked: Record<string, unknown>;
  /** Extra checks of the first send (its query strings, absent fields). */
  afterSend?: (fake: F) => void;
  unknownAccount: string;
  /** Anything only this provider has (tenants, financial years). */
  more?: (fake: () => F, adapter: () => AccountingAdapter) => void;
}

/**
 * An accounting adapter's contract against its fake: verify, one balanced booking in the
 * provider's shape, a resend that books nothing twice, a refused account (final), an outage
 * (retryable, nothing booked).
 */
export function accountingContract<F extends FakeServer & { vouchers: unknown[] }>(
  spec: AccountingContract<F>,
) {
  describe(`${spec.name} adapter against a local fake ${spec.name}`, () => {
    const fake = useFake(spec.start);
    const adapter = () => spec.adapter(fake());
    credentialTests(spec.name, fake, spec);

    it('books one balanced voucher in the documented shape', async () => {
      fake().requests.length = 0;
      const sent = await adapter().sendVoucher(spec.credentials, spec.voucher);
      expect(sent.providerReference).toBe(spec.reference);
      if (spec.calls) expect(callsOf(fake())).toEqual(spec.calls);
      expect(fake().vouchers[0]).toMatchObject(spec.booked);
      spec.afterSend?.(fake());
    });

    it('a resend after a lost answer books nothing twice', async () => {
      const again = await adapter().sendVoucher(spec.credentials, spec.voucher);
      expect(again.providerReference).toBe(spec.resendReference ?? spec.reference);
      expect(fake().vouchers).toHaveLength(1);
    });

    it('an account missing from the chart is refused with the message, not retried', async () => {
      const error = await refusalOf(
        adapter().sendVoucher(spec.credentials, withUnknownAccount(spec.voucher)),
      );
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ message: spec.unknownAccount, retryable: false });
    });

    spec.more?.(fake, adapter);

    outageTest(
      fake,
      () => adapter().sendVoucher(spec.credentials, { ...spec.voucher, reference: 'ordna-v3' }),
      () => fake().vouchers.length,
    );
  });
}

export interface StaffContract<F extends FakeServer> extends CredentialContract<F, StaffSalesAdapter> {
  name: string;
  start: () => Promise<F>;
  /** `METHOD /path` of one send, in order. */
  calls?: string[];
  /** What the fake holds after the day was sent twice: one record per unit and day or hour. */
  stored: (fake: F) => unknown;
  expected: unknown;
  /** Extra checks of the sends (query strings). */
  afterSend?: (fake: F) => void;
  /** A day the provider cannot place (unknown unit or variable), and its final refusal. */
  misplaced: { credentials?: Record<string, string>; sales: DaySales; message: string };
  more?: (fake: () => F, adapter: () => StaffSalesAdapter) => void;
}

/**
 * A staff scheduling adapter's contract against its fake: verify, the day's sales in the
 * provider's shape sent twice and stored once (a resend replaces), a day the provider cannot
 * place (final), an outage (retryable).
 */
export function staffContract<F extends FakeServer>(spec: StaffContract<F>) {
  describe(`${spec.name} adapter against a local fake ${spec.name} API`, () => {
    const fake = useFake(spec.start);
    const adapter = () => spec.adapter(fake());
    credentialTests(spec.name, fake, spec);

    it("sends the day's sales in the documented shape; a resend replaces, never adds", async () => {
      fake().requests.length = 0;
      await adapter().sendSales(spec.credentials, contractSales);
      if (spec.calls) expect(callsOf(fake())).toEqual(spec.calls);
      await adapter().sendSales(spec.credentials, contractSales);
      expect(spec.stored(fake())).toEqual(spec.expected);
      spec.afterSend?.(fake());
    });

    it('a day the provider cannot place is refused with its message, not retried', async () => {
      const { credentials = spec.credentials, sales, message } = spec.misplaced;
      const error = await refusalOf(adapter().sendSales(credentials, sales));
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ message, retryable: false });
    });

    spec.more?.(fake, adapter);

    outageTest(fake, () => adapter().sendSales(spec.credentials, contractSales));
  });
}
