import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../../features/orders/OrdersPage/OrdersPage.tsx';
import { loadOrdersRoute } from '../../features/orders/orders.queries.ts';
import { validateOrdersSearch } from '../../features/orders/orders.route.ts';

export const Route = createFileRoute('/_app/orders')({
  validateSearch: validateOrdersSearch,
  loader: ({ context, location }) => loadOrdersRoute(context.queryClient, location.search),
  component: OrdersPage,
});
