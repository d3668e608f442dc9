import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxInlineSize: '48rem',
});
export const intro = style({ margin: 0, color: vars.color.textMuted });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space.lg,
});
export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
