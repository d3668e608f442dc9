import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
  marginBlock: vars.space.lg,
});
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: '8rem',
});
export const progressLabel = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
});
export const track = style({
  blockSize: '0.5rem',
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.full,
  overflow: 'hidden',
});
export const fill = style({ blockSize: '100%', background: vars.color.brand });
