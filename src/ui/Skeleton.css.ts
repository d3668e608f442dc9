import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

const shimmer = keyframes({ '0%': { opacity: 0.6 }, '50%': { opacity: 1 }, '100%': { opacity: 0.6 } });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.xl,
});
export const bar = style({
  blockSize: '2.25rem',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  animation: `${shimmer} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
