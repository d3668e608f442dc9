import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
});
export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.xs,
});
export const dot = style({ inlineSize: '0.5rem', blockSize: '0.5rem', borderRadius: vars.radius.full });
