import type { NamespaceInventoryTranslation, TranslationFunctions } from '../../i18n/i18n-types.ts';

/** The inventory area's resources, registered with the generic screen by key. */
type InventoryResources = NamespaceInventoryTranslation['resources'];

declare module '../../platform/crud/resource.ts' {
  interface ResourceRegistry extends InventoryResources {}
}

/** An inventory resource's words: `inventory.resources.<key>`. */
export function inventoryTexts<K extends keyof InventoryResources>(key: K) {
  return (LL: TranslationFunctions) => LL.inventory.resources[key];
}
