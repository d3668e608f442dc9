import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const ROW_HEIGHT = 44;

/** The scroll container: the list fills the page below its toolbar, at least a few rows. */
export const scroller = style({
  overflow: 'auto',
  blockSize: 'max(16rem, calc(100dvh - 17rem))',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

/** Table elements laid out as grid and flow, so rows can be positioned by the virtualizer. */
export const grid = style({
  display: 'grid',
  borderCollapse: 'collapse',
  inlineSize: '100%',
  minInlineSize: '40rem',
});

export const head = style({
  display: 'grid',
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
});

export const row = style({
  display: 'grid',
  alignItems: 'center',
  columnGap: vars.space.md,
  paddingInlineStart: `calc(${vars.space.md} - 4px)`,
  paddingInlineEnd: vars.space.md,
  // Room for the mark of the open record, on the reading side in both directions.
  borderInlineStart: '4px solid transparent',
  blockSize: `${ROW_HEIGHT}px`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-selected="true"]': { background: vars.color.brandSoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[data-current="true"]': { borderInlineStartColor: vars.color.brand },
  },
});

export const header = style({
  background: vars.color.surfaceSunken,
  fontWeight: vars.fontWeight.medium,
  cursor: 'default',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});

export const body = style({
  display: 'grid',
  position: 'relative',
});

export const emptyRow = style({ display: 'grid' });

export const rowPosition = style({
  position: 'absolute',
  insetInlineStart: 0,
  insetInlineEnd: 0,
  insetBlockStart: 0,
});

export const cell = style({
  display: 'block',
  padding: 0,
  textAlign: 'start',
  fontWeight: 'inherit',
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const sortButton = style({
  all: 'unset',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const empty = style({
  padding: vars.space.xl,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '1.5rem',
  blockSize: '1.5rem',
  position: 'relative',
  cursor: 'pointer',
  // An empty list's select-all: faded and not clickable-looking, as the shared checkbox shows it.
  selectors: { '&[data-disabled]': { opacity: 0.35, cursor: 'default' } },
});

/** The native input under the drawn box: invisible, but where the box is (clicks and focus). */
export const nativeCheckbox = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

export const box = style({
  inlineSize: '1rem',
  blockSize: '1rem',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.onBrand,
  fontSize: '0.7rem',
  lineHeight: 1,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
    [`${checkbox}:has(:focus-visible) &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
