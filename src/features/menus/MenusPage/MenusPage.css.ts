import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface,
});
export const cell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});
/**
 * A venue-menu cell's picker: as wide as its column, not its input's default 20 characters, so the
 * four service types fit beside the venues on a 1,280 px screen.
 */
export const pickCell = style({ paddingInline: vars.space.sm, minInlineSize: '9rem' });
globalStyle(`${pickCell} input`, { minInlineSize: 0, inlineSize: '100%' });
export const muted = style({ color: vars.color.textMuted });
export const unsaved = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium });
export const priceInput = style({
  inlineSize: '8rem',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  textAlign: 'end',
});
export const editor = style({ marginBlockStart: vars.space.xl, display: 'grid', gap: vars.space.lg });
export const picker = style({ maxInlineSize: '28rem', position: 'relative' });
export const popover = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  minInlineSize: '20rem',
  maxBlockSize: '20rem',
  overflowY: 'auto',
});
export const option = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  cursor: 'pointer',
  selectors: { '&[data-focused]': { background: vars.color.brandSoft } },
});
export const form = style({ display: 'grid', gap: vars.space.md, minInlineSize: '20rem' });
export const list = style({ margin: 0, paddingInlineStart: vars.space.lg });
export const link = style({ color: vars.color.brandStrong });
export const pickerInput = style({
  inlineSize: '100%',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
});
export const timeRow = style({
  display: 'grid',
  gap: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
});
export const weekScroll = style({ overflowX: 'auto', maxInlineSize: '100%' });
export const week = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const weekHour = style({ fontWeight: vars.fontWeight.medium, paddingInline: 1, textAlign: 'center' });
export const weekDay = style({ textAlign: 'start', paddingInlineEnd: vars.space.sm });
export const weekCell = style({ padding: 1 });
export const weekToggle = style({
  display: 'block',
  inlineSize: '1.5rem',
  blockSize: '1.5rem',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { background: vars.color.brandStrong, borderColor: vars.color.brandStrong },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.brandStrong}`, outlineOffset: 2 },
  },
});
/** A dialog's lines that may outgrow the window: they scroll, the buttons below stay in view. */
export const dialogLines = style({
  display: 'grid',
  gap: vars.space.md,
  maxBlockSize: '45vh',
  overflowY: 'auto',
  paddingInlineEnd: vars.space.xs,
});
export const recordHistory = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  overflowX: 'auto',
});
