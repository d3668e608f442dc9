import type { NamespaceTablesTranslation, TranslationFunctions } from '../../i18n/i18n-types.ts';

/** The tables area's resources, registered with the generic screen by key. */
type TablesResources = NamespaceTablesTranslation['resources'];

declare module '../../platform/crud/resource.ts' {
  interface ResourceRegistry extends TablesResources {}
}

export const tablesTexts = (LL: TranslationFunctions) => LL.tables.resources.tables;
/** The codes of the shared rules (src/domain/tables.ts), in the user's language. */
export const tablesErrorTexts = (LL: TranslationFunctions) => LL.tables.errors;
