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
  // On a phone the search takes a row of its own below the menu button and the bar's controls
  // (SearchTrigger.css.ts), so the venue's name and the set-up chip keep room to be read.
  flexWrap: 'wrap',
  rowGap: vars.space.sm,
  '@media': { [media.md]: { paddingInline: vars.space.xl, flexWrap: 'nowrap' }, print: { display: 'none' } },
});
export const hamburger = style({ flexShrink: 0, '@media': { [media.lg]: { display: 'none' } } });
export const spacer = style({ flex: 1 });
export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
  // On a phone: the rest of the menu button's row (a zero basis, so the row does not wrap
  // before the search does), its controls at the far end.
  flex: '1 1 0',
  justifyContent: 'flex-end',
  '@media': { [media.md]: { flex: '0 1 auto' } },
  // On a phone the set-up chip and the venue's name give way (ellipsis) rather than widen the
  // page: a bar wider than the screen made the browser lay every page out at ~625 px and zoom out.
  minInlineSize: 0,
});
