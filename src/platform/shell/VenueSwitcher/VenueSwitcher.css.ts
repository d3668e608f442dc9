import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const select = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minInlineSize: 0 });
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxInlineSize: '14rem',
  minInlineSize: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    // react-aria's Button, and the native stand-in before the switcher has loaded.
    '&[data-focus-visible], &:not([data-rac]):focus-visible': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});
export const value = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const popover = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  minInlineSize: 'var(--trigger-width)',
  padding: vars.space.xs,
});
export const list = style({ outline: 'none' });
export const option = style({
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
export const hiddenLabel = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
