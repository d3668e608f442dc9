import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { validateResourceSearch } from '../../crud/crud.route.ts';

/**
 * The options every product-information list-and-edit route shares. A route file spreads them and
 * names its descriptor in an inline `loader` and `component`, which the router plugin splits off:
 *
 *   createFileRoute('/_app/pim/x')({
 *     ...pimRouteOptions,
 *     loader: ({ context, location }) => loadPimRoute(context, xResource, location.search), // pimData.ts
 *     component: () => <PimRoutePage descriptor={xResource} />,
 *   })
 *
 * Inline on purpose: the plugin splits only inline options, and a factory that took the descriptor
 * (as before) put the generic screen, its form controls and react-aria's overlays in the entry
 * chunk, on the login page. The list state lives in the URL.
 */
export const pimRouteOptions = { validateSearch: validateResourceSearch, pendingComponent: TableSkeleton };
