import { type ReactNode, useEffect, useState } from 'react';
import { useI18nContext } from './i18n-react.tsx';
import type { Locales, Namespaces } from './i18n-types.ts';
import { loadNamespaceAsync } from './i18n-util.async.ts';
import { loadedLocales } from './i18n-util.ts';

function isLoaded(locale: Locales, name: Namespaces): boolean {
  return Boolean((loadedLocales[locale] as Record<string, unknown> | undefined)?.[name]);
}

/**
 * Renders its children once a dictionary namespace is loaded for the current language (and
 * again after a language change), so each area's strings load only where they are used.
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
  const { locale, setLocale } = useI18nContext();
  const [ready, setReady] = useState(() => isLoaded(locale, name));
  useEffect(() => {
    if (isLoaded(locale, name)) {
      setReady(true);
      return;
    }
    setReady(false);
    let cancelled = false;
    void loadNamespaceAsync(locale, name).then(() => {
      if (cancelled) return;
      // A new translation object: LL is rebuilt with the namespace in it.
      setLocale(locale);
      setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [locale, name, setLocale]);
  return <>{ready ? children : fallback}</>;
}
