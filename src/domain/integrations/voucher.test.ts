import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultMapping } from './mapping.ts';
import { type DayTotals, dailyVoucher, sumDayTotals, voucherSums } from './voucher.ts';

const amount = fc.integer({ min: 0, max: 5_000_000 });
const totals = fc.record({
  accountingDate: fc.constant('2026-11-23'),
  sales: fc.array(
    fc.record({
      rate: fc.constantFrom(0, 6, 12, 25),
      gross: amount,
      vatShare: fc.integer({ min: 0, max: 25 }),
    }),
    { maxLength: 4 },
  ),
  payments: fc.array(
    fc.record({
      // VIPPS: a company's own method, booked on the "other payments" account.
      method: fc.constantFrom('CASH', 'CARD', 'SWISH', 'GIFT_CARD', 'INVOICE', 'VIPPS'),
      amount: fc.integer({ min: -100_000, max: 5_000_000 }),
    }),
    { maxLength: 5 },
  ),
  tips: fc.integer({ min: 0, max: 100_000 }),
  cashDifference: fc.integer({ min: -10_000, max: 10_000 }),
  returns: fc.array(
    fc.record({
      rate: fc.constantFrom(0, 6, 12, 25),
      gross: amount,
      vatShare: fc.integer({ min: 0, max: 25 }),
    }),
    { maxLength: 4 },
  ),
  refunds: fc.array(
    fc.record({
      method: fc.constantFrom('CASH', 'CARD', 'SWISH', 'VIPPS'),
      amount: fc.integer({ min: 0, max: 500_000 }),
    }),
    { maxLength: 3 },
  ),
});

describe('daily voucher', () => {
  it('debits equal credits for any day (property)', () => {
    const mapping = defaultMapping('SE');
    fc.assert(
      fc.property(totals, (day) => {
        const lines = dailyVoucher(
          {
            ...day,
            sales: day.sales.map((s) => ({
              rate: s.rate,
              gross: s.gross,
              vat: s.rate ? Math.floor((s.gross * s.vatShare) / 125) : 0,
            })),
            returns: day.returns.map((s) => ({
              rate: s.rate,
              gross: s.gross,
              vat: s.rate ? Math.floor((s.gross * s.vatShare) / 125) : 0,
            })),
          },
          mapping,
        );
        const sums = voucherSums(lines);
        expect(sums.debit).toBe(sums.credit);
        expect(lines.every((l) => l.account !== '' && (l.debit === 0 || l.credit === 0))).toBe(true);
        expect(lines.every((l) => l.debit >= 0 && l.credit >= 0)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('books a Swedish day on BAS accounts', () => {
    const lines = dailyVoucher(
      {
        accountingDate: '2026-11-23',
        sales: [
          { rate: 12, gross: 11_200, vat: 1_200 },
          { rate: 25, gross: 12_500, vat: 2_500 },
        ],
        payments: [
          { method: 'CARD', amount: 20_000 },
          { method: 'CASH', amount: 3_700 },
        ],
        tips: 500,
        cashDifference: 0,
      },
      defaultMapping('SE'),
    );
    expect(lines).toEqual([
      { account: '1580', debit: 20_000, credit: 0, text: 'payment CARD' },
      { account: '1910', debit: 3_700, credit: 0, text: 'payment CASH' },
      { account: '1580', debit: 500, credit: 0, text: 'tips taken' },
      { account: '2890', debit: 0, credit: 500, text: 'tips owed' },
      { account: '3002', debit: 0, credit: 10_000, text: 'sales 12' },
      { account: '2621', debit: 0, credit: 1_200, text: 'vat 12' },
      { account: '3001', debit: 0, credit: 10_000, text: 'sales 25' },
      { account: '2611', debit: 0, credit: 2_500, text: 'vat 25' },
    ]);
  });

  it('books a return against sales and VAT, and the money paid back against its payment account', () => {
    const lines = dailyVoucher(
      {
        accountingDate: '2026-11-23',
        sales: [{ rate: 25, gross: 12_500, vat: 2_500 }],
        payments: [{ method: 'CARD', amount: 12_500 }],
        tips: 0,
        cashDifference: 0,
        returns: [{ rate: 25, gross: 2_500, vat: 500 }],
        refunds: [{ method: 'CARD', amount: 2_500 }],
      },
      defaultMapping('SE'),
    );
    expect(lines).toContainEqual({ account: '1580', debit: 0, credit: 2_500, text: 'refund CARD' });
    expect(lines).toContainEqual({ account: '3001', debit: 2_000, credit: 0, text: 'returns 25' });
    expect(lines).toContainEqual({ account: '2611', debit: 500, credit: 0, text: 'returns vat 25' });
    expect(lines.some((l) => l.text === 'rounding')).toBe(false);
  });
});

describe("a venue's day from its books", () => {
  const book = (gross: number, method: string, rate = 12): DayTotals => ({
    accountingDate: '2026-11-30',
    sales: [{ rate, gross, vat: Math.round(gross * 0.1) }],
    payments: [{ method, amount: gross }],
    tips: 100,
    cashDifference: 0,
    returns: [{ rate, gross: 50, vat: 5 }],
    refunds: [{ method, amount: 50 }],
  });
  it('adds the registers per VAT rate and method: one voucher, still balanced', () => {
    const day = sumDayTotals([book(1000, 'CARD'), book(2000, 'CASH'), book(500, 'CARD', 25)]);
    expect(day.sales).toEqual([
      { rate: 12, gross: 3000, vat: 300 },
      { rate: 25, gross: 500, vat: 50 },
    ]);
    expect(day.payments).toEqual([
      { method: 'CARD', amount: 1500 },
      { method: 'CASH', amount: 2000 },
    ]);
    expect(day.tips).toBe(300);
    expect(day.refunds).toEqual([
      { method: 'CARD', amount: 100 },
      { method: 'CASH', amount: 50 },
    ]);
    const { debit, credit } = voucherSums(dailyVoucher(day, defaultMapping('SE')));
    expect(debit).toBe(credit);
  });
  it('is the one book itself when there is one', () => {
    const one = book(1000, 'CARD');
    expect(sumDayTotals([one])).toEqual(one);
  });
});
