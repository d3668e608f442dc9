import { createFileRoute } from '@tanstack/react-router';
import { PimRoutePage } from '../../../features/pim/PimPage/PimRoutePage.tsx';
import { loadPimRoute } from '../../../features/pim/PimPage/pimData.ts';
import { pimRouteOptions } from '../../../features/pim/PimPage/pimRoute.ts';
import { stationsResource } from '../../../features/pim/stations.resource.tsx';

export const Route = createFileRoute('/_app/pim/stations')({
  ...pimRouteOptions,
  loader: ({ context, location }) => loadPimRoute(context, stationsResource, location.search),
  component: () => <PimRoutePage descriptor={stationsResource} />,
});
