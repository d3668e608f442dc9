import { createFileRoute } from '@tanstack/react-router';
import { categoriesResource } from '../../../features/pim/categories.resource.tsx';
import { PimRoutePage } from '../../../features/pim/PimPage/PimRoutePage.tsx';
import { loadPimRoute } from '../../../features/pim/PimPage/pimData.ts';
import { pimRouteOptions } from '../../../features/pim/PimPage/pimRoute.ts';

export const Route = createFileRoute('/_app/pim/categories')({
  ...pimRouteOptions,
  loader: ({ context, location }) => loadPimRoute(context, categoriesResource, location.search),
  component: () => <PimRoutePage descriptor={categoriesResource} />,
});
