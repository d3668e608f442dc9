import type { Namespaces } from './i18n-types.ts';
import { loadNamespaceAsync } from './i18n-util.async.ts';
import { isLocale } from './i18n-util.ts';

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
