import { contractSales, staffContract } from '../contractFixture.ts';
import { startFakePlanday } from './fakePlanday.ts';
import { createPlandayAdapter } from './planday.adapter.ts';

staffContract({
  name: 'Planday',
  start: () => startFakePlanday({ clientId: 'ordna-app', refreshToken: 'refresh-1' }),
  adapter: (fake) => createPlandayAdapter({ baseUrl: fake.url, authUrl: fake.url, clientId: 'ordna-app' }),
  credentials: { refreshToken: 'refresh-1' },
  refused: {
    credentials: { refreshToken: 'wrong' },
    message: 'Planday: The refresh token is invalid or revoked',
  },
  notConfigured: {
    adapter: (fake) => createPlandayAdapter({ baseUrl: fake.url, authUrl: fake.url }),
    message: 'Planday is not configured on this server (PLANDAY_CLIENT_ID)',
  },
  calls: ['POST /connect/token', 'GET /revenue/v1.0/revenueunits', 'POST /revenue/v1.0/revenue'],
  // One revenue record per unit and day: the day's total, set again by the resend.
  stored: (fake) => fake.revenue,
  expected: [{ id: 1, revenueUnitId: 11, date: '2026-11-23', turnover: 1234.5, comment: 'Ordna ordna-s1' }],
  misplaced: {
    sales: { ...contractSales, venue: { id: 'v2', name: 'Kungsholmen' } },
    message: 'Planday: no revenue unit is named "Kungsholmen"',
  },
});
