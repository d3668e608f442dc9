import { Namespace } from '../../../i18n/Namespace.tsx';
import type { ResourceDescriptor, ResourceKey, ResourceSearch } from '../../../platform/crud/index.ts';
import { ResourceScreen, ResourceScreenSuspense } from '../../../platform/crud/index.ts';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { type PimEnv, usePimEnv } from '../pimEnv.ts';
import { PimNav } from './PimNav.tsx';

/** What a route hands over to change its search params. */
export type SearchNavigate = (options: {
  search: (previous: ResourceSearch) => ResourceSearch;
  replace?: boolean;
}) => unknown;

interface PimPageProps<R extends ResourceKey, Row extends { id: string }, F> {
  descriptor: ResourceDescriptor<R, Row, F, PimEnv>;
  search: ResourceSearch;
  navigate: SearchNavigate;
}

function PimScreen<R extends ResourceKey, Row extends { id: string }, F>({
  descriptor,
  search,
  navigate,
}: PimPageProps<R, Row, F>) {
  const env = usePimEnv(descriptor.key);
  return (
    <ResourceScreen
      descriptor={descriptor}
      env={env}
      search={search}
      onSearch={(patch, options) =>
        navigate({ search: (previous) => ({ ...previous, ...patch }), replace: options?.replace })
      }
    />
  );
}

/**
 * A product-information page: the `pim` dictionary, then the generic screen with one descriptor;
 * its title shows while the first rows load (the route's loader does not wait for them: pimData.ts).
 */
export function PimPage<R extends ResourceKey, Row extends { id: string }, F>(
  props: PimPageProps<R, Row, F>,
) {
  return (
    <Namespace name="crud" fallback={<TableSkeleton />}>
      <Namespace name="pim" fallback={<TableSkeleton />}>
        <PimNav />
        <ResourceScreenSuspense descriptor={props.descriptor}>
          <PimScreen {...props} />
        </ResourceScreenSuspense>
      </Namespace>
    </Namespace>
  );
}
