import { useNavigate, useSearch } from '@tanstack/react-router';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import {
  type ResourceDescriptor,
  type ResourceKey,
  ResourceScreen,
  ResourceScreenSuspense,
  validateResourceSearch,
} from '../../crud/index.ts';
import { type SettingsEnv, useSettingsEnv } from '../settingsEnv.ts';

function SettingsScreen<R extends ResourceKey, Row extends { id: string }, F>({
  descriptor,
}: {
  descriptor: ResourceDescriptor<R, Row, F, SettingsEnv>;
}) {
  const env = useSettingsEnv();
  const search = validateResourceSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  return (
    <ResourceScreen
      descriptor={descriptor}
      env={env}
      search={search}
      onSearch={(patch, options) =>
        navigate({
          to: '.',
          search: (previous) => ({ ...validateResourceSearch(previous), ...patch }),
          replace: options?.replace,
        })
      }
    />
  );
}

/** A settings list-and-edit page: the `crud` and `settings` dictionaries and the generic screen. */
export function SettingsRoutePage<R extends ResourceKey, Row extends { id: string }, F>({
  descriptor,
}: {
  descriptor: ResourceDescriptor<R, Row, F, SettingsEnv>;
}) {
  return (
    <Namespace name="crud" fallback={<TableSkeleton />}>
      <Namespace name="settings" fallback={<TableSkeleton />}>
        <ResourceScreenSuspense descriptor={descriptor}>
          <SettingsScreen descriptor={descriptor} />
        </ResourceScreenSuspense>
      </Namespace>
    </Namespace>
  );
}
