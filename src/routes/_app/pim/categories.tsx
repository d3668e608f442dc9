import { createFileRoute } from '@tanstack/react-router';
import { categoriesResource } from '../../../features/pim/categories.resource.tsx';
import { pimRoute } from '../../../features/pim/PimPage/pimRoute.tsx';

export const Route = createFileRoute('/_app/pim/categories')(pimRoute(categoriesResource));
