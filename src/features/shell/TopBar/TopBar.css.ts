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
});
