import { preloadNamespaces } from '../../../i18n/Namespace.tsx';
import type { RouterContext } from '../../../router-context.ts';
import { ensureListData, type ResourceDescriptor, type ResourceKey } from '../../crud/index.ts';
import type { SettingsEnv } from '../settingsEnv.ts';

/** The route loader: the list's first page, as the screen asks for it. */
export function loadSettingsRoute<R extends ResourceKey, Row extends { id: string }, F>(
  context: RouterContext,
  descriptor: ResourceDescriptor<R, Row, F, SettingsEnv>,
  search: Record<string, unknown>,
) {
  return Promise.all([
    ensureListData(context.queryClient, descriptor, search),
    preloadNamespaces(['crud', 'settings']),
  ]);
}
