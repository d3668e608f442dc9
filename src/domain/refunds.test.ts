import { describe, expect, it } from 'vitest';
import { allocateRefund } from './refunds.ts';

describe('allocateRefund', () => {
  const payments = [
    { method: 'CASH', amount: 1000 },
    { method: 'CARD', amount: 1500 },
  ];
  it('takes the card first, then the other methods, never more than paid on each', () => {
    expect(allocateRefund(2000, payments, [])).toEqual([
      { method: 'CARD', amount: 1500 },
      { method: 'CASH', amount: 500 },
    ]);
    expect(allocateRefund(2500, payments, [])).toHaveLength(2);
    expect(allocateRefund(2501, payments, [])).toBeNull();
  });
  it('counts earlier refunds except failed ones', () => {
    const earlier = [
      { method: 'CARD', amount: 1500, status: 'done' },
      { method: 'CASH', amount: 400, status: 'failed' },
    ];
    expect(allocateRefund(1000, payments, earlier)).toEqual([{ method: 'CASH', amount: 1000 }]);
    expect(allocateRefund(1001, payments, earlier)).toBeNull();
  });
});
