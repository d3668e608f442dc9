import type { Language } from '../domain/locales.ts';
import ar from '../i18n/ar/widget/index.ts';
import da from '../i18n/da/widget/index.ts';
import en from '../i18n/en/widget/index.ts';
import es from '../i18n/es/widget/index.ts';
import type { NamespaceWidgetTranslation } from '../i18n/i18n-types.ts';
import no from '../i18n/no/widget/index.ts';
import sv from '../i18n/sv/widget/index.ts';
import tr from '../i18n/tr/widget/index.ts';

/**
 * The `widget` namespace in every language, for the loader: it has no typesafe-i18n runtime and
 * uses only strings without parameters, so the seven small dictionaries are bundled as they are.
 */
export const WIDGET_STRINGS: Record<Language, NamespaceWidgetTranslation> = { ar, da, en, es, no, sv, tr };
