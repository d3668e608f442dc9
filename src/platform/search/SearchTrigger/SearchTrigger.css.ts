import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/tokens.ts';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  // A phone: the whole second row of the top bar (TopBar.css.ts); wider, beside the controls.
  order: 1,
  flex: '1 1 100%',
  minInlineSize: 0,
  '@media': { [media.md]: { order: 0, flex: '1 1 auto', maxInlineSize: '28rem' } },
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  cursor: 'text',
  selectors: {
    // A native button (not react-aria's): the browser's own hover and keyboard-focus states.
    '&:hover': { borderColor: vars.color.textMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-disabled="true"]': { cursor: 'default', opacity: 0.7 },
  },
});
export const text = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
/** Spec section 2: the short placeholder on small screens, the long one from medium (768 px) up. */
export const short = style([text, { '@media': { [media.md]: { display: 'none' } } }]);
export const long = style([text, { display: 'none', '@media': { [media.md]: { display: 'inline' } } }]);
