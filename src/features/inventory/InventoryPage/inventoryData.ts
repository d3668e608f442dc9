import { loadListRoute, type ResourceDescriptor, type ResourceKey } from '../../../platform/crud/index.ts';
import type { RouterContext } from '../../../router-context.ts';
import type { InventoryEnv } from '../inventoryEnv.ts';

/** The route loader of an inventory list-and-edit page: its first page, waiting for the words only. */
export function loadInventoryRoute<R extends ResourceKey, Row extends { id: string }, F>(
  context: RouterContext,
  descriptor: ResourceDescriptor<R, Row, F, InventoryEnv>,
  search: Record<string, unknown>,
) {
  return loadListRoute(context.queryClient, descriptor, search, ['inventory']);
}
