import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

/** The form's refusal, at the form's head (not under one field). */
export const formError = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});
