import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const trigger = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  textAlign: 'start',
  cursor: 'pointer',
});
export const popover = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  minInlineSize: 'var(--trigger-width)',
  overflow: 'auto',
});
export const list = style({ outline: 'none', padding: vars.space.xs });
export const item = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
  },
});
