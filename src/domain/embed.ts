/**
 * Rules of the embeddable widgets (issue 7) that the server, the loader and the iframe app share:
 * which partner origins may frame the sign-up page, and which theme values a partner may pass.
 */

/** A CSP host source we accept in WIDGET_ALLOWED_ORIGINS: scheme, host (optionally `*.`), port. */
const ORIGIN_PATTERN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/;

/**
 * WIDGET_ALLOWED_ORIGINS (comma-separated origins such as `https://partner.se`, `https://*.chain.es`
 * or `*`) as the list of frame ancestors besides our own origin. Unset or empty means `*` outside
 * production and nobody but ourselves in production. Throws on an entry that is not an origin, so
 * a typo stops the server instead of silently blocking a partner.
 */
export function parseAllowedOrigins(raw: string | undefined, production: boolean): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim().replace(/\/+$/, '').toLowerCase())
    .filter(Boolean);
  if (entries.length === 0) return production ? [] : ['*'];
  for (const entry of entries) {
    if (entry !== '*' && !ORIGIN_PATTERN.test(entry)) {
      throw new Error(`WIDGET_ALLOWED_ORIGINS: "${entry}" is not an origin like https://partner.example`);
    }
  }
  return entries.includes('*') ? ['*'] : [...new Set(entries)];
}

/** The CSP directive of the iframe page: our own origin always, then the allow-list. */
export function frameAncestors(allowed: readonly string[]): string {
  return allowed.includes('*') ? 'frame-ancestors *' : ["frame-ancestors 'self'", ...allowed].join(' ');
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A partner's accent colour: `#rgb` or `#rrggbb` only, so nothing else reaches a stylesheet. */
export function sanitizeAccent(raw: string | null | undefined): string | null {
  const value = raw?.trim() ?? '';
  return HEX_COLOUR.test(value) ? value.toLowerCase() : null;
}

export const MAX_RADIUS_PX = 32;
const RADIUS = /^(\d{1,3}(?:\.\d+)?)(px|rem)?$/;

/** A partner's corner radius: a number of px (`8`, `8px`) or rem (`0.5rem`), at most 32 px. */
export function sanitizeRadius(raw: string | null | undefined): string | null {
  const match = RADIUS.exec(raw?.trim().toLowerCase() ?? '');
  if (!match) return null;
  const amount = Number(match[1]);
  const px = match[2] === 'rem' ? amount * 16 : amount;
  if (!Number.isFinite(px) || px > MAX_RADIUS_PX) return null;
  return match[2] === 'rem' ? `${amount}rem` : `${amount}px`;
}

/** Whether text on the accent should be light or dark (WCAG relative luminance). */
export function textToneOn(accent: string): 'light' | 'dark' {
  const hex = accent.length === 4 ? accent.replace(/[0-9a-f]/gi, (digit) => digit + digit) : accent;
  const channel = (start: number) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // White text needs contrast ≥ 4.5 : 1, that is a luminance at most about 0.18.
  return luminance <= 0.18 ? 'light' : 'dark';
}

/** The region of a language tag (`sv-SE` → `SE`), upper-case, or null. */
export function regionOf(tag: string | null | undefined): string | null {
  const region = tag?.split(/[-_]/)[1];
  return region && /^[a-z]{2}$/i.test(region) ? region.toUpperCase() : null;
}
