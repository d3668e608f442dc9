import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  inlineSize: 'min(48rem, 86vw)',
});

export const summary = style({ fontWeight: vars.fontWeight.medium });

export const errors = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  maxBlockSize: '10rem',
  overflowY: 'auto',
});

export const tableWrap = style({
  maxBlockSize: '40vh',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} thead th`, {
  position: 'sticky',
  insetBlockStart: 0,
  background: vars.color.surfaceSunken,
});
globalStyle(`${table} tr[data-action="ERROR"]`, { background: vars.color.dangerSoft });
globalStyle(`${table} tr[data-action="CREATE"], ${table} tr[data-action="UPDATE"]`, {
  background: vars.color.successSoft,
});

export const caption = style({
  textAlign: 'start',
  padding: vars.space.sm,
  fontWeight: vars.fontWeight.medium,
});

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const progressLabel = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
});

export const track = style({
  blockSize: '0.5rem',
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  position: 'relative',
});

export const fill = style({
  blockSize: '100%',
  background: vars.color.brand,
  borderRadius: vars.radius.full,
  transition: 'inline-size 150ms',
});

const slide = keyframes({
  from: { insetInlineStart: '-40%' },
  to: { insetInlineStart: '100%' },
});

export const indeterminate = style({
  position: 'absolute',
  inlineSize: '40%',
  animation: `${slide} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', inlineSize: '100%', opacity: 0.5 } },
});
