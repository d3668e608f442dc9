import { describe, expect, it } from 'vitest';
import { paymentInput } from './orderSchemas.ts';
import { isPayableMethod, ownMethodName } from './paymentMethods.ts';

/** Which method a new payment may name, and by which name a payment is shown (issue 47 item 2). */
describe("a payment's method", () => {
  const live = new Set(['VIPPS', 'LV-1']);

  it('is a built-in method as written, or a live code of the company', () => {
    for (const method of ['CASH', 'CARD', 'SWISH', 'GIFT_CARD', 'INVOICE', 'VIPPS', 'LV-1'])
      expect(isPayableMethod(method, live)).toBe(true);
    for (const method of ['cash', 'vipps', 'OLD', '', 'OTHER'])
      expect(isPayableMethod(method, live)).toBe(false);
    expect(isPayableMethod('VIPPS', new Set())).toBe(false);
  });

  it('is shown by the company method’s name; a built-in or unknown one has none', () => {
    const names = new Map([
      ['VIPPS', 'Vipps'],
      ['CASH', 'not ours'],
    ]);
    expect(ownMethodName('VIPPS', names)).toBe('Vipps');
    expect(ownMethodName('CASH', names)).toBeNull();
    expect(ownMethodName('NOPE', names)).toBeNull();
  });

  it('is any short code in the input shape: the server checks it against the company', () => {
    expect(paymentInput.parse({ method: ' VIPPS ', amount: 100 }).method).toBe('VIPPS');
    expect(paymentInput.safeParse({ method: '', amount: 100 }).success).toBe(false);
    expect(paymentInput.safeParse({ method: 'x'.repeat(41), amount: 100 }).success).toBe(false);
  });
});
