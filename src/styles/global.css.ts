import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0 });
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
globalStyle('h1, h2, h3', { lineHeight: 1.2, marginBlock: 0 });
