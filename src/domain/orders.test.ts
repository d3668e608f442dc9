import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountingDateWithCutoff, parseCutoff } from './accountingDay.ts';
import {
  canTransition,
  channelOf,
  includedVat,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  orderTotals,
} from './orders.ts';

describe('order totals', () => {
  it('sums lines and VAT per rate (VAT included)', () => {
    const totals = orderTotals([
      { quantity: 2, unitPrice: 5000, vatRate: 12, discounts: [] },
      { quantity: 1, unitPrice: 12500, vatRate: 25, discounts: [2500] },
      { quantity: 1, unitPrice: 3000, vatRate: 12, discounts: [] },
    ]);
    expect(totals.total).toBe(23000);
    expect(totals.lines).toEqual([
      { total: 10000, vat: 1071 },
      { total: 10000, vat: 2000 },
      { total: 3000, vat: 321 },
    ]);
    expect(totals.vat).toEqual([
      { rate: 12, gross: 13000, vat: 1393, net: 11607 },
      { rate: 25, gross: 10000, vat: 2000, net: 8000 },
    ]);
  });

  it('VAT per rate always adds up to the lines', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 20 }),
            unitPrice: fc.integer({ min: 0, max: 100_000 }),
            vatRate: fc.constantFrom(0, 6, 12, 25),
            discounts: fc.constant([]),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        (lines) => {
          const totals = orderTotals(lines);
          expect(totals.vat.reduce((s, v) => s + v.gross, 0)).toBe(totals.total);
          expect(totals.lines.reduce((s, l) => s + l.total, 0)).toBe(totals.total);
        },
      ),
    );
  });

  it('rounds included VAT half away from zero', () => {
    expect(includedVat(100, 25)).toBe(20);
    expect(includedVat(-100, 25)).toBe(-20);
    expect(includedVat(0, 12)).toBe(0);
  });
});

describe('status transitions', () => {
  it('final statuses go nowhere; no status goes to itself', () => {
    for (const status of ORDER_STATUSES) expect(canTransition(status, status)).toBe(false);
    for (const status of ['CANCELLED', 'REJECTED', 'REFUNDED'] as const)
      expect(ORDER_TRANSITIONS[status]).toEqual([]);
    expect(canTransition('COMPLETED', 'REFUNDED')).toBe(true);
    expect(canTransition('COMPLETED', 'PENDING')).toBe(false);
  });

  it('shows sources as channels', () => {
    expect(channelOf('APP')).toBe('ONLINE');
    expect(channelOf('THIRD_PARTY')).toBe('POS');
    expect(channelOf('EXPRESS')).toBe('EXPRESS');
  });
});

describe('accounting day with a venue cut-off', () => {
  it('defaults to 05:30 and takes a venue setting', () => {
    const at = new Date('2026-03-10T04:00:00.000Z'); // 05:00 in Stockholm
    expect(accountingDateWithCutoff(at, 'Europe/Stockholm')).toBe('2026-03-09');
    expect(accountingDateWithCutoff(at, 'Europe/Stockholm', '04:00')).toBe('2026-03-10');
    expect(accountingDateWithCutoff(new Date('2026-03-10T04:29:59.999Z'), 'Europe/Stockholm', '05:30')).toBe(
      '2026-03-09',
    );
    expect(accountingDateWithCutoff(new Date('2026-03-10T04:30:00.000Z'), 'Europe/Stockholm', '05:30')).toBe(
      '2026-03-10',
    );
  });

  it('keeps a malformed cut-off at the default', () => {
    expect(parseCutoff('25:00')).toBeNull();
    expect(parseCutoff('06:15')).toBe('06:15');
    expect(accountingDateWithCutoff(new Date('2026-03-10T04:00:00.000Z'), 'Europe/Stockholm', 'x')).toBe(
      '2026-03-09',
    );
  });

  it('is within a day of the local calendar date in any zone', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        (at) => {
          const day = accountingDateWithCutoff(at, 'America/New_York', '05:30');
          const diff = (at.getTime() - Date.parse(`${day}T00:00:00Z`)) / 3_600_000;
          expect(diff).toBeGreaterThan(0);
          expect(diff).toBeLessThan(48 + 5);
        },
      ),
    );
  });
});
