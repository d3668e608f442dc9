import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: '0.875em',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});
export const bar = style({ inlineSize: '3rem' });
