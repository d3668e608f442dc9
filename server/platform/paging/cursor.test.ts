import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, isPageSize } from './cursor.ts';

const secret = 'a-secret-that-is-long-enough-0123456789';
const binding = { list: 'items', companyId: 'c1', scope: '["TITLE",{}]' };

describe('cursors', () => {
  it('round-trip for the list, company and scope they were made for', () => {
    const cursor = encodeCursor(secret, binding, ['kaffe', '', 'id-1']);
    expect(decodeCursor(secret, binding, cursor)).toEqual(['kaffe', '', 'id-1']);
  });

  it('are refused for another list, company, order or filter, or when forged', () => {
    const cursor = encodeCursor(secret, binding, ['kaffe', '', 'id-1']);
    expect(decodeCursor(secret, { ...binding, list: 'orders' }, cursor)).toBeNull();
    expect(decodeCursor(secret, { ...binding, companyId: 'c2' }, cursor)).toBeNull();
    expect(decodeCursor(secret, { ...binding, scope: '["PRICE",{}]' }, cursor)).toBeNull();
    expect(decodeCursor('another-secret-that-is-long-enough-0123', binding, cursor)).toBeNull();
    const [, signed] = cursor.split('.');
    const forged = `${Buffer.from('["a","","x"]').toString('base64url')}.${signed}`;
    expect(decodeCursor(secret, binding, forged)).toBeNull();
  });

  it('are refused when malformed', () => {
    for (const bad of ['', '.', 'abc', 'a.b.c', '%%%.%%%', 'x'.repeat(5000)])
      expect(decodeCursor(secret, binding, bad)).toBeNull();
  });

  it('bound first to 1–500', () => {
    expect([0, 1, 500, 501, 1.5, -1].map(isPageSize)).toEqual([false, true, true, false, false, false]);
  });
});
