import { expect } from 'vitest';
import { contractSales, staffContract } from '../contractFixture.ts';
import { startFakeQuinyx } from './fakeQuinyx.ts';
import { createQuinyxAdapter } from './quinyx.adapter.ts';

const credentials = { clientId: 'c1', clientSecret: 's1', variableId: 'NET_SALES' };

staffContract({
  name: 'Quinyx',
  start: () => startFakeQuinyx({ ...credentials, units: ['Södermalm'] }),
  adapter: (fake) => createQuinyxAdapter({ baseUrl: fake.url }),
  credentials,
  refused: {
    credentials: { ...credentials, clientSecret: 'wrong' },
    message: 'Quinyx: Bad client credentials',
  },
  calls: ['POST /v2/oauth/token', 'POST /v2/forecasts/actual-data'],
  // One value per hour on the variable and unit; appendData=false replaces the same hours.
  stored: (fake) => [...fake.actuals],
  expected: [
    ['Södermalm|2026-11-23T10:00:00Z', 200],
    ['Södermalm|2026-11-23T11:00:00Z', 604.5],
    ['Södermalm|2026-11-23T12:00:00Z', 430],
  ],
  afterSend: (fake) => expect(fake.requests.at(-1)?.query.get('appendData')).toBe('false'),
  misplaced: {
    credentials: { ...credentials, variableId: 'NOPE' },
    sales: contractSales,
    message: 'Quinyx: Unknown forecast variable NOPE',
  },
});
