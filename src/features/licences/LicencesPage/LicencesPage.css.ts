import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const page = style({ display: 'grid', gap: vars.space.xl });
export const section = style({ display: 'grid', gap: vars.space.md });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const row = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'flex-end' });
export const form = style({ display: 'grid', gap: vars.space.md, maxInlineSize: '32rem' });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const blocked = style({ color: vars.color.danger, margin: 0, fontWeight: vars.fontWeight.medium });
export const error = style({ color: vars.color.danger, margin: 0 });
export const table = style({ inlineSize: '100%', borderCollapse: 'collapse' });
export const cell = style({
  textAlign: 'start',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  verticalAlign: 'bottom',
});
