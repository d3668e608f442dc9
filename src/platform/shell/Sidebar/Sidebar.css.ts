import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media, tokens } from '../../../styles/tokens.ts';
import { SIDEBAR_WIDTH } from '../Shell/Shell.css.ts';

export const sidebar = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  inlineSize: SIDEBAR_WIDTH,
  background: vars.color.chrome,
  color: vars.color.onChrome,
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.lg,
  gap: vars.space.lg,
  zIndex: tokens.zIndex.drawer,
  overflowY: 'auto',
  // Closed on small screens: off screen and out of the tab order.
  transform: 'translateX(-100%)',
  visibility: 'hidden',
  transition: 'transform 160ms ease-out, visibility 160ms',
  selectors: {
    '[dir="rtl"] &': { transform: 'translateX(100%)' },
    '&[data-open="true"]': { transform: 'none', visibility: 'visible' },
  },
  '@media': {
    [media.lg]: {
      transform: 'none',
      visibility: 'visible',
      selectors: { '[dir="rtl"] &': { transform: 'none' } },
    },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    // Paper shows the page, not the app around it (styles/print.css.ts).
    print: { display: 'none' },
  },
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
  inlineSize: '100%',
  flex: '1 1 auto',
  minInlineSize: 0,
  textAlign: 'start',
  border: 0,
  background: 'transparent',
  font: 'inherit',
  cursor: 'pointer',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.onChrome,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:hover': { background: 'rgb(255 255 255 / 0.08)' },
    // The billing entry is a native button: the browser's keyboard focus (links keep the global ring).
    '&:is(button):focus-visible': { outline: `2px solid ${vars.color.brandSoft}`, outlineOffset: '-2px' },
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
export const hint = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
export const badge = style({
  marginInlineStart: vars.space.sm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.warningSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

/** An entry's link with its sub-items' toggle beside it. */
export const row = style({ display: 'flex', alignItems: 'stretch', gap: vars.space.xxs });
export const toggle = style({
  flex: 'none',
  inlineSize: '2.25rem',
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.onChrome,
  cursor: 'pointer',
  display: 'grid',
  placeItems: 'center',
  selectors: {
    '&:hover': { background: 'rgb(255 255 255 / 0.08)' },
    '&:focus-visible': { outline: `2px solid ${vars.color.brandSoft}`, outlineOffset: '-2px' },
  },
});
/** A caret drawn with borders: pointing to the inline end when closed, down when open. */
export const chevron = style({
  inlineSize: '0.5rem',
  blockSize: '0.5rem',
  borderInlineEnd: '2px solid currentColor',
  borderBlockEnd: '2px solid currentColor',
  transform: 'rotate(-45deg)',
  transition: 'transform 120ms ease-out',
  selectors: {
    '[dir="rtl"] &': { transform: 'rotate(135deg)' },
    '&[data-expanded="true"]': { transform: 'rotate(45deg)' },
    '[dir="rtl"] &[data-expanded="true"]': { transform: 'rotate(45deg)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const subList = style({
  listStyle: 'none',
  margin: 0,
  marginBlockStart: vars.space.xxs,
  paddingInlineStart: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
export const subLink = style([
  link,
  {
    paddingBlock: vars.space.xs,
    fontSize: vars.fontSize.xs,
    selectors: {
      '&[data-status="active"]': { background: 'rgb(255 255 255 / 0.16)', color: vars.color.onChrome },
    },
  },
]);
