import { describe, expect, it } from 'vitest';
import { vars } from '../styles/theme.css.ts';
import { cssVarName, themeDeclarations, themeOverrides } from './theme.ts';

describe('partner theme values on the theme contract', () => {
  it('names the contract variables', () => {
    expect(cssVarName(vars.color.brand)).toMatch(/^--[\w-]+$/);
    expect(cssVarName('var(--a-b__1x, red)')).toBe('--a-b__1x');
  });

  it('overrides the brand colours and radii only, with sanitized values', () => {
    const pairs = Object.fromEntries(themeOverrides({ accent: '#B45309', radius: '12' }));
    expect(pairs[cssVarName(vars.color.brand)]).toBe('#b45309');
    expect(pairs[cssVarName(vars.color.onBrand)]).toBe('#fff');
    expect(pairs[cssVarName(vars.radius.md)]).toBe('12px');
    expect(Object.keys(pairs)).toHaveLength(7);
    expect(themeOverrides({ accent: 'red;}', radius: '8px;x' })).toEqual([]);
    expect(themeDeclarations({})).toBe('');
  });
});
