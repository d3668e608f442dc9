import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const document = style({ display: 'grid', gap: vars.space.md, minInlineSize: 'min(32rem, 80vw)' });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
export const heading = style({ margin: 0, fontSize: vars.fontSize.md });
export const section = style({ breakInside: 'avoid' });
export const table = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const label = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
  paddingBlock: vars.space.xxs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const value = style({
  textAlign: 'end',
  paddingBlock: vars.space.xxs,
  paddingInlineStart: vars.space.md,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const actions = style({ display: 'flex', gap: vars.space.sm });
