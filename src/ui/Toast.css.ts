import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';
import { tokens } from '../styles/tokens.ts';

export const region = style({
  position: 'fixed',
  insetBlockStart: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: tokens.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  outline: 'none',
});
export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minInlineSize: '18rem',
  maxInlineSize: '26rem',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  borderInlineStart: '4px solid',
  background: vars.color.surface,
});
export const tone = styleVariants({
  error: { borderColor: vars.color.danger, background: vars.color.dangerSoft },
  warn: { borderColor: vars.color.warning, background: vars.color.warningSoft },
  success: { borderColor: vars.color.success, background: vars.color.successSoft },
});
export const content = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const title = style({ fontWeight: vars.fontWeight.bold });
export const subtitle = style({ fontSize: vars.fontSize.sm });
