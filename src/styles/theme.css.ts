import { assignVars, createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { tokens } from './tokens.ts';

/** The contract every theme fills in; widgets get their own values for the same names. */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandStrong: null,
    brandSoft: null,
    onBrand: null,
    text: null,
    textMuted: null,
    surface: null,
    surfaceMuted: null,
    surfaceSunken: null,
    border: null,
    borderStrong: null,
    focus: null,
    danger: null,
    dangerSoft: null,
    warning: null,
    warningSoft: null,
    success: null,
    successSoft: null,
    chrome: null,
    onChrome: null,
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  font: { body: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  fontWeight: { regular: null, medium: null, bold: null },
  shadow: { sm: null, md: null },
});

createGlobalTheme(':root', vars, {
  color: tokens.color,
  space: tokens.space,
  radius: tokens.radius,
  font: tokens.font,
  fontSize: tokens.fontSize,
  fontWeight: tokens.fontWeight,
  shadow: tokens.shadow,
});

/**
 * The dark theme: `<html data-theme="dark">`, set by src/ui/colorTheme.ts from the browser's choice
 * (System follows `prefers-color-scheme`). Only the colours change, in this one place.
 */
globalStyle(':root[data-theme="dark"]', {
  vars: assignVars(vars.color, tokens.darkColor),
  colorScheme: 'dark',
});
globalStyle(':root', { colorScheme: 'light' });
