import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { media } from '../../styles/tokens.ts';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [media.lg]: {
      selectors: { '&[data-editing="true"]': { gridTemplateColumns: 'minmax(0, 1fr) minmax(24rem, 34rem)' } },
    },
  },
});

export const listArea = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
  // On small screens the editor takes the page; the list comes back when it closes.
  selectors: { [`${layout}[data-editing="true"] &`]: { display: 'none' } },
  '@media': {
    [media.lg]: { selectors: { [`${layout}[data-editing="true"] &`]: { display: 'flex' } } },
  },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const titleRow = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.md });
export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'flex-end',
});
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
});
export const filterField = style({ flex: '1 1 14rem', maxInlineSize: '24rem' });

export const bulkBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.brandSoft,
  borderRadius: vars.radius.md,
});

export const bulkAction = style({ display: 'flex', gap: vars.space.xs, alignItems: 'flex-end' });

export const status = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  minBlockSize: '1.25rem',
});

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  '@media': {
    [media.lg]: {
      position: 'sticky',
      insetBlockStart: vars.space.lg,
      maxBlockSize: `calc(100dvh - 6rem)`,
    },
  },
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const panelTitle = style({ fontSize: vars.fontSize.lg, margin: 0, outline: 'none' });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: 0,
  flex: '1 1 auto',
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.md,
  padding: vars.space.lg,
  overflowY: 'auto',
});

export const panelFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'space-between',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const footerGroup = style({ display: 'flex', gap: vars.space.sm });

export const alert = style({
  gridColumn: '1 / -1',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const dialogBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxInlineSize: '32rem',
});
export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});
export const usageList = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  maxBlockSize: '14rem',
  overflowY: 'auto',
});

export const tags = style({ display: 'inline-flex', gap: vars.space.sm, overflow: 'hidden' });
export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
});
export const dot = style({
  inlineSize: '0.6rem',
  blockSize: '0.6rem',
  borderRadius: vars.radius.full,
  flex: '0 0 auto',
});
export const muted = style({ color: vars.color.textMuted });
