import { style } from '@vanilla-extract/css';

/** The native select of `PlainSelect`, on top of the text field's input style. */
export const select = style({
  cursor: 'pointer',
  textAlign: 'start',
});
