import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
});
export const figure = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
export const term = style({ color: vars.color.textMuted });
export const warning = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.text,
});
