import { describe, expect, it } from 'vitest';
import { parseGuestPath } from './guestApi.ts';

describe('the guest page address', () => {
  it('reads the venue and the table code, decoded', () => {
    expect(parseGuestPath('/order/abc/T%201')).toEqual({ venueId: 'abc', tableCode: 'T 1' });
    expect(parseGuestPath('/order/abc/12/')).toEqual({ venueId: 'abc', tableCode: '12' });
    expect(parseGuestPath('/order/abc')).toBeNull();
    expect(parseGuestPath('/order/abc/%E0%A4%A')).toBeNull();
  });
});
