import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/tokens.ts';

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
  minInlineSize: 0,
});
/** The words give way with an ellipsis on a narrow screen (the link's name stays whole). */
export const text = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
/** The bar shows from the medium breakpoint: on a phone the words say the same. */
export const bar = style({
  display: 'none',
  inlineSize: '3rem',
  flexShrink: 0,
  '@media': { [media.md]: { display: 'inline-block' } },
});
