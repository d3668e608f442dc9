import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
  marginBlock: vars.space.lg,
});
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
});
export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const value = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const muted = style({ color: vars.color.textMuted });
export const notice = style({
  background: vars.color.surface,
  borderInlineStart: `4px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  marginBlockEnd: vars.space.lg,
});
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });
export const more = style({ marginBlockStart: vars.space.md });
export const wide = style({ gridColumn: '1 / -1' });
export const holder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
});
export const formFields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});
export const venueList = style({ listStyle: 'none', margin: 0, padding: 0 });
export const alert = style({ color: vars.color.danger });
/** A shareholder's row: a fieldset for its name (whose "Full name"), drawn as a plain row. */
export const person = style({ border: 0, padding: 0, margin: 0, minInlineSize: 0 });
