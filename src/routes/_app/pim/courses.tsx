import { createFileRoute } from '@tanstack/react-router';
import { coursesResource } from '../../../features/pim/courses.resource.tsx';
import { PimRoutePage } from '../../../features/pim/PimPage/PimRoutePage.tsx';
import { loadPimRoute } from '../../../features/pim/PimPage/pimData.ts';
import { pimRouteOptions } from '../../../features/pim/PimPage/pimRoute.ts';

export const Route = createFileRoute('/_app/pim/courses')({
  ...pimRouteOptions,
  loader: ({ context, location }) => loadPimRoute(context, coursesResource, location.search),
  component: () => <PimRoutePage descriptor={coursesResource} />,
});
