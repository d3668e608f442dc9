import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  background: vars.color.surfaceSunken,
  padding: vars.space.md,
  minBlockSize: '80vh',
  selectors: { '&:fullscreen': { overflow: 'auto' } },
});
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  justifyContent: 'space-between',
});
export const headerGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'flex-end',
});
export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
export const offline = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  border: `2px solid ${vars.color.danger}`,
  fontWeight: vars.fontWeight.bold,
});
export const notice = style({ margin: 0, minBlockSize: '1.5em', color: vars.color.text });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(14rem, 18rem)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: '1fr' } },
});
export const tickets = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space.sm,
});
const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  borderInlineStart: `8px solid ${vars.color.success}`,
  borderBlock: `1px solid ${vars.color.border}`,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  '@media': { print: { breakInside: 'avoid', marginBlockEnd: vars.space.md, border: '1px solid #000' } },
});
export const ticket = styleVariants({
  fresh: [card],
  warning: [card, { borderInlineStartColor: vars.color.warning, background: vars.color.warningSoft }],
  late: [card, { borderInlineStartColor: vars.color.danger, background: vars.color.dangerSoft }],
});
export const ticketHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
});
export const key = style({
  display: 'inline-block',
  minInlineSize: '1.6em',
  textAlign: 'center',
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.surface,
  marginInlineEnd: vars.space.xs,
});
export const stage = styleVariants({
  NEW: { color: vars.color.text },
  IN_PROGRESS: { color: vars.color.brandStrong },
  READY: { color: vars.color.success },
  SERVED: { color: vars.color.textMuted },
});
export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});
export const lineTitle = style({ fontWeight: vars.fontWeight.bold });
export const detail = style({ margin: 0, paddingInlineStart: vars.space.md, fontSize: vars.fontSize.sm });
export const message = style([detail, { fontWeight: vars.fontWeight.bold, color: vars.color.danger }]);
export const side = style({ display: 'grid', gap: vars.space.md });
export const panel = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const panelTitle = style({ margin: 0, marginBlockEnd: vars.space.xs, fontSize: vars.fontSize.md });
export const table = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({ textAlign: 'start', paddingBlock: vars.space.xxs });
export const num = style({ textAlign: 'end', paddingBlock: vars.space.xxs });

/** A new ticket (issue 47 item 10): a thick outline that pulses for a few seconds; steady without motion. */
const pulse = keyframes({
  '0%, 100%': { outlineColor: vars.color.brand, boxShadow: `0 0 0 0 ${vars.color.brand}` },
  '50%': { outlineColor: vars.color.focus, boxShadow: `0 0 0.75rem 0.25rem ${vars.color.brand}` },
});
export const flash = style({
  outline: `4px solid ${vars.color.brand}`,
  outlineOffset: '2px',
  animation: `${pulse} 1s ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
    print: { outline: 'none', animation: 'none', boxShadow: 'none' },
  },
});
export const srOnly = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  margin: 0,
});
