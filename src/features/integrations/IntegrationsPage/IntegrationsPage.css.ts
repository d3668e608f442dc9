import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const panel = style([
  card,
  { padding: vars.space.lg, gap: vars.space.md, marginBlockEnd: vars.space.lg },
]);
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const error = style({ color: vars.color.danger, margin: 0 });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });
export const table = style({ borderCollapse: 'collapse', inlineSize: '100%', textAlign: 'start' });
