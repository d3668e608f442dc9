import { loadListRoute, type ResourceDescriptor, type ResourceKey } from '../../../platform/crud/index.ts';
import type { RouterContext } from '../../../router-context.ts';
import type { SettingsEnv } from '../settingsEnv.ts';

/**
 * The route loader: the list's first page, as the screen asks for it; it waits for the strings
 * only (loadListRoute): the title shows at once, the rows when they come.
 */
export function loadSettingsRoute<R extends ResourceKey, Row extends { id: string }, F>(
  context: RouterContext,
  descriptor: ResourceDescriptor<R, Row, F, SettingsEnv>,
  search: Record<string, unknown>,
) {
  return loadListRoute(context.queryClient, descriptor, search, ['settings']);
}
