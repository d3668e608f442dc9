import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractSales } from '../contractFixture.ts';
import { type FakePlanday, startFakePlanday } from './fakePlanday.ts';
import { createPlandayAdapter } from './planday.adapter.ts';

describe('Planday adapter against a local fake Planday API', () => {
  let fake: FakePlanday;
  const adapter = () => createPlandayAdapter({ baseUrl: fake.url, authUrl: fake.url, clientId: 'ordna-app' });
  const credentials = { refreshToken: 'refresh-1' };

  beforeAll(async () => {
    fake = await startFakePlanday({ clientId: 'ordna-app', refreshToken: 'refresh-1' });
  });
  afterAll(() => fake.close());

  it('verifies the refresh token, and says what Planday says when it refuses', async () => {
    expect(await adapter().verify(credentials)).toEqual({ ok: true });
    expect(await adapter().verify({ refreshToken: 'wrong' })).toEqual({
      ok: false,
      message: 'Planday: The refresh token is invalid or revoked',
    });
    expect(await createPlandayAdapter({ baseUrl: fake.url, authUrl: fake.url }).verify(credentials)).toEqual({
      ok: false,
      message: 'Planday is not configured on this server (PLANDAY_CLIENT_ID)',
    });
  });

  it("sends the day's revenue to the venue's revenue unit; a resend replaces, never adds", async () => {
    fake.requests.length = 0;
    await adapter().sendSales(credentials, contractSales);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /connect/token',
      'GET /revenue/v1.0/revenueunits',
      'POST /revenue/v1.0/revenue',
    ]);
    await adapter().sendSales(credentials, contractSales);
    expect(fake.revenue).toEqual([
      { id: 1, revenueUnitId: 11, date: '2026-11-23', turnover: 1234.5, comment: 'Ordna ordna-s1' },
    ]);
  });

  it('a venue without a revenue unit of its name is refused, not retried; an outage is retried', async () => {
    const missing = await adapter()
      .sendSales(credentials, { ...contractSales, venue: { id: 'v2', name: 'Kungsholmen' } })
      .catch((e: unknown) => e);
    expect(missing).toMatchObject({
      message: 'Planday: no revenue unit is named "Kungsholmen"',
      retryable: false,
    });
    fake.down = true;
    const down = await adapter()
      .sendSales(credentials, contractSales)
      .catch((e: unknown) => e);
    fake.down = false;
    expect(down).toMatchObject({ retryable: true });
  });
});
