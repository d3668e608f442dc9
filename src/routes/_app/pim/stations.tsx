import { createFileRoute } from '@tanstack/react-router';
import { pimRoute } from '../../../features/pim/PimPage/pimRoute.tsx';
import { stationsResource } from '../../../features/pim/stations.resource.tsx';

export const Route = createFileRoute('/_app/pim/stations')(pimRoute(stationsResource));
