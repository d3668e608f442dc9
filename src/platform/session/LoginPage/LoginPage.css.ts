import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const page = style({
  minBlockSize: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  background: `linear-gradient(160deg, ${vars.color.brandSoft}, ${vars.color.surfaceMuted} 60%)`,
});
export const card = style({
  inlineSize: '100%',
  maxInlineSize: '26rem',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space.xxl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
export const brand = style({
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
});
export const subtitle = style({ color: vars.color.textMuted, marginBlock: 0 });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const alert = style({
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  fontSize: vars.fontSize.sm,
});
export const info = style({
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  fontSize: vars.fontSize.sm,
});
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
