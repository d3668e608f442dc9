import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const input = style({
  flex: 1,
  border: 0,
  outline: 'none',
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  paddingBlock: vars.space.lg,
  background: 'transparent',
  color: vars.color.text,
  '::placeholder': { color: vars.color.textMuted },
  // The field has no frame of its own: a bar under the text shows where the focus is.
  ':focus-visible': { boxShadow: `inset 0 -2px 0 ${vars.color.focus}` },
});
/** Spec section 2: the result list is at most 20rem high. */
export const list = style({
  maxBlockSize: '20rem',
  overflowY: 'auto',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
});
export const menu = style({ outline: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const section = style({ display: 'flex', flexDirection: 'column' });
export const header = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const item = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focused], &[data-hovered]': { background: vars.color.brandSoft } },
});
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const note = style({
  margin: 0,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  color: vars.color.textMuted,
});
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
