import { i18nObject } from 'typesafe-i18n';
import type { Language } from '../../domain/locales.ts';
import type {
  Formatters,
  Locales,
  NamespaceAuthTranslation,
  NamespaceWidgetTranslation,
  TranslationFunctions,
  Translations,
} from '../../i18n/i18n-types.ts';

/**
 * The iframe app's strings: the `auth` namespace (every sign-up string) and the `widget` one, for
 * one language at a time, each language in its own chunks. No other namespace is loaded.
 */

const auth = import.meta.glob<{ default: NamespaceAuthTranslation }>('../../i18n/*/auth/index.ts');
const widget = import.meta.glob<{ default: NamespaceWidgetTranslation }>('../../i18n/*/widget/index.ts');

function loader<T>(
  modules: Record<string, () => Promise<{ default: T }>>,
  language: Language,
  namespace: string,
) {
  const load = modules[`../../i18n/${language}/${namespace}/index.ts`];
  if (!load) throw new Error(`no ${namespace} strings for ${language}`);
  return load();
}

/**
 * Translation functions of the two namespaces; the app reads only `LL.auth` and `LL.widget`.
 * Wrapped in an object: `LL` is a proxy that answers every property, `then` included, so a promise
 * of `LL` itself would never settle.
 */
export async function loadTranslations(language: Language): Promise<{ LL: TranslationFunctions }> {
  const [authStrings, widgetStrings] = await Promise.all([
    loader(auth, language, 'auth'),
    loader(widget, language, 'widget'),
  ]);
  const translations = { auth: authStrings.default, widget: widgetStrings.default } as Translations;
  return {
    LL: i18nObject<Locales, Translations, TranslationFunctions, Formatters>(language, translations, {}),
  };
}
