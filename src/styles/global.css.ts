import { globalStyle, keyframes } from '@vanilla-extract/css';
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

// index.html's logo, shown until the app's first render (as the shell's PulsingLogo).
const bootPulse = keyframes({
  '0%, 100%': { opacity: 1, transform: 'scale(1)' },
  '50%': { opacity: 0.5, transform: 'scale(0.92)' },
});
globalStyle('.boot', {
  minBlockSize: '100vh',
  display: 'grid',
  placeItems: 'center',
  color: vars.color.brand,
});
globalStyle('.boot svg', {
  inlineSize: '3.5rem',
  blockSize: '3.5rem',
  animation: `${bootPulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
