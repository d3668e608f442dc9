import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

/** The single-record settings pages (company, receipt): a form panel and its status lines. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxInlineSize: '72rem',
});
export const panel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
});
export const wide = style({ gridColumn: '1 / -1' });
export const actions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const error = style({ color: vars.color.danger, margin: 0 });
export const success = style({ color: vars.color.text, margin: 0 });
export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  gridColumn: '1 / -1',
});
export const legend = style({ fontWeight: 600, marginBlockEnd: vars.space.xs, paddingInline: 0 });
export const previews = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, alignItems: 'start' });
/** A preview's frame: no wider than the page, its paper scrolls inside on a phone. */
export const previewFigure = style({
  margin: 0,
  minInlineSize: 0,
  maxInlineSize: '100%',
  display: 'grid',
  // One column no wider than the frame: the paper scrolls inside it on a phone.
  gridTemplateColumns: 'minmax(0, 100%)',
  gap: vars.space.sm,
  justifyItems: 'start',
});
export const paper = style({
  background: '#fff',
  color: '#111',
  fontFamily: 'ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace',
  fontSize: '0.8rem',
  lineHeight: 1.25,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.sm,
  boxShadow: vars.shadow.sm,
  margin: 0,
  whiteSpace: 'pre',
  overflowX: 'auto',
  maxInlineSize: '100%',
  // The receipt prints left to right whatever the page direction (monospaced columns).
  direction: 'ltr',
  unicodeBidi: 'isolate',
  '@media': { print: { boxShadow: 'none', overflowX: 'visible', paddingInline: 0 } },
});
export const strong = style({ fontWeight: 700 });
export const logo = style({
  display: 'block',
  maxBlockSize: '3rem',
  maxInlineSize: '100%',
  marginInline: 'auto',
});
