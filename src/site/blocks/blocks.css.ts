import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { media } from '../../styles/tokens.ts';
import { HEADER_HEIGHT } from '../site.css.ts';

export const hero = style({
  background: `linear-gradient(180deg, ${vars.color.brandSoft} 0%, ${vars.color.surface} 100%)`,
  paddingBlockStart: `calc(${HEADER_HEIGHT} + 2.5rem)`,
  paddingBlockEnd: '3.5rem',
  '@media': { [media.md]: { paddingBlockStart: `calc(${HEADER_HEIGHT} + 4rem)`, paddingBlockEnd: '5rem' } },
});

export const heroGrid = style({
  display: 'grid',
  gap: vars.space.xxl,
  alignItems: 'center',
  '@media': { [media.lg]: { gridTemplateColumns: '1.1fr 1fr', gap: vars.space.xxxl } },
});

export const eyebrow = style({
  display: 'inline-block',
  marginBlockEnd: vars.space.md,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const heroTitle = style({
  fontSize: 'clamp(2rem, 1.3rem + 3vw, 3.25rem)',
  letterSpacing: '-0.02em',
  lineHeight: 1.1,
});

export const heroLead = style({
  marginBlockStart: vars.space.lg,
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  maxInlineSize: '40rem',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginBlockStart: vars.space.xl,
});

export const note = style({
  marginBlockStart: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const illustration = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  maxInlineSize: '36rem',
  marginInline: 'auto',
});

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  marginBlockStart: vars.space.xxl,
  padding: 0,
  listStyle: 'none',
  '@media': {
    'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const gridFour = style({
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const cardIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  flexShrink: 0,
});

export const cardTitle = style({ fontSize: vars.fontSize.lg, marginBlock: 0 });
export const cardBody = style({ color: vars.color.textMuted });

export const cardLink = style({
  marginBlockStart: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/** Arrows and chevrons that point along the reading direction turn round in Arabic. */
export const mirrored = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });
