import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './theme.css.ts';
import { media } from './tokens.ts';

/** Layout utilities: logical properties only, so Arabic mirrors without extra work. */
const layout = defineProperties({
  conditions: { base: {}, md: { '@media': media.md }, lg: { '@media': media.lg } },
  defaultCondition: 'base',
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex'],
    flexDirection: ['row', 'column'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    flexWrap: ['wrap', 'nowrap'],
    gap: vars.space,
    paddingBlock: vars.space,
    paddingInline: vars.space,
    marginBlock: vars.space,
    marginInline: vars.space,
    marginInlineStart: vars.space,
    textAlign: ['start', 'center', 'end'],
  },
  shorthands: { padding: ['paddingBlock', 'paddingInline'] },
});

const typography = defineProperties({
  properties: {
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      brand: vars.color.brandStrong,
      danger: vars.color.danger,
    },
  },
});

export const sprinkles = createSprinkles(layout, typography);
export type Sprinkles = Parameters<typeof sprinkles>[0];
