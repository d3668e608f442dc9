import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const page = style({ display: 'grid', gap: vars.space.lg });
export const section = style({ display: 'grid', gap: vars.space.md });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const row = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'flex-end' });
export const form = style({ display: 'grid', gap: vars.space.md, maxInlineSize: '36rem' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const item = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  flexWrap: 'wrap',
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const board = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&:fullscreen': { padding: vars.space.xl, fontSize: '1.5rem' } },
});
export const live = style({ color: vars.color.success, fontWeight: vars.fontWeight.medium });
export const table = style({ inlineSize: '100%', borderCollapse: 'collapse' });
export const cell = style({
  textAlign: 'start',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
