import { describe, expect, it } from 'vitest';
import { hasUnstorableText, isStorableText } from './storableText.ts';

describe('storable text', () => {
  it('accepts any script, emoji, tabs and line breaks', () => {
    for (const text of ['', 'Kaffe', 'مرحبا', '👩‍👩‍👧‍👦🍕', 'tab\tand\nnewline\r\n', 'çğış', '\u202eRTL'])
      expect(isStorableText(text), text).toBe(true);
  });

  it('refuses NUL, lone surrogates and control characters (ESC, U+0001, DEL, C1)', () => {
    for (const text of [
      '\u0000',
      'a\u0000b',
      '\ud800',
      'x\udc00',
      '\ud83d',
      'Anna\u001b[31m',
      '\u0001',
      'a\u007f',
      '\u0085',
    ])
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
  });

  it('refuses tabs and line breaks in single-line fields only', () => {
    expect(hasUnstorableText({ name: 'Anna\nSvensson' })).toBe(true);
    expect(hasUnstorableText({ data: { title: 'Kaffe\tlatte' } })).toBe(true);
    expect(hasUnstorableText({ items: [{ email: 'a@b.se\r' }] })).toBe(true);
    expect(hasUnstorableText({ text: 'Line one\nline two', note: 'a\tb' })).toBe(false);
  });

  it('looks inside objects and lists', () => {
    expect(hasUnstorableText({ a: [1, { b: 'ok' }] })).toBe(false);
    expect(hasUnstorableText({ a: [1, { b: 'o\u0000k' }] })).toBe(true);
    expect(hasUnstorableText(null)).toBe(false);
  });
});
