import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractSales } from '../contractFixture.ts';
import { type FakeQuinyx, startFakeQuinyx } from './fakeQuinyx.ts';
import { createQuinyxAdapter } from './quinyx.adapter.ts';

describe('Quinyx adapter against a local fake Quinyx API', () => {
  let fake: FakeQuinyx;
  const adapter = () => createQuinyxAdapter({ baseUrl: fake.url });
  const credentials = { clientId: 'c1', clientSecret: 's1', variableId: 'NET_SALES' };

  beforeAll(async () => {
    fake = await startFakeQuinyx({
      clientId: 'c1',
      clientSecret: 's1',
      variableId: 'NET_SALES',
      units: ['Södermalm'],
    });
  });
  afterAll(() => fake.close());

  it('verifies the client credentials, and says what Quinyx says when it refuses', async () => {
    expect(await adapter().verify(credentials)).toEqual({ ok: true });
    expect(await adapter().verify({ ...credentials, clientSecret: 'wrong' })).toEqual({
      ok: false,
      message: 'Quinyx: Bad client credentials',
    });
  });

  it('sends one value per hour to the variable and unit; a resend replaces, never adds', async () => {
    fake.requests.length = 0;
    await adapter().sendSales(credentials, contractSales);
    await adapter().sendSales(credentials, contractSales);
    const post = fake.requests.find((r) => r.method === 'POST' && r.path === '/v2/forecasts/actual-data');
    expect(post?.query.get('appendData')).toBe('false');
    expect([...fake.actuals]).toEqual([
      ['Södermalm|2026-11-23T10:00:00Z', 200],
      ['Södermalm|2026-11-23T11:00:00Z', 604.5],
      ['Södermalm|2026-11-23T12:00:00Z', 430],
    ]);
  });

  it('an unknown variable is refused, not retried; an outage is retried', async () => {
    const bad = await adapter()
      .sendSales({ ...credentials, variableId: 'NOPE' }, contractSales)
      .catch((e: unknown) => e);
    expect(bad).toMatchObject({ message: 'Quinyx: Unknown forecast variable NOPE', retryable: false });
    fake.down = true;
    const down = await adapter()
      .sendSales(credentials, contractSales)
      .catch((e: unknown) => e);
    fake.down = false;
    expect(down).toMatchObject({ retryable: true });
  });
});
