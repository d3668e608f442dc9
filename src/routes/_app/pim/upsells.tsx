import { createFileRoute } from '@tanstack/react-router';
import { PimRoutePage } from '../../../features/pim/PimPage/PimRoutePage.tsx';
import { loadPimRoute } from '../../../features/pim/PimPage/pimData.ts';
import { pimRouteOptions } from '../../../features/pim/PimPage/pimRoute.ts';
import { upsellsResource } from '../../../features/pim/upsells.resource.tsx';

export const Route = createFileRoute('/_app/pim/upsells')({
  ...pimRouteOptions,
  loader: ({ context, location }) => loadPimRoute(context, upsellsResource, location.search),
  component: () => <PimRoutePage descriptor={upsellsResource} />,
});
