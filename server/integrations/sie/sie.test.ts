import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultMapping } from '../../../src/domain/integrations/mapping.ts';
import { writeSie } from '../../../src/domain/integrations/sie.ts';
import { dailyVoucher } from '../../../src/domain/integrations/voucher.ts';
import { encodePc8 } from './encode.ts';
import { sieExport } from './sieExport.ts';
import { readSieStrict } from './sieReader.ts';

const day = (date: string, card: number) => ({
  accountingDate: date,
  sales: [
    { rate: 12, gross: 11_200, vat: 1_200 },
    { rate: 25, gross: card + 3_700 - 11_200, vat: Math.round(((card + 3_700 - 11_200) * 20) / 100) },
  ],
  payments: [
    { method: 'CARD', amount: card },
    { method: 'CASH', amount: 3_700 },
  ],
  tips: 500,
  cashDifference: -100,
});

describe('SIE 4 export', () => {
  it('writes PC8 with the required labels, and the strict reader reads it back balanced', () => {
    const bytes = sieExport({
      company: { name: 'Kafé Åkerö AB', orgNumber: '556677-8899' },
      generated: '2026-11-24',
      period: { start: '2026-11-01', end: '2026-11-30' },
      vouchers: [
        {
          date: '2026-11-22',
          text: 'Dagskassa Södermalm 2026-11-22',
          lines: dailyVoucher(day('2026-11-22', 20_000), defaultMapping('SE')),
        },
        {
          date: '2026-11-23',
          text: 'Dagskassa "Göteborg" 2026-11-23',
          lines: dailyVoucher(day('2026-11-23', 30_000), defaultMapping('SE')),
        },
      ],
    });
    // å, Å, ö in CP437, not UTF-8.
    expect(bytes.includes(Buffer.from([0x8f]))).toBe(true);
    expect(bytes.includes(Buffer.from('Å', 'utf8'))).toBe(false);
    const read = readSieStrict(bytes);
    expect(read.header['#FNAMN']).toEqual(['Kafé Åkerö AB']);
    expect(read.header['#RAR']).toEqual(['0', '20260101', '20261231']);
    expect(read.vouchers.map((v) => [v.number, v.date, v.text])).toEqual([
      [1, '20261122', 'Dagskassa Södermalm 2026-11-22'],
      [2, '20261123', 'Dagskassa "Göteborg" 2026-11-23'],
    ]);
    expect(read.accounts.get('1910')).toBe('Kassa');
  });

  it('round-trips any balanced voucher (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.string({ maxLength: 40 }), (card, text) => {
        const lines = dailyVoucher(day('2026-11-23', card + 20_000), defaultMapping('SE'));
        const bytes = sieExport({
          company: { name: 'Ö AB', orgNumber: '5566778899' },
          generated: '2026-11-24',
          period: { start: '2026-11-23', end: '2026-11-23' },
          vouchers: [{ date: '2026-11-23', text, lines }],
        });
        const read = readSieStrict(bytes);
        expect(read.vouchers[0]?.trans.map((t) => t.amount)).toEqual(lines.map((l) => l.debit - l.credit));
      }),
      { numRuns: 200 },
    );
  });

  it('the strict reader refuses UTF-8, an unbalanced voucher and an undeclared account', () => {
    const text = writeSie({
      program: { name: 'Ordna', version: '1' },
      generated: '2026-11-24',
      company: { name: 'Åre AB', orgNumber: '5566778899' },
      year: { start: '2026-01-01', end: '2026-12-31' },
      accounts: [{ number: '1910', name: 'Kassa' }],
      vouchers: [
        {
          series: 'A',
          number: 1,
          date: '2026-11-23',
          text: 'x',
          lines: [{ account: '1910', debit: 100, credit: 0, text: '' }],
        },
      ],
    });
    expect(() => readSieStrict(Buffer.from(text, 'utf8'))).toThrow();
    expect(() => readSieStrict(encodePc8(text))).toThrow(/does not balance/);
    expect(() => readSieStrict(encodePc8(text.replace('#KONTO 1910 "Kassa"\r\n', '')))).toThrow(
      /not declared/,
    );
  });
});
