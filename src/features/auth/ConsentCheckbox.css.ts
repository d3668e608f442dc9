import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const row = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  cursor: 'pointer',
});

export const box = style({
  inlineSize: '1.1rem',
  blockSize: '1.1rem',
  flex: '0 0 auto',
  marginBlockStart: '0.1rem',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.onBrand,
  fontSize: '0.75rem',
  selectors: {
    [`${row}[data-selected] &`]: { background: vars.color.brand, borderColor: vars.color.brand },
    [`${row}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The native input, out of sight but focusable and announced (what react-aria's Checkbox did). */
export const input = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
