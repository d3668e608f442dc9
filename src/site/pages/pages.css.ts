import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { media } from '../../styles/tokens.ts';

export const stats = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xs,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  borderInlineStart: `4px solid ${vars.color.brand}`,
});

export const statValue = style({
  margin: 0,
  fontSize: 'clamp(1.75rem, 1.4rem + 1.2vw, 2.25rem)',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
  lineHeight: 1.1,
});

export const statLabel = style({ color: vars.color.textMuted });

export const statsBand = style({ paddingBlock: vars.space.xxl });

export const split = style({
  display: 'grid',
  gap: vars.space.xxl,
  alignItems: 'center',
  '@media': { [media.lg]: { gridTemplateColumns: '1fr 1fr' } },
});

export const checks = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const check = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.medium,
});

export const checkIcon = style({ color: vars.color.brandStrong, flexShrink: 0 });

export const bodyText = style({
  marginBlockStart: vars.space.md,
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
});

export const quotes = style({
  display: 'grid',
  gap: vars.space.lg,
  marginBlockStart: vars.space.xxl,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const quote = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  blockSize: '100%',
  margin: 0,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const quoteBody = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: 1.55 });
export const quoteAuthor = style({ display: 'block', fontWeight: vars.fontWeight.bold, fontStyle: 'normal' });
export const quoteTitle = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const quoteMark = style({ color: vars.color.brand });
