import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const group = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  minInlineSize: 0,
});

export const legend = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  paddingInline: vars.space.xs,
});

export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end', flexWrap: 'wrap' });
export const grow = style({ flex: '1 1 8rem', minInlineSize: 0 });
export const narrow = style({ flex: '0 0 7rem' });

export const translations = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.sm,
});

export const disclosureButton = style({
  all: 'unset',
  cursor: 'pointer',
  display: 'inline-flex',
  gap: vars.space.xs,
  alignItems: 'center',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.brandStrong,
  borderRadius: vars.radius.sm,
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const swatches = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const swatch = style({
  inlineSize: '2rem',
  blockSize: '2rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.surface}`,
  boxShadow: `0 0 0 1px ${vars.color.borderStrong}`,
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-selected]': { boxShadow: `0 0 0 3px ${vars.color.text}` },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '3px' },
  },
});

export const checkboxRow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});

export const box = style({
  inlineSize: '1.1rem',
  blockSize: '1.1rem',
  flex: '0 0 auto',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.onBrand,
  fontSize: '0.75rem',
  selectors: {
    [`${checkboxRow}[data-selected] &`]: { background: vars.color.brand, borderColor: vars.color.brand },
    [`${checkboxRow}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const checkboxGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.xs,
});

export const subheading = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  marginBlockStart: vars.space.xs,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const chipButton = style({
  all: 'unset',
  cursor: 'pointer',
  inlineSize: '1.5rem',
  blockSize: '1.5rem',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  selectors: {
    '&[data-hovered]': { background: vars.color.border },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` },
    '&[data-disabled]': { opacity: 0.35, cursor: 'default' },
  },
});

export const dot = style({
  inlineSize: '0.6rem',
  blockSize: '0.6rem',
  borderRadius: vars.radius.full,
  flex: '0 0 auto',
});

export const popover = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  minInlineSize: 'var(--trigger-width)',
  maxBlockSize: '18rem',
  overflowY: 'auto',
});

export const option = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.brandSoft },
  },
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const preview = style({
  maxInlineSize: '8rem',
  maxBlockSize: '6rem',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const errorText = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });

/** The fold arrow points along the reading direction. */
export const foldArrow = style({
  display: 'inline-block',
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

/** A checkbox label with a line of explanation under it. */
export const optionText = style({ display: 'flex', flexDirection: 'column', gap: '0.125rem' });

export const optionDescription = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const suggest = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  flexWrap: 'wrap',
  marginBlockStart: vars.space.sm,
});

export const suggestMessage = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const slider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  selectors: { '&[data-disabled]': { opacity: 0.5 } },
});

export const sliderTrack = style({
  position: 'relative',
  inlineSize: '7rem',
  blockSize: '1.5rem',
  // The rail: a line through the middle of the track.
  '::before': {
    content: '""',
    position: 'absolute',
    insetInline: 0,
    insetBlockStart: '50%',
    blockSize: 4,
    marginBlockStart: -2,
    borderRadius: 2,
    background: vars.color.borderStrong,
  },
});

export const sliderThumb = style({
  insetBlockStart: '50%',
  inlineSize: '1rem',
  blockSize: '1rem',
  marginBlockStart: '-0.5rem',
  borderRadius: '50%',
  background: vars.color.brand,
  border: `2px solid ${vars.color.onBrand}`,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-dragging]': { background: vars.color.borderStrong },
  },
});

/** A file field's frame: a fieldset for its name, drawn like a text field (no border). */
export const fileGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  border: 0,
  margin: 0,
  padding: 0,
  minInlineSize: 0,
});

export const fileRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
