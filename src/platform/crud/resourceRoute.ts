import { TableSkeleton } from '../../ui/Skeleton.tsx';
import { validateResourceSearch } from './crud.route.ts';

/**
 * The options every list-and-edit route shares (issue 45: one copy, not one per area). A generated
 * route file spreads them and names its descriptor in an inline `loader` and `component`, which
 * the router plugin splits off:
 *
 *   createFileRoute('/_app/pim/x')({
 *     ...resourceRouteOptions,
 *     loader: ({ context, location }) => loadPimRoute(context, xResource, location.search), // pimData.ts
 *     component: () => <PimRoutePage descriptor={xResource} />,
 *   })
 *
 * Inline on purpose: the plugin splits only inline options, and a factory that took the descriptor
 * put the generic screen, its form controls and react-aria's overlays in the entry chunk, on the
 * login page. The list state lives in the URL.
 */
export const resourceRouteOptions = {
  validateSearch: validateResourceSearch,
  pendingComponent: TableSkeleton,
};
