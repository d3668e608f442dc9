import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxInlineSize: '32rem',
});

export const entry = style({
  borderInlineStart: `3px solid ${vars.color.border}`,
  paddingInlineStart: vars.space.md,
  selectors: { '&[data-unread]': { borderInlineStartColor: vars.color.brandStrong } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium });
export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const body = style({ margin: 0, marginBlockStart: vars.space.xs });
