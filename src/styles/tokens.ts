import { TOAST_LAYER } from '../domain/toast.ts';

/** Design tokens: the raw values behind the theme contract. */
export const tokens = {
  color: {
    brand: '#0f766e',
    brandStrong: '#115e59',
    brandSoft: '#ccfbf1',
    onBrand: '#ffffff',
    text: '#0f172a',
    textMuted: '#475569',
    surface: '#ffffff',
    surfaceMuted: '#f8fafc',
    surfaceSunken: '#f1f5f9',
    border: '#e2e8f0',
    borderStrong: '#cbd5e1',
    focus: '#2563eb',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    warning: '#b45309',
    warningSoft: '#fef3c7',
    success: '#15803d',
    successSoft: '#dcfce7',
    /** The sidebar's background and text (dark in both themes). */
    chrome: '#0f172a',
    onChrome: '#e2e8f0',
  },
  /**
   * The dark theme's colours (issue 47 item 10): the same names, each pair still AA (text on its
   * surfaces, onBrand on brand and danger).
   */
  darkColor: {
    brand: '#2dd4bf',
    brandStrong: '#5eead4',
    brandSoft: '#134e4a',
    onBrand: '#042f2e',
    text: '#e2e8f0',
    textMuted: '#a3b1c6',
    surface: '#1e293b',
    surfaceMuted: '#0f172a',
    surfaceSunken: '#0b1220',
    border: '#334155',
    borderStrong: '#7c8aa0',
    focus: '#60a5fa',
    danger: '#f87171',
    dangerSoft: '#450a0a',
    warning: '#fbbf24',
    warningSoft: '#422006',
    success: '#4ade80',
    successSoft: '#052e16',
    chrome: '#020617',
    onChrome: '#e2e8f0',
  },
  /** Paper: black on white, whatever the screen's theme. */
  printColor: {
    brand: '#000000',
    brandStrong: '#000000',
    brandSoft: '#ffffff',
    onBrand: '#ffffff',
    text: '#000000',
    textMuted: '#333333',
    surface: '#ffffff',
    surfaceMuted: '#ffffff',
    surfaceSunken: '#ffffff',
    border: '#999999',
    borderStrong: '#666666',
    focus: '#000000',
    danger: '#000000',
    dangerSoft: '#ffffff',
    warning: '#000000',
    warningSoft: '#ffffff',
    success: '#000000',
    successSoft: '#ffffff',
    chrome: '#ffffff',
    onChrome: '#000000',
  },
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
    xxxl: '3rem',
  },
  radius: { sm: '0.25rem', md: '0.5rem', lg: '0.75rem', full: '9999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.5rem', xxl: '2rem' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  shadow: { sm: '0 1px 2px rgb(15 23 42 / 0.08)', md: '0 4px 16px rgb(15 23 42 / 0.12)' },
  /** Spec section 9 breakpoints, in px. */
  breakpoint: { sm: 640, md: 768, lg: 1024, xl: 1280 },
  /** Layers; the toast layer is spec section 9's value 100 (src/domain/toast.ts). */
  zIndex: { header: 50, drawer: 60, modal: 90, toast: TOAST_LAYER },
} as const;

export const media = {
  md: `screen and (min-width: ${tokens.breakpoint.md}px)`,
  lg: `screen and (min-width: ${tokens.breakpoint.lg}px)`,
} as const;
