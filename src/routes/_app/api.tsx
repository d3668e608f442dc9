import { createFileRoute } from '@tanstack/react-router';
import { ApiPage } from '../../features/orders/ApiPage/ApiPage.tsx';

export const Route = createFileRoute('/_app/api')({
  component: ApiPage,
});
