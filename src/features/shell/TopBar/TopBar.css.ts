import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/tokens.ts';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xl,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  minBlockSize: '3.5rem',
});
export const hamburger = style({ '@media': { [media.lg]: { display: 'none' } } });
export const spacer = style({ flex: 1 });
