import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const editor = style({ display: 'grid', gap: vars.space.sm });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const live = style({
  minBlockSize: '1.5em',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const error = style({ color: vars.color.danger, margin: 0 });
export const conflict = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.md,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
});
export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 16rem',
  gap: vars.space.md,
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: '1fr' } },
});
/** Scrolling is the pan: the room is as large as the zoom makes it. */
export const viewport = style({
  overflow: 'auto',
  maxBlockSize: '70vh',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const canvas = style({ display: 'block', touchAction: 'none', userSelect: 'none' });
export const gridLine = style({ fill: 'none', stroke: vars.color.border, strokeWidth: 0.5 });
export const item = style({
  cursor: 'grab',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}` },
  },
});
export const table = style({
  fill: vars.color.surfaceMuted,
  stroke: vars.color.text,
  strokeWidth: 2,
  selectors: { [`${item}[data-selected="true"] &`]: { stroke: vars.color.brand, strokeWidth: 4 } },
});
export const tableText = style({
  fill: vars.color.text,
  fontSize: 18,
  fontWeight: 600,
  pointerEvents: 'none',
});
export const wall = style({
  fill: vars.color.text,
  selectors: { [`${item}[data-selected="true"] &`]: { fill: vars.color.brand } },
});
export const labelBox = style({
  fill: 'transparent',
  stroke: vars.color.border,
  strokeDasharray: '4 2',
  selectors: { [`${item}[data-selected="true"] &`]: { stroke: vars.color.brand } },
});
export const labelText = style({ fill: vars.color.textMuted, fontSize: 16, pointerEvents: 'none' });
export const panel = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });
export const plans = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  marginBlockEnd: vars.space.md,
});
