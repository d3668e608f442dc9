import type { NamespaceStaffTranslation, TranslationFunctions } from '../../i18n/i18n-types.ts';

/** The staff area's resources, registered with the generic screen by key. */
type StaffResources = NamespaceStaffTranslation['resources'];

declare module '../../platform/crud/resource.ts' {
  interface ResourceRegistry extends StaffResources {}
}

/** A staff resource's words: `staff.resources.<key>`. */
export function staffTexts<K extends keyof StaffResources>(key: K) {
  return (LL: TranslationFunctions) => LL.staff.resources[key];
}

/** The codes of the shared rules (src/domain/staff.ts), in the user's language. */
export const staffErrorTexts = (LL: TranslationFunctions) => LL.staff.errors;
