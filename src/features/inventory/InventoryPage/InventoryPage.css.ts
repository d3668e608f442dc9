import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const page = style({ display: 'grid', gap: vars.space.lg });
export const row = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'flex-end' });
export const form = style({ display: 'grid', gap: vars.space.md, minInlineSize: 'min(28rem, 80vw)' });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const error = style({ color: vars.color.danger, margin: 0 });
export const table = style({ inlineSize: '100%', borderCollapse: 'collapse' });
export const cell = style({
  textAlign: 'start',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const number = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);
export const low = style({ color: vars.color.warning, fontWeight: vars.fontWeight.medium });
export const soldOut = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium });
export const lines = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
