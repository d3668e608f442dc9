import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media, tokens } from '../../../styles/tokens.ts';

export const bar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: tokens.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  minBlockSize: '3.5rem',
  '@media': { [media.md]: { paddingInline: vars.space.xl } },
});
export const hamburger = style({ flexShrink: 0, '@media': { [media.lg]: { display: 'none' } } });
export const spacer = style({ flex: 1 });
export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
  // On a phone the set-up chip and the venue's name give way (ellipsis) rather than widen the
  // page: a bar wider than the screen made the browser lay every page out at ~625 px and zoom out.
  minInlineSize: 0,
});
