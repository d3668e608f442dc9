import { createFileRoute } from '@tanstack/react-router';
import { modificationsResource } from '../../../features/pim/modifications.resource.tsx';
import { pimRoute } from '../../../features/pim/PimPage/pimRoute.tsx';

export const Route = createFileRoute('/_app/pim/manage-modifications')(pimRoute(modificationsResource));
