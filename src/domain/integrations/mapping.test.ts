import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../countries.ts';
import { type AccountMapping, defaultMapping, mappingProblems, paymentAccount } from './mapping.ts';
import { dailyVoucher } from './voucher.ts';

/** A company's own payment method in the books (docs/decisions.md, "Paying with a company's own payment method"). */
describe("the account of a company's own payment method", () => {
  const se = defaultMapping('SE');

  it('every country has an "other payments" account by default', () => {
    for (const country of COUNTRY_CODES) expect(defaultMapping(country).otherPayments).toMatch(/^\d+$/);
    expect(se.otherPayments).toBe('1680');
  });

  it('is its own entry when it has one, else the "other payments" account', () => {
    const mapping: AccountMapping = { ...se, payments: { ...se.payments, VIPPS: ' 1940 ' } };
    expect(paymentAccount(mapping, 'VIPPS')).toBe('1940');
    expect(paymentAccount(mapping, 'LUNCH')).toBe('1680');
    expect(paymentAccount(mapping, 'CARD')).toBe('1580');
  });

  it('never gives a built-in method or a cancelled sale the "other payments" account', () => {
    const { CASH: _, ...payments } = se.payments;
    const mapping: AccountMapping = { ...se, payments };
    expect(paymentAccount(mapping, 'CASH')).toBe('');
    expect(paymentAccount(mapping, 'CANCELLED')).toBe('');
    expect(mappingProblems(mapping, { vatRates: [], paymentMethods: ['CASH'] }, null)).toEqual([
      { field: 'payments.CASH', code: 'unmappedPaymentMethod', subject: 'CASH' },
    ]);
  });

  it('reads no inherited property as an account (a code like "constructor")', () => {
    const { otherPayments: _, ...old } = se;
    expect(paymentAccount(old, 'constructor')).toBe('');
    expect(paymentAccount(se, 'toString')).toBe('1680');
  });

  it('names the method a mapping without "other payments" cannot book, on that field', () => {
    const { otherPayments: _, ...old } = se;
    const withOwn: AccountMapping = { ...old, payments: { ...old.payments, VIPPS: '1940' } };
    expect(mappingProblems(withOwn, { vatRates: [], paymentMethods: ['VIPPS', 'LUNCH'] }, null)).toEqual([
      { field: 'otherPayments', code: 'unmappedPaymentMethod', subject: 'LUNCH' },
    ]);
    expect(
      mappingProblems(se, { vatRates: [], paymentMethods: ['LUNCH'] }, new Set(['1910', '1580'])),
    ).toContainEqual({ field: 'otherPayments', code: 'unknownAccount', subject: '1680' });
  });

  it('books the day: payments and refunds of a company method on its account, still balanced', () => {
    const lines = dailyVoucher(
      {
        accountingDate: '2026-12-02',
        sales: [{ rate: 25, gross: 12_500, vat: 2_500 }],
        payments: [
          { method: 'CARD', amount: 10_000 },
          { method: 'LUNCH', amount: 2_500 },
        ],
        tips: 0,
        cashDifference: 0,
        returns: [{ rate: 25, gross: 1_250, vat: 250 }],
        refunds: [{ method: 'LUNCH', amount: 1_250 }],
      },
      se,
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        { account: '1680', debit: 2_500, credit: 0, text: 'payment LUNCH' },
        { account: '1680', debit: 0, credit: 1_250, text: 'refund LUNCH' },
      ]),
    );
    const sum = (side: 'debit' | 'credit') => lines.reduce((total, line) => total + line[side], 0);
    expect(sum('debit')).toBe(sum('credit'));
  });
});
