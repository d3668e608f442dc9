import { type ReactNode, useEffect } from 'react';
import { useI18nContext } from './i18n-react.tsx';
import type { Locales, Namespaces, TranslationFunctions } from './i18n-types.ts';
import { loadNamespaceAsync } from './i18n-util.async.ts';
import { isLocale, loadedLocales } from './i18n-util.ts';

function isLoaded(locale: Locales, name: Namespaces): boolean {
  return Boolean((loadedLocales[locale] as Record<string, unknown> | undefined)?.[name]);
}

/**
 * Whether LL was built with the namespace: typesafe-i18n's LL reads the dictionary object it was
 * made from, and a namespace missing there reads as an empty object (no keys).
 */
function hasNamespace(LL: TranslationFunctions, name: Namespaces): boolean {
  return Object.keys(LL[name]).length > 0;
}

/**
 * Renders its children once a dictionary namespace is in LL for the current language (and again
 * after a language change), so each area's strings load only where they are used. A route loader
 * that loaded it before the first render (preloadNamespaces) leaves nothing to wait for; one loaded
 * since LL was built only needs LL rebuilt.
 */
export function Namespace({
  name,
  children,
  fallback = null,
}: {
  name: Namespaces;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const { locale, LL, setLocale } = useI18nContext();
  const ready = hasNamespace(LL, name);
  useEffect(() => {
    if (ready) return;
    if (isLoaded(locale, name)) {
      // In the dictionary already (a loader or another screen loaded it): a new LL reads it.
      setLocale(locale);
      return;
    }
    let cancelled = false;
    void loadNamespaceAsync(locale, name).then(() => {
      // A new translation object: LL is rebuilt with the namespace in it.
      if (!cancelled) setLocale(locale);
    });
    return () => {
      cancelled = true;
    };
  }, [ready, locale, name, setLocale]);
  return <>{ready ? children : fallback}</>;
}

/**
 * Loads dictionary namespaces in the page's language beside a route's data, so the <Namespace>
 * that reads them does not ask for them after its first render (and a nested one after that). On
 * the first page they are in the dictionary before LL is built, so the screen renders once. A
 * failure is left to <Namespace>, which asks again.
 */
export function preloadNamespaces(names: readonly Namespaces[]): Promise<void> {
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : 'en';
  return Promise.all(names.map((name) => loadNamespaceAsync(locale, name))).then(
    () => {},
    () => {},
  );
}
