import { describe, expect, it } from 'vitest';
import { groupInvoices, invoiceTargetSchema, monthlyCutoff, type UninvoicedPayment } from './invoices.ts';

const pay = (
  paymentId: string,
  targetId: string,
  accountingDate: string,
  amount: number,
  orderNumber = 1,
): UninvoicedPayment => ({
  paymentId,
  targetId,
  orderId: `o-${paymentId}`,
  orderNumber,
  accountingDate,
  amount,
});

describe('groupInvoices (collective invoicing)', () => {
  it('makes one invoice per target with its lines by day and order number, period first to last day', () => {
    const drafts = groupInvoices(
      [
        pay('p3', 'b', '2026-11-20', 500, 7),
        pay('p1', 'a', '2026-11-15', 1000, 4),
        pay('p2', 'a', '2026-11-02', 250, 9),
        pay('p4', 'a', '2026-11-15', 100, 2),
      ],
      '2026-11-30',
    );
    expect(drafts.map((d) => [d.targetId, d.periodStart, d.periodEnd, d.amount])).toEqual([
      ['a', '2026-11-02', '2026-11-15', 1350],
      ['b', '2026-11-20', '2026-11-20', 500],
    ]);
    expect(drafts[0]?.lines.map((l) => l.paymentId)).toEqual(['p2', 'p4', 'p1']);
  });

  it('leaves payments after the cut-off for the next run', () => {
    const drafts = groupInvoices(
      [pay('p1', 'a', '2026-11-30', 100), pay('p2', 'a', '2026-12-01', 200), pay('p3', 'b', '2026-12-02', 1)],
      '2026-11-30',
    );
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.lines.map((l) => l.paymentId)).toEqual(['p1']);
  });

  it('makes no invoice for a target whose payments add up to nothing, nor for no payments', () => {
    expect(groupInvoices([pay('p1', 'a', '2026-11-01', 0)], '2026-11-30')).toEqual([]);
    expect(groupInvoices([], '2026-11-30')).toEqual([]);
  });

  it('is the same whatever order the payments come in', () => {
    const payments = [
      pay('x', 'b', '2026-11-03', 1),
      pay('y', 'a', '2026-11-01', 2),
      pay('z', 'a', '2026-11-01', 3),
    ];
    expect(groupInvoices([...payments].reverse(), '2026-11-30')).toEqual(
      groupInvoices(payments, '2026-11-30'),
    );
  });
});

describe('monthlyCutoff', () => {
  it('is the last day of the month before', () => {
    expect(monthlyCutoff('2026-12-03')).toBe('2026-11-30');
    expect(monthlyCutoff('2026-03-01')).toBe('2026-02-28');
    expect(monthlyCutoff('2026-01-15')).toBe('2025-12-31');
  });
});

describe('invoiceTargetSchema', () => {
  it('needs a name and checks the e-mail and organisation number', () => {
    expect(invoiceTargetSchema.safeParse({ name: 'Acme AB' }).success).toBe(true);
    expect(invoiceTargetSchema.safeParse({ name: ' ' }).success).toBe(false);
    expect(invoiceTargetSchema.safeParse({ name: 'A', email: 'nope' }).success).toBe(false);
    expect(invoiceTargetSchema.safeParse({ name: 'A', organizationNumber: '556677-8899' }).success).toBe(
      true,
    );
    expect(invoiceTargetSchema.safeParse({ name: 'A', organizationNumber: '55;66' }).success).toBe(false);
  });
});
