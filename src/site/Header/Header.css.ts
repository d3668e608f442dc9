import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { media, tokens } from '../../styles/tokens.ts';
import { HEADER_HEIGHT } from '../site.css.ts';

export const header = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: tokens.zIndex.header,
  blockSize: HEADER_HEIGHT,
  background: 'transparent',
  transition: 'background-color 150ms, box-shadow 150ms',
  selectors: {
    '&[data-scrolled]': { background: vars.color.surface, boxShadow: vars.shadow.md },
  },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  blockSize: '100%',
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
  textDecoration: 'none',
  marginInlineEnd: 'auto',
});

export const desktopOnly = style({
  display: 'none',
  '@media': { [media.md]: { display: 'flex' } },
});

export const mobileOnly = style({
  '@media': { [media.md]: { display: 'none' } },
});

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const navItemBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '2.5rem',
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});

export const navItem = navItemBase;

export const loginLink = style([
  navItemBase,
  {
    border: `2px solid ${vars.color.brand}`,
    color: vars.color.brandStrong,
    fontWeight: vars.fontWeight.bold,
    paddingInline: vars.space.md,
    // Below 400 px the header keeps only the logo and the menu button; Log in is in the menu.
    display: 'none',
    '@media': {
      'screen and (min-width: 400px)': { display: 'inline-flex' },
      [media.md]: { paddingInline: vars.space.lg },
    },
  },
]);

export const chevron = style({
  transition: 'transform 120ms',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const disclosure = style({ position: 'relative' });

export const panel = style({
  position: 'absolute',
  insetBlockStart: 'calc(100% + 0.5rem)',
  insetInlineStart: 0,
  zIndex: tokens.zIndex.header + 1,
  display: 'grid',
  gap: vars.space.xxs,
  minInlineSize: '22rem',
  margin: 0,
  padding: vars.space.sm,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const panelEnd = style({ insetInlineStart: 'auto', insetInlineEnd: 0, minInlineSize: '12rem' });

export const panelLink = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  alignItems: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { background: vars.color.brandSoft },
  },
});

export const panelIcon = style({ color: vars.color.brandStrong, gridRow: 'span 2' });
export const panelName = style({ fontWeight: vars.fontWeight.bold });
export const panelDescription = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const languageLink = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="true"]': { fontWeight: vars.fontWeight.bold, color: vars.color.brandStrong },
  },
});

export const menuButton = style([navItemBase, { paddingInline: vars.space.sm }]);

/** Where the slide-in menu starts: off the inline end of the screen, mirrored for Arabic. */
const slideFrom = createVar();
const slideIn = keyframes({ from: { transform: `translateX(${slideFrom})` }, to: { transform: 'none' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const drawer = style({
  vars: { [slideFrom]: '100%' },
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 'auto',
  insetInlineEnd: 0,
  margin: 0,
  padding: 0,
  inlineSize: 'min(22rem, 88vw)',
  maxInlineSize: '100%',
  blockSize: '100dvh',
  maxBlockSize: '100dvh',
  border: 0,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  overflowY: 'auto',
  selectors: {
    '[dir="rtl"] &': { vars: { [slideFrom]: '-100%' } },
    '&[open]': { animation: `${slideIn} 200ms ease-out` },
    '&::backdrop': { background: 'rgb(15 23 42 / 0.45)', animation: `${fadeIn} 200ms ease-out` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&[open]': { animation: 'none' } } },
  },
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  blockSize: HEADER_HEIGHT,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const drawerBody = style({
  display: 'grid',
  gap: vars.space.xl,
  padding: vars.space.lg,
});

export const drawerHeading = style({
  margin: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const drawerList = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const drawerLogin = style([
  navItemBase,
  loginLink,
  { display: 'flex', justifyContent: 'center', inlineSize: '100%' },
]);
