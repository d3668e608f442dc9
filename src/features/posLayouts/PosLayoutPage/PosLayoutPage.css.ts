import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const panel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
});
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });
export const crumbs = style({
  display: 'flex',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const error = style({ color: vars.color.danger, margin: 0 });
export const frame = style({
  inlineSize: '100%',
  maxInlineSize: '100%',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.sm,
  background: vars.color.surfaceSunken,
});
export const grid = style({ display: 'grid', gap: vars.space.xs, blockSize: '100%' });
export const cell = style({
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minBlockSize: '3.5rem',
});
export const cellOver = style({ background: vars.color.brandSoft });
export const button = style({
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  padding: vars.space.xs,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'grab',
  color: '#111827',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  zIndex: 1,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const picked = style({ outline: `3px dashed ${vars.color.focus}`, outlineOffset: '2px' });
export const selected = style({ borderColor: vars.color.text, borderWidth: '3px' });
export const swatch = styleVariants({
  blue: { background: '#bfdbfe' },
  green: { background: '#bbf7d0' },
  red: { background: '#fecaca' },
  orange: { background: '#fed7aa' },
  yellow: { background: '#fef08a' },
  purple: { background: '#e9d5ff' },
  pink: { background: '#fbcfe8' },
  teal: { background: '#99f6e4' },
  grey: { background: '#e5e7eb' },
});
export const tab = style({
  border: `2px solid transparent`,
  borderRadius: vars.radius.md,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  font: 'inherit',
  color: '#111827',
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.text } },
});
export const dialog = style({
  border: `2px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
/** A button's resize corner, in its bottom-right cell, above the button. */
export const handle = style({
  justifySelf: 'end',
  alignSelf: 'end',
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  margin: '3px',
  zIndex: 2,
  cursor: 'nwse-resize',
  touchAction: 'none',
  borderInlineEnd: `4px solid ${vars.color.text}`,
  borderBlockEnd: `4px solid ${vars.color.text}`,
  borderEndEndRadius: vars.radius.md,
  selectors: { '[dir="rtl"] &': { cursor: 'nesw-resize' } },
});
export const handleActive = style({ borderColor: vars.color.focus });
export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
