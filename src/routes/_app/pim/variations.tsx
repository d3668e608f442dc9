import { createFileRoute } from '@tanstack/react-router';
import { pimRoute } from '../../../features/pim/PimPage/pimRoute.tsx';
import { variationsResource } from '../../../features/pim/variations.resource.tsx';

export const Route = createFileRoute('/_app/pim/variations')(pimRoute(variationsResource));
