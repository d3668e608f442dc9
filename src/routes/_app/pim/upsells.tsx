import { createFileRoute } from '@tanstack/react-router';
import { pimRoute } from '../../../features/pim/PimPage/pimRoute.tsx';
import { upsellsResource } from '../../../features/pim/upsells.resource.tsx';

export const Route = createFileRoute('/_app/pim/upsells')(pimRoute(upsellsResource));
