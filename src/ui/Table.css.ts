import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.sm,
  fontSize: vars.fontSize.sm,
});
export const column = style({
  textAlign: 'start',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const row = style({
  selectors: {
    '&:not(:last-child)': { borderBlockEnd: `1px solid ${vars.color.border}` },
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});
export const cell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  verticalAlign: 'middle',
});
export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
/** A native `<th scope="row">` (PlainTable) looks like the other cells, as react-aria's row header does. */
export const rowHeader = style({ fontWeight: 'inherit', textAlign: 'start' });
/**
 * Around a table that may be wider than the window (a phone, or many columns): the table scrolls
 * sideways in here, the page does not (issue 41, phone and wide layouts).
 */
export const scrollX = style({
  overflowX: 'auto',
  maxInlineSize: '100%',
  minInlineSize: 0,
  // The containing block of what is positioned inside (visually hidden headers, react-aria's
  // hidden inputs): clipped with the table, not placed out past the page's edge.
  position: 'relative',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
