import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

const pulse = keyframes({
  '0%, 100%': { opacity: 1, transform: 'scale(1)' },
  '50%': { opacity: 0.5, transform: 'scale(0.92)' },
});

export const wrap = style({ minBlockSize: '100vh', display: 'grid', placeItems: 'center' });
export const logo = style({
  inlineSize: '3.5rem',
  blockSize: '3.5rem',
  animation: `${pulse} 1.4s ease-in-out infinite`,
  color: vars.color.brand,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
