import { type ReactNode, useEffect, useState } from 'react';
import { useI18nContext } from './i18n-react.tsx';
import type { Namespaces } from './i18n-types.ts';
import { loadNamespaceAsync } from './i18n-util.async.ts';
import { loadedLocales } from './i18n-util.ts';

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
  const loaded = (code: typeof locale) =>
    Boolean((loadedLocales[code] as Record<string, unknown> | undefined)?.[name]);
  const [ready, setReady] = useState(() => loaded(locale));
  useEffect(() => {
    if (loaded(locale)) {
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
    // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded` reads module state
  }, [locale, name, setLocale]);
  return <>{ready ? children : fallback}</>;
}
