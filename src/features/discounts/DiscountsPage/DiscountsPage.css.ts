import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { '(max-width: 60rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const panel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
});
export const table = style({ inlineSize: '100%', borderCollapse: 'collapse' });
export const cell = style({
  textAlign: 'start',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const error = style({ color: vars.color.danger, margin: 0 });
export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  gap: vars.space.xs,
  margin: 0,
});
export const amount = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', margin: 0 });
export const group = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
