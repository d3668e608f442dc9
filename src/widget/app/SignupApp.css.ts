import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

/** The measured element: its height is what the host gives the iframe (flow-root keeps margins inside). */
export const root = style({ display: 'flow-root' });
export const card = style({
  margin: vars.space.xxs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const subtitle = style({ color: vars.color.textMuted, marginBlock: `${vars.space.xs} 0` });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const control = style({
  font: 'inherit',
  inlineSize: '100%',
  minBlockSize: '2.5rem',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const help = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginBlock: 0 });
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, marginBlock: 0 });
export const alert = style({
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  fontSize: vars.fontSize.sm,
});
export const submit = style({
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  minBlockSize: '2.75rem',
  marginBlockStart: vars.space.xs,
  paddingInline: vars.space.lg,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandStrong },
    '&:disabled': { opacity: 0.7, cursor: 'progress' },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' },
  },
});
export const footer = style({ fontSize: vars.fontSize.sm, marginBlock: 0, color: vars.color.textMuted });
export const done = style({
  background: vars.color.brandSoft,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  marginBlock: 0,
});
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
