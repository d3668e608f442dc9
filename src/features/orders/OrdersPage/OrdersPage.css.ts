import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { tokens } from '../../../styles/tokens.ts';

/** Below the tablet breakpoint the filters fold behind one button (issue 41, a phone fits). */
const phone = `screen and (max-width: ${tokens.breakpoint.md - 0.02}px)`;

export const filterToggle = style({
  marginBlockStart: vars.space.md,
  '@media': { [`screen and (min-width: ${tokens.breakpoint.md}px)`]: { display: 'none' } },
});
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(11rem, 100%), 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
  marginBlock: vars.space.lg,
  '@media': { [phone]: { selectors: { '&:not([data-open])': { display: 'none' } } } },
});
export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  marginBlockEnd: vars.space.md,
  color: vars.color.textMuted,
});
export const strong = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlock: vars.space.md,
});
export const section = style({ marginBlockStart: vars.space.lg });
export const pending = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontWeight: vars.fontWeight.bold,
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const keyBox = style({
  fontFamily: 'monospace',
  wordBreak: 'break-all',
  padding: vars.space.sm,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
});
