import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
  marginBlock: vars.space.lg,
});
export const metrics = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.md,
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
export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const sections = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(22rem, 1fr))',
  gap: vars.space.lg,
  marginBlockStart: vars.space.xl,
});
export const section = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space.lg,
  minInlineSize: 0,
});
export const sectionHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.md,
});
export const chart = style({ blockSize: '14rem', inlineSize: '100%' });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
/** Read by screen readers, not shown. */
export const srOnly = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
