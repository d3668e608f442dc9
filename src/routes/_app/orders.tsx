import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../../features/orders/OrdersPage/OrdersPage.tsx';
import { validateOrdersSearch } from '../../features/orders/orders.route.ts';

export const Route = createFileRoute('/_app/orders')({
  validateSearch: validateOrdersSearch,
  component: OrdersPage,
});
