import { expect, it } from 'vitest';
import { ordersToCsv } from './ordersCsv.ts';

it('exports orders as CSV with major-unit amounts and quoted text', () => {
  const csv = ordersToCsv([
    {
      number: 12,
      createdAt: '2026-11-24T11:00:00.000Z',
      accountingDate: '2026-11-24',
      venueName: 'Demo, Södermalm',
      channel: 'POS',
      serviceType: 'EAT_HERE',
      status: 'COMPLETED',
      table: '7',
      staffName: null,
      total: 12950,
      refunded: 0,
    },
  ]);
  const [header, row] = csv.split('\r\n');
  // The shared writer starts every file with a byte-order mark (Excel then reads UTF-8).
  expect(header).toBe(
    '\uFEFFnumber,created_at,accounting_date,venue,channel,service_type,status,table,staff,total,refunded',
  );
  expect(row).toBe(
    '12,2026-11-24T11:00:00.000Z,2026-11-24,"Demo, Södermalm",POS,EAT_HERE,COMPLETED,7,,129.50,0.00',
  );
});
