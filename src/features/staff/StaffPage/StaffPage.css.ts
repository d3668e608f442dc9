import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const nav = style({ marginBlockEnd: vars.space.lg, overflowX: 'auto' });

export const navList = style({
  display: 'flex',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const navLink = style({
  display: 'inline-block',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  borderBlockEnd: '2px solid transparent',
  marginBlockEnd: '-1px',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.brandStrong, borderBlockEndColor: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const steps = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxInlineSize: '48rem',
});

export const step = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
});

export const stepTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const stepText = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
