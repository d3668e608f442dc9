import type { NamespacePimTranslation, TranslationFunctions } from '../../i18n/i18n-types.ts';

/** Product information's resources, registered with the generic screen by key. */
type PimResources = NamespacePimTranslation['resources'];

declare module '../../platform/crud/resource.ts' {
  interface ResourceRegistry extends PimResources {}
}

/** A product-information resource's words: `pim.resources.<key>`. */
export function pimTexts<K extends keyof PimResources>(key: K) {
  return (LL: TranslationFunctions) => LL.pim.resources[key];
}

/** The codes of the shared rules (src/domain/pimSchemas.ts), in the user's language. */
export const pimErrorTexts = (LL: TranslationFunctions) => LL.pim.errors;
