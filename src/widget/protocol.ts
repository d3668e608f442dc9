import type { Language } from '../domain/locales.ts';

/** Messages between a partner page and our widgets; internal ones are prefixed `__`. */
export type WidgetEvent = { type: 'language-changed'; namespace: string; language: Language };

export const WIDGET_EVENT_PREFIX = 'ordna:';
