import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.lg,
  marginBlockStart: vars.space.xl,
});
export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const value = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const today = style({ margin: 0, marginBlockStart: vars.space.xs, color: vars.color.textMuted });
export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const skeleton = style({
  blockSize: '5.5rem',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});
