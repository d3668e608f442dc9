import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const input = style({
  font: 'inherit',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[data-focused]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });
export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
