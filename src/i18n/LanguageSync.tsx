import { useEffect } from 'react';
import { directionOf, type Language } from '../domain/locales.ts';
import { useI18nContext } from './i18n-react.tsx';
import type { Locales } from './i18n-types.ts';
import { loadLocaleAsync } from './i18n-util.async.ts';
import { isLocale } from './i18n-util.ts';

/**
 * Keeps the loaded dictionary, `<html lang>` and `<html dir>` in step with the wanted language.
 * Checked again whenever LL is rebuilt: a <Namespace> that finished loading for the old language
 * rebuilds LL with it (`setLocale(old)`), and one doing so in the same batch as the switch put the
 * old language back with `locale` unchanged since the last check (a login from the English page
 * by a user who chose Svenska stayed English, now and then).
 */
export function LanguageSync({ language }: { language: Language }) {
  const { locale, LL, setLocale } = useI18nContext();
  useEffect(() => {
    // LL is a dependency only to check again after every rebuild (see above).
    void LL;
    const wanted: Locales = isLocale(language) ? language : 'en';
    if (wanted === locale) return;
    let cancelled = false;
    void loadLocaleAsync(wanted).then(() => {
      if (!cancelled) setLocale(wanted);
    });
    return () => {
      cancelled = true;
    };
  }, [language, locale, LL, setLocale]);
  useEffect(() => {
    const language = isLocale(locale) ? (locale as Language) : 'en';
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  }, [locale]);
  return null;
}
