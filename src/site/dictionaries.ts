import type { Language } from '../domain/locales.ts';
import type { MarketingDictionary } from './i18n.ts';

/** One chunk per language: a page loads only its own language's words. */
export const DICTIONARY_MODULES: Record<Language, () => Promise<{ default: MarketingDictionary }>> = {
  sv: () => import('../i18n/sv/marketing/index.ts'),
  no: () => import('../i18n/no/marketing/index.ts'),
  en: () => import('../i18n/en/marketing/index.ts'),
  es: () => import('../i18n/es/marketing/index.ts'),
  tr: () => import('../i18n/tr/marketing/index.ts'),
  da: () => import('../i18n/da/marketing/index.ts'),
  ar: () => import('../i18n/ar/marketing/index.ts'),
};
