import type { CountryCode } from '../../src/domain/countries.ts';
import { defaultMapping } from '../../src/domain/integrations/mapping.ts';
import { dailyVoucher } from '../../src/domain/integrations/voucher.ts';
import type { DaySales, OutgoingVoucher } from './adapter.ts';

/**
 * The day the contract tests send (tests only): 112.00 sold at the country's middle VAT rate,
 * paid by card, 3.00 tips, so every voucher has payments, tips, sales and VAT lines.
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
