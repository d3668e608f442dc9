import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media, tokens } from '../../../styles/tokens.ts';
import { SIDEBAR_WIDTH } from '../Shell/Shell.css.ts';

export const sidebar = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  inlineSize: SIDEBAR_WIDTH,
  background: vars.color.text,
  color: vars.color.surface,
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.lg,
  gap: vars.space.lg,
  zIndex: tokens.zIndex.drawer,
  transform: 'translateX(-100%)',
  transition: 'transform 160ms ease-out',
  selectors: {
    '[dir="rtl"] &': { transform: 'translateX(100%)' },
    '&[data-open="true"]': { transform: 'none' },
  },
  '@media': { [media.lg]: { transform: 'none', selectors: { '[dir="rtl"] &': { transform: 'none' } } } },
});
export const brand = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  paddingInline: vars.space.sm,
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
export const bottom = style([list, { marginBlockStart: 'auto' }]);
export const link = style({
  display: 'block',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: '#e2e8f0',
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:hover': { background: 'rgb(255 255 255 / 0.08)' },
    '&[data-status="active"]': { background: vars.color.brand, color: vars.color.onBrand },
  },
});
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  background: 'rgb(15 23 42 / 0.4)',
  zIndex: tokens.zIndex.drawer - 1,
  border: 0,
  '@media': { [media.lg]: { display: 'none' } },
});
