import type { NamespaceSettingsTranslation, TranslationFunctions } from '../../i18n/i18n-types.ts';

/** The settings area's resources, registered with the generic screen by key. */
type SettingsResources = NamespaceSettingsTranslation['resources'];

declare module '../../platform/crud/resource.ts' {
  interface ResourceRegistry extends SettingsResources {}
}

/** A settings resource's words: `settings.resources.<key>`. */
export function settingsTexts<K extends keyof SettingsResources>(key: K) {
  return (LL: TranslationFunctions) => LL.settings.resources[key];
}

/** The codes of the shared rules (src/domain/venueSettings.ts), in the user's language. */
export const settingsErrorTexts = (LL: TranslationFunctions) => LL.settings.errors;
