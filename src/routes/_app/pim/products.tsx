import { createFileRoute } from '@tanstack/react-router';
import { pimRoute } from '../../../features/pim/PimPage/pimRoute.tsx';
import { productsResource } from '../../../features/pim/products.resource.tsx';

export const Route = createFileRoute('/_app/pim/products')(
  pimRoute(productsResource, { preloadList: false }),
);
