import { style, styleVariants } from '@vanilla-extract/css';
import { TOAST_LAYER } from '../domain/toast.ts';
import { vars } from '../styles/theme.css.ts';

export const region = style({
  position: 'fixed',
  insetBlockStart: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: TOAST_LAYER,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  outline: 'none',
  maxInlineSize: `calc(100vw - 2 * ${vars.space.lg})`,
  '@media': { print: { display: 'none' } },
});
export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minInlineSize: '18rem',
  maxInlineSize: '26rem',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  borderInlineStart: '4px solid',
  background: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const tone = styleVariants({
  // Spec section 2: the error toast is red.
  error: { borderColor: vars.color.danger, background: vars.color.danger, color: vars.color.onBrand },
  warn: { borderColor: vars.color.warning, background: vars.color.warningSoft },
  success: { borderColor: vars.color.success, background: vars.color.successSoft },
});
export const content = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const title = style({ fontWeight: vars.fontWeight.bold });
export const subtitle = style({ fontSize: vars.fontSize.sm });
export const action = style({ flexShrink: 0, color: vars.color.text });
export const close = style({ flexShrink: 0, color: 'inherit', fontSize: vars.fontSize.lg, lineHeight: 1 });
