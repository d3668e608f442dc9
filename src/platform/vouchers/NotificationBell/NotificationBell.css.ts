import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const trigger = style({ position: 'relative' });
export const badge = style({
  position: 'absolute',
  insetBlockStart: '-0.125rem',
  insetInlineEnd: '-0.125rem',
  minInlineSize: '1.1rem',
  blockSize: '1.1rem',
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '1.1rem',
  textAlign: 'center',
});
export const popover = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  minInlineSize: '16rem',
  maxInlineSize: '22rem',
});
export const dialog = style({
  outline: 'none',
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const heading = style({ fontSize: vars.fontSize.md });
export const empty = style({ color: vars.color.textMuted, margin: 0 });
export const message = style({ margin: 0, fontWeight: vars.fontWeight.medium });
