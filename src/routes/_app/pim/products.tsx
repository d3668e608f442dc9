import { createFileRoute } from '@tanstack/react-router';
import { PimRoutePage } from '../../../features/pim/PimPage/PimRoutePage.tsx';
import { loadPimRoute } from '../../../features/pim/PimPage/pimData.ts';
import { pimRouteOptions } from '../../../features/pim/PimPage/pimRoute.ts';
import { productsResource } from '../../../features/pim/products.resource.tsx';

export const Route = createFileRoute('/_app/pim/products')({
  ...pimRouteOptions,
  loader: ({ context, location }) => loadPimRoute(context, productsResource, location.search),
  component: () => <PimRoutePage descriptor={productsResource} />,
});
