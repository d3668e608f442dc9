import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './encoding.ts';

describe('negotiateEncoding', () => {
  const both = ['br', 'gzip'] as const;
  it('prefers brotli on a tie and follows q-values otherwise', () => {
    expect(negotiateEncoding('gzip, deflate, br', both)).toBe('br');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8', both)).toBe('gzip');
    expect(negotiateEncoding('gzip, br;q=0', both)).toBe('gzip');
    expect(negotiateEncoding('GZIP', both)).toBe('gzip');
    expect(negotiateEncoding('*', both)).toBe('br');
    expect(negotiateEncoding('*;q=0.2, br;q=0', both)).toBe('gzip');
  });
  it('sends the plain body without a header, for unknown codings and when all are refused', () => {
    expect(negotiateEncoding(undefined, both)).toBeNull();
    expect(negotiateEncoding('', both)).toBeNull();
    expect(negotiateEncoding('identity', both)).toBeNull();
    expect(negotiateEncoding('zstd, compress', both)).toBeNull();
    expect(negotiateEncoding('br;q=0, gzip;q=0', both)).toBeNull();
    expect(negotiateEncoding('gzip;q=nonsense', both)).toBeNull();
  });
  it('only offers what is available', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip'])).toBeNull();
    expect(negotiateEncoding('br, gzip', [])).toBeNull();
  });
});
