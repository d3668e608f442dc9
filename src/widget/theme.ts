import { sanitizeAccent, sanitizeRadius, textToneOn } from '../domain/embed.ts';
import { vars } from '../styles/theme.css.ts';

/**
 * A partner's accent colour and corner radius as values of the app's theme contract (`vars` of
 * src/styles/theme.css.ts). The iframe sets them on its root element; the language selector
 * writes them into its shadow stylesheet. Only sanitized values get here (src/domain/embed.ts).
 */

/** `var(--color-brand__1x2y)` → `--color-brand__1x2y`. */
export function cssVarName(reference: string): string {
  return reference.replace(/^var\((--[^,)]+).*$/, '$1');
}

export interface ThemeInput {
  accent?: string | null;
  radius?: string | null;
}

/** The contract variables to override, as `[custom property, value]` pairs. */
export function themeOverrides({ accent, radius }: ThemeInput): [string, string][] {
  const pairs: [string, string][] = [];
  const colour = sanitizeAccent(accent);
  if (colour) {
    pairs.push(
      [cssVarName(vars.color.brand), colour],
      [cssVarName(vars.color.brandStrong), `color-mix(in srgb, ${colour} 78%, #000)`],
      [cssVarName(vars.color.brandSoft), `color-mix(in srgb, ${colour} 14%, #fff)`],
      [cssVarName(vars.color.onBrand), textToneOn(colour) === 'light' ? '#fff' : vars.color.text],
    );
  }
  const corner = sanitizeRadius(radius);
  if (corner) {
    pairs.push(
      [cssVarName(vars.radius.sm), `calc(${corner} / 2)`],
      [cssVarName(vars.radius.md), corner],
      [cssVarName(vars.radius.lg), `calc(${corner} * 1.5)`],
    );
  }
  return pairs;
}

/** The same overrides as a CSS declaration block, for a stylesheet rule. */
export function themeDeclarations(input: ThemeInput): string {
  return themeOverrides(input)
    .map(([name, value]) => `${name}:${value};`)
    .join('');
}
