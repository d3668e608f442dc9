import { createFileRoute } from '@tanstack/react-router';
import { PimRoutePage } from '../../../features/pim/PimPage/PimRoutePage.tsx';
import { loadPimRoute } from '../../../features/pim/PimPage/pimData.ts';
import { pimRouteOptions } from '../../../features/pim/PimPage/pimRoute.ts';
import { variationsResource } from '../../../features/pim/variations.resource.tsx';

export const Route = createFileRoute('/_app/pim/variations')({
  ...pimRouteOptions,
  loader: ({ context, location }) => loadPimRoute(context, variationsResource, location.search),
  component: () => <PimRoutePage descriptor={variationsResource} />,
});
