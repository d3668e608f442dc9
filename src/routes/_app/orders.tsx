import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../../features/orders/OrdersPage/OrdersPage.tsx';

export const Route = createFileRoute('/_app/orders')({
  component: OrdersPage,
});
