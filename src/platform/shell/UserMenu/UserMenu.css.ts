import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/tokens.ts';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  background: 'transparent',
  border: 0,
  cursor: 'pointer',
  font: 'inherit',
  color: vars.color.text,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  selectors: {
    // react-aria's Button, and the native stand-in before the menu has loaded.
    '&[data-focus-visible], &:not([data-rac]):focus-visible': { outline: `2px solid ${vars.color.focus}` },
  },
});
export const initials = style({
  inlineSize: '2.25rem',
  blockSize: '2.25rem',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  display: 'grid',
  placeItems: 'center',
  fontWeight: vars.fontWeight.bold,
  '::before': { content: 'attr(data-initials)' },
  fontSize: vars.fontSize.sm,
});
export const names = style({
  display: 'none',
  '@media': { [media.md]: { display: 'flex' } },
  flexDirection: 'column',
  alignItems: 'flex-start',
  lineHeight: 1.2,
});
export const company = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const popover = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  minInlineSize: '12rem',
  padding: vars.space.xs,
});
export const menu = style({ outline: 'none' });
export const item = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focused]': { background: vars.color.surfaceSunken } },
});

export const badge = style({
  marginInlineStart: vars.space.sm,
  minInlineSize: '1.1rem',
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
  display: 'inline-block',
});

/** The language switch inside the menu, between a rule above and below. */
export const section = style({
  borderBlock: `1px solid ${vars.color.border}`,
  marginBlock: vars.space.xs,
  paddingBlock: vars.space.xs,
});
export const sectionHeader = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});
export const check = style({ display: 'inline-block', inlineSize: '1.25rem' });
