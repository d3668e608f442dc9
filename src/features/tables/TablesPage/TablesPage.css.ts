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

export const form = style({ display: 'grid', gap: vars.space.md, minInlineSize: '18rem' });
export const row = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'flex-end' });
export const error = style({ color: vars.color.danger, margin: 0 });
