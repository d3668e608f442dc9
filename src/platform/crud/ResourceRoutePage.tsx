import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Namespaces } from '../../i18n/i18n-types.ts';
import { Namespace } from '../../i18n/Namespace.tsx';
import { TableSkeleton } from '../../ui/Skeleton.tsx';
import { validateResourceSearch } from './crud.route.ts';
import { ResourceScreen, ResourceScreenSuspense } from './ResourceScreen.tsx';
import type { ResourceDescriptor, ResourceEnvBase, ResourceKey } from './resource.ts';

interface FrameProps<R extends ResourceKey, Row extends { id: string }, F, Env extends ResourceEnvBase> {
  descriptor: ResourceDescriptor<R, Row, F, Env>;
  /** The area's env hook: what its descriptors read (venues, access levels…); it may suspend. */
  useEnv: () => Env;
  /** The area's dictionary, beside `crud`. */
  namespace: Namespaces;
  /** Above the list, inside the dictionaries: the area's tabs. */
  nav?: ReactNode;
}

function RouteScreen<R extends ResourceKey, Row extends { id: string }, F, Env extends ResourceEnvBase>({
  descriptor,
  useEnv,
}: Pick<FrameProps<R, Row, F, Env>, 'descriptor' | 'useEnv'>) {
  const env = useEnv();
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

/**
 * The one page frame of a list-and-edit route (issue 45): the `crud` and area dictionaries, the
 * area's tabs, and the generic screen bound to the URL (the list state lives in the search). An
 * area names its env and dictionary in a three-line wrapper (`SettingsRoutePage`); it does not
 * copy this.
 */
export function ResourceRoutePage<
  R extends ResourceKey,
  Row extends { id: string },
  F,
  Env extends ResourceEnvBase,
>({ descriptor, useEnv, namespace, nav }: FrameProps<R, Row, F, Env>) {
  return (
    <Namespace name="crud" fallback={<TableSkeleton />}>
      <Namespace name={namespace} fallback={<TableSkeleton />}>
        {nav}
        <ResourceScreenSuspense descriptor={descriptor}>
          <RouteScreen descriptor={descriptor} useEnv={useEnv} />
        </ResourceScreenSuspense>
      </Namespace>
    </Namespace>
  );
}
