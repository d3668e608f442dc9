import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(12rem, 16rem) minmax(0, 1fr)',
  '@media': { 'screen and (max-width: 48rem)': { gridTemplateColumns: '1fr' } },
});
export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const step = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
});
export const current = style({ background: vars.color.surfaceSunken, fontWeight: 600 });
export const state = style({ color: vars.color.textMuted, fontSize: '0.875em' });
export const panel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const error = style({ color: vars.color.danger, margin: 0 });
export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  borderInlineStart: `4px solid ${vars.color.danger}`,
});
export const kinds = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const kind = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.borderStrong}`,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.text, fontWeight: 600 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.text}`, outlineOffset: 2 },
  },
});
export const categories = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const products = style({ margin: 0, paddingInlineStart: vars.space.md, color: vars.color.textMuted });
