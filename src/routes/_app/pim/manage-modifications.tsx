import { createFileRoute } from '@tanstack/react-router';
import { modificationsResource } from '../../../features/pim/modifications.resource.tsx';
import { PimRoutePage } from '../../../features/pim/PimPage/PimRoutePage.tsx';
import { loadPimRoute } from '../../../features/pim/PimPage/pimData.ts';
import { pimRouteOptions } from '../../../features/pim/PimPage/pimRoute.ts';

export const Route = createFileRoute('/_app/pim/manage-modifications')({
  ...pimRouteOptions,
  loader: ({ context, location }) => loadPimRoute(context, modificationsResource, location.search),
  component: () => <PimRoutePage descriptor={modificationsResource} />,
});
