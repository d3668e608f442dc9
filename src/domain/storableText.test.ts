import { describe, expect, it } from 'vitest';
import { hasUnstorableText, isStorableText } from './storableText.ts';

describe('storable text', () => {
  it('accepts any script, emoji and ordinary control characters', () => {
    for (const text of ['', 'Kaffe', 'مرحبا', '👩‍👩‍👧‍👦🍕', 'tab\tand\nnewline', 'çğış'])
      expect(isStorableText(text), text).toBe(true);
  });

  it('refuses NUL and lone surrogates', () => {
    for (const text of ['\u0000', 'a\u0000b', '\ud800', 'x\udc00', '\ud83d'])
      expect(isStorableText(text)).toBe(false);
  });

  it('looks inside objects and lists', () => {
    expect(hasUnstorableText({ a: [1, { b: 'ok' }] })).toBe(false);
    expect(hasUnstorableText({ a: [1, { b: 'o\u0000k' }] })).toBe(true);
    expect(hasUnstorableText(null)).toBe(false);
  });
});
