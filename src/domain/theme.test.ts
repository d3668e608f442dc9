import { describe, expect, it } from 'vitest';
import { parseThemeChoice, resolveTheme } from './theme.ts';

describe('the colour theme', () => {
  it('follows the system when the choice is System', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
  });
  it('keeps an explicit choice whatever the system says', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
  it('reads anything unknown as System', () => {
    expect(parseThemeChoice(null)).toBe('system');
    expect(parseThemeChoice('sepia')).toBe('system');
    expect(parseThemeChoice('dark')).toBe('dark');
  });
});
