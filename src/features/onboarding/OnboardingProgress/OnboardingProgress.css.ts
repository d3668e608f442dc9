import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { tokens } from '../../../styles/tokens.ts';

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
  position: 'relative',
});
/**
 * On a phone the bar shows alone and the words are there for screen readers only (the link's
 * name stays whole); they show beside it from the medium breakpoint.
 */
export const text = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '@media': {
    [`screen and (max-width: ${tokens.breakpoint.md - 0.02}px)`]: {
      position: 'absolute',
      inlineSize: 1,
      blockSize: 1,
      margin: -1,
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
export const bar = style({ inlineSize: '3rem', flexShrink: 0 });
