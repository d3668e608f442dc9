import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';
import { tokens } from '../styles/tokens.ts';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: tokens.zIndex.modal,
  background: 'rgb(15 23 42 / 0.45)',
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  paddingBlockStart: '10vh',
  paddingInline: vars.space.lg,
});
export const modal = style({
  inlineSize: '100%',
  maxInlineSize: '36rem',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  outline: 'none',
  overflow: 'hidden',
});
export const fullScreen = style({
  position: 'fixed',
  inset: 0,
  maxInlineSize: 'none',
  borderRadius: 0,
  overflow: 'auto',
});
export const dialog = style({
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const padded = style({ padding: vars.space.xl });
export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const title = style({ flex: 1, fontSize: vars.fontSize.lg });
