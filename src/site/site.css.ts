import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';
import { media } from '../styles/tokens.ts';

/** Height of the fixed header; the page starts below it and anchors stop below it. */
export const HEADER_HEIGHT = '4rem';

globalStyle('html', { scrollPaddingBlockStart: HEADER_HEIGHT });
globalStyle('body', { background: vars.color.surface, overflowWrap: 'break-word' });
globalStyle('p', { marginBlock: 0 });

export const container = style({
  inlineSize: '100%',
  maxInlineSize: '72rem',
  marginInline: 'auto',
  paddingInline: vars.space.xl,
});

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.lg,
  insetBlockStart: '-10rem',
  zIndex: 100,
  background: vars.color.surface,
  color: vars.color.text,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  selectors: { '&:focus': { insetBlockStart: vars.space.sm } },
});

/** The page runs under the fixed header: each page starts with a hero that pads itself below it. */
export const main = style({ outline: 'none' });

const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minBlockSize: '2.75rem',
  paddingInline: vars.space.xl,
  borderRadius: vars.radius.full,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  border: '2px solid transparent',
  transition: 'background-color 120ms, color 120ms, border-color 120ms',
});

export const primaryLink = style([
  linkButton,
  {
    background: vars.color.brand,
    color: vars.color.onBrand,
    selectors: { '&:hover': { background: vars.color.brandStrong } },
  },
]);

export const secondaryLink = style([
  linkButton,
  {
    background: vars.color.surface,
    color: vars.color.brandStrong,
    borderColor: vars.color.brand,
    selectors: { '&:hover': { background: vars.color.brandSoft } },
  },
]);

export const sectionTitle = style({
  fontSize: 'clamp(1.5rem, 1.1rem + 1.6vw, 2.25rem)',
  letterSpacing: '-0.01em',
  color: vars.color.text,
});

export const sectionLead = style({
  marginBlockStart: vars.space.md,
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  maxInlineSize: '46rem',
});

export const section = style({
  paddingBlock: '3.5rem',
  '@media': { [media.md]: { paddingBlock: '5rem' } },
});

export const sectionMuted = style([section, { background: vars.color.surfaceMuted }]);
