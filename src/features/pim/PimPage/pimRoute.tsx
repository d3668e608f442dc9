import { useNavigate, useSearch } from '@tanstack/react-router';
import type { RouterContext } from '../../../router-context.ts';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { type ResourceDescriptor, type ResourceKey, validateResourceSearch } from '../../crud/index.ts';
import type { PimEnv } from '../pimEnv.ts';
import { ensurePimData, PimPage } from './PimPage.tsx';

/**
 * The route options of a product-information list-and-edit page, so each route file is one call:
 * `createFileRoute('/_app/pim/x')(pimRoute(xResource))`. The list state lives in the URL.
 */
export function pimRoute<R extends ResourceKey, Row extends { id: string }, F>(
  descriptor: ResourceDescriptor<R, Row, F, PimEnv>,
  options: { preloadList?: boolean } = {},
) {
  function Page() {
    const search = validateResourceSearch(useSearch({ strict: false }));
    const navigate = useNavigate();
    return (
      <PimPage
        descriptor={descriptor}
        search={search}
        navigate={({ search: next, replace }) =>
          navigate({ to: '.', search: (previous) => next(validateResourceSearch(previous)), replace })
        }
      />
    );
  }
  return {
    validateSearch: validateResourceSearch,
    loader: ({ context }: { context: RouterContext }) =>
      ensurePimData(context.queryClient, options.preloadList === false ? [] : [descriptor.list()]),
    pendingComponent: TableSkeleton,
    component: Page,
  };
}
