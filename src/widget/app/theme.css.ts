import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { tokens } from '../../styles/tokens.ts';

/**
 * The widget theme: the app's theme contract (`vars`) filled from the same tokens, except that the
 * page behind the form is transparent, so it sits on the partner's background. A partner's accent
 * colour and radius override single variables of this contract at run time (src/widget/theme.ts).
 */
export const widgetTheme = createTheme(vars, {
  color: { ...tokens.color, surfaceMuted: 'transparent' },
  space: tokens.space,
  radius: tokens.radius,
  font: tokens.font,
  fontSize: tokens.fontSize,
  fontWeight: tokens.fontWeight,
  shadow: tokens.shadow,
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0, background: 'transparent' });
globalStyle('body', {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  background: vars.color.surfaceMuted,
  lineHeight: 1.5,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('a', { color: vars.color.brandStrong });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('h1', { lineHeight: 1.2, marginBlock: 0 });
