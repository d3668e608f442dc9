import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { media } from '../../styles/tokens.ts';

export const footer = style({ background: vars.color.text, color: '#e2e8f0' });

export const cta = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  paddingBlock: '3rem',
  borderBlockEnd: '1px solid rgb(255 255 255 / 0.15)',
  '@media': { [media.md]: { gridTemplateColumns: '1fr auto' } },
});

export const ctaTitle = style({ fontSize: 'clamp(1.5rem, 1.1rem + 1.6vw, 2.25rem)', color: '#ffffff' });
export const ctaBody = style({ marginBlockStart: vars.space.sm, color: '#cbd5e1' });

export const ctaLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minBlockSize: '3rem',
  paddingInline: vars.space.xxl,
  borderRadius: vars.radius.full,
  background: '#5eead4',
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: '#99f6e4' } },
});

export const columns = style({
  display: 'grid',
  gap: vars.space.xxl,
  paddingBlock: '3rem',
  '@media': {
    'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: '1.3fr 1fr 1fr 1.2fr' },
  },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: '#ffffff',
});

export const columnTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.md,
  fontSize: vars.fontSize.md,
  color: '#ffffff',
});

export const socialTitle = style({ marginBlockStart: vars.space.lg });
export const email = style({ marginBlockStart: vars.space.md });

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  color: '#e2e8f0',
  textDecoration: 'none',
  selectors: { '&:hover': { color: '#ffffff', textDecoration: 'underline' } },
});

export const social = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  borderRadius: vars.radius.full,
  background: 'rgb(255 255 255 / 0.1)',
  color: '#ffffff',
  selectors: { '&:hover': { background: 'rgb(255 255 255 / 0.2)' } },
});

export const address = style({ fontStyle: 'normal', display: 'grid', gap: vars.space.xxs });

export const bottom = style({
  paddingBlock: vars.space.xl,
  borderBlockStart: '1px solid rgb(255 255 255 / 0.15)',
  fontSize: vars.fontSize.sm,
  color: '#cbd5e1',
});
