import { expect, it } from 'vitest';
import { callsOf, contractSales, staffContract } from '../contractFixture.ts';
import { createCaspecoAdapter } from './caspeco.adapter.ts';
import { startFakeCaspeco } from './fakeCaspeco.ts';

const credentials = { systemName: 'se_caferes01', apiKey: 'install-key-1' };

staffContract({
  name: 'Caspeco',
  start: () =>
    startFakeCaspeco({
      system: 'se_caferes01',
      apiKey: 'install-key-1',
      units: [
        { id: '13', name: 'Södermalm' },
        { id: '14', name: 'Vasastan' },
      ],
    }),
  adapter: (fake) => createCaspecoAdapter({ baseUrl: fake.url, today: () => '2026-11-24' }),
  credentials,
  refused: { credentials: { ...credentials, apiKey: 'wrong' }, message: 'Caspeco: Invalid AuthKey' },
  calls: ['GET /api/units/se_caferes01', 'PUT /api/sales/se_caferes01/2026-11-23'],
  // The unit's day, net of VAT, per UTC hour; the resend's PUT sets the same day again.
  stored: (fake) => [...fake.sales],
  expected: [
    ['13|2026-11-23|10:00', 200],
    ['13|2026-11-23|11:00', 604.5],
    ['13|2026-11-23|12:00', 430],
  ],
  misplaced: {
    sales: { ...contractSales, venue: { id: 'v2', name: 'Kungsholmen' } },
    message: 'Caspeco: no unit is named "Kungsholmen"',
  },
  more: (fake, adapter) => {
    it('verifies on the traced sales path with the AuthKey header; a system name without its country prefix is unknown', async () => {
      fake().requests.length = 0;
      expect(await adapter().verify(credentials)).toEqual({ ok: true });
      expect(callsOf(fake())).toEqual(['GET /api/sales/se_caferes01/2026-11-24']);
      expect(fake().requests[0]?.headers.authkey).toBe('install-key-1');
      expect(await adapter().verify({ ...credentials, systemName: 'caferes01' })).toMatchObject({
        ok: false,
        message: 'Caspeco: Unknown system caferes01',
      });
    });
  },
});
