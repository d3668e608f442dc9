import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

/** The centred message pages of the shell: access denied, error, not found. */
export const messagePage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  maxInlineSize: '36rem',
  paddingBlock: vars.space.xxl,
});
export const eyebrow = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const body = style({ margin: 0, color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });
export const details = style({
  inlineSize: '100%',
  overflow: 'auto',
  padding: vars.space.md,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
});
export const fullPage = style({
  minBlockSize: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xl,
});
export const detailsBox = style({ inlineSize: '100%' });
