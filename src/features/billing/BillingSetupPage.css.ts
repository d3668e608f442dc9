import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ display: 'grid', gap: vars.space.lg, maxInlineSize: '32rem' });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const form = style({ display: 'grid', gap: vars.space.md });
export const error = style({ color: vars.color.danger, margin: 0 });
