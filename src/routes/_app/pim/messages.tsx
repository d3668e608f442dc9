import { createFileRoute } from '@tanstack/react-router';
import { messagesResource } from '../../../features/pim/messages.resource.tsx';
import { PimRoutePage } from '../../../features/pim/PimPage/PimRoutePage.tsx';
import { loadPimRoute } from '../../../features/pim/PimPage/pimData.ts';
import { pimRouteOptions } from '../../../features/pim/PimPage/pimRoute.ts';

export const Route = createFileRoute('/_app/pim/messages')({
  ...pimRouteOptions,
  loader: ({ context, location }) => loadPimRoute(context, messagesResource, location.search),
  component: () => <PimRoutePage descriptor={messagesResource} />,
});
