import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

/** Cards of QR codes, three to a row on paper; a card never splits across sheets. */
export const sheet = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
  gap: vars.space.lg,
  '@media': { print: { gridTemplateColumns: 'repeat(3, 1fr)', gap: '8mm' } },
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: '#fff',
  color: '#111',
  textAlign: 'center',
  breakInside: 'avoid',
  pageBreakInside: 'avoid',
});
export const table = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const code = style({ inlineSize: '100%', maxInlineSize: '12rem', aspectRatio: '1', display: 'block' });
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm });
export const url = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
  direction: 'ltr',
});
export const toolbar = style({ display: 'flex', gap: vars.space.sm, marginBlockEnd: vars.space.md });
