import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/tokens.ts';

export const SIDEBAR_WIDTH = '15rem';

export const layout = style({ minBlockSize: '100vh', display: 'flex' });
export const main = style({
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  '@media': { [media.lg]: { paddingInlineStart: SIDEBAR_WIDTH } },
});
export const content = style({
  flex: 1,
  padding: vars.space.lg,
  outline: 'none',
  '@media': { [media.md]: { padding: vars.space.xl }, print: { padding: 0 } },
});
/** Welcome pages: no sidebar, no top bar, no left padding. */
export const bare = style({ minBlockSize: '100vh', outline: 'none' });
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: '-4rem',
  background: vars.color.surface,
  padding: vars.space.sm,
  zIndex: 200,
  selectors: { '&:focus': { insetBlockStart: vars.space.sm } },
  '@media': { print: { display: 'none' } },
});
