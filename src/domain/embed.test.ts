import { describe, expect, it } from 'vitest';
import {
  frameAncestors,
  parseAllowedOrigins,
  regionOf,
  sanitizeAccent,
  sanitizeRadius,
  textToneOn,
} from './embed.ts';

describe('WIDGET_ALLOWED_ORIGINS', () => {
  it('is any origin outside production and only ours in production when unset', () => {
    expect(parseAllowedOrigins(undefined, false)).toEqual(['*']);
    expect(parseAllowedOrigins('  ', false)).toEqual(['*']);
    expect(parseAllowedOrigins(undefined, true)).toEqual([]);
  });

  it('reads a comma-separated list of origins, wildcards for subdomains included', () => {
    expect(
      parseAllowedOrigins(
        ' https://kafe.se, https://*.chain.es/ ,http://localhost:8080,https://kafe.se',
        true,
      ),
    ).toEqual(['https://kafe.se', 'https://*.chain.es', 'http://localhost:8080']);
    expect(parseAllowedOrigins('https://kafe.se,*', true)).toEqual(['*']);
  });

  it('stops on an entry that is not an origin', () => {
    for (const bad of [
      'kafe.se',
      'https://kafe.se/path',
      "https://kafe.se 'unsafe-inline'",
      'javascript:alert(1)',
      'https://a;b',
    ]) {
      expect(() => parseAllowedOrigins(bad, true), bad).toThrow(/WIDGET_ALLOWED_ORIGINS/);
    }
  });

  it('becomes the frame-ancestors directive, always with our own origin', () => {
    expect(frameAncestors(['*'])).toBe('frame-ancestors *');
    expect(frameAncestors([])).toBe("frame-ancestors 'self'");
    expect(frameAncestors(['https://kafe.se', 'https://*.chain.es'])).toBe(
      "frame-ancestors 'self' https://kafe.se https://*.chain.es",
    );
  });
});

describe('theme values from partners', () => {
  it('accepts hex colours only', () => {
    expect(sanitizeAccent('#B45309')).toBe('#b45309');
    expect(sanitizeAccent(' #abc ')).toBe('#abc');
    for (const bad of ['red', '#abcd', 'rgb(0,0,0)', '#000;}body{display:none', '', null, undefined]) {
      expect(sanitizeAccent(bad), String(bad)).toBeNull();
    }
  });

  it('accepts px and rem radii up to 32 px', () => {
    expect(sanitizeRadius('12')).toBe('12px');
    expect(sanitizeRadius('0')).toBe('0px');
    expect(sanitizeRadius('8PX')).toBe('8px');
    expect(sanitizeRadius('0.5rem')).toBe('0.5rem');
    expect(sanitizeRadius('32px')).toBe('32px');
    for (const bad of ['33', '3rem', '-1', '1em', 'calc(1px)', '8px;color:red', '', null]) {
      expect(sanitizeRadius(bad), String(bad)).toBeNull();
    }
  });

  it('picks readable text on the accent', () => {
    expect(textToneOn('#0f766e')).toBe('light');
    expect(textToneOn('#1d4ed8')).toBe('light');
    expect(textToneOn('#000')).toBe('light');
    expect(textToneOn('#fde047')).toBe('dark');
    expect(textToneOn('#fff')).toBe('dark');
  });
});

describe('regionOf', () => {
  it('reads the region of a language tag', () => {
    expect(regionOf('sv-SE')).toBe('SE');
    expect(regionOf('en_gb')).toBe('GB');
    expect(regionOf('en')).toBeNull();
    expect(regionOf('zh-Hant-TW')).toBeNull();
    expect(regionOf(null)).toBeNull();
  });
});
