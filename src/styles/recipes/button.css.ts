import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme.css.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    textDecoration: 'none',
    transition: 'background-color 120ms, border-color 120ms',
    selectors: {
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&[data-hovered]': { background: vars.color.brandStrong } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&[data-hovered]': { background: vars.color.surfaceSunken } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&[data-hovered]': { background: vars.color.surfaceSunken } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onBrand,
      },
    },
    size: {
      sm: { paddingBlock: vars.space.xs, paddingInline: vars.space.sm, fontSize: vars.fontSize.sm },
      md: { paddingBlock: vars.space.sm, paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
    },
    fullWidth: { true: { inlineSize: '100%' } },
  },
  defaultVariants: { tone: 'primary', size: 'md' },
});

export type ButtonVariants = RecipeVariants<typeof button>;
