import { useEffect } from 'react';
import { directionOf, type Language } from '../domain/locales.ts';
import { useI18nContext } from './i18n-react.tsx';
import type { Locales } from './i18n-types.ts';
import { loadLocaleAsync } from './i18n-util.async.ts';
import { isLocale } from './i18n-util.ts';

/** Keeps the loaded dictionary, `<html lang>` and `<html dir>` in step with the wanted language. */
export function LanguageSync({ language }: { language: Language }) {
  const { locale, setLocale } = useI18nContext();
  useEffect(() => {
    const wanted: Locales = isLocale(language) ? language : 'en';
    if (wanted === locale) return;
    let cancelled = false;
    void loadLocaleAsync(wanted).then(() => {
      if (!cancelled) setLocale(wanted);
    });
    return () => {
      cancelled = true;
    };
  }, [language, locale, setLocale]);
  useEffect(() => {
    const language = isLocale(locale) ? (locale as Language) : 'en';
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  }, [locale]);
  return null;
}
