import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  marginBlockEnd: vars.space.md,
});
export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(16rem, 2fr)',
  gap: vars.space.md,
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const viewport = style({
  overflow: 'auto',
  maxBlockSize: '70vh',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const canvas = style({ display: 'block', inlineSize: '100%', blockSize: 'auto' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const live = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const state = styleVariants({
  FREE: { fill: vars.color.surfaceMuted, stroke: vars.color.border },
  OPEN: { fill: vars.color.warningSoft, stroke: vars.color.warning },
  PREBILLED: { fill: vars.color.dangerSoft, stroke: vars.color.danger },
  PAID: { fill: vars.color.successSoft, stroke: vars.color.success },
});
export const badge = styleVariants({
  FREE: { background: vars.color.surfaceMuted },
  OPEN: { background: vars.color.warningSoft },
  PREBILLED: { background: vars.color.dangerSoft },
  PAID: { background: vars.color.successSoft },
});
export const badgeBase = style({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
export const code = style({ fill: vars.color.text, fontSize: 18, fontWeight: 600 });
export const detail = style({ fill: vars.color.text, fontSize: 12 });
export const list = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({
  textAlign: 'start',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const num = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);
