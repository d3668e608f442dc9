import { createFileRoute } from '@tanstack/react-router';
import { DiscountsPage } from '../../features/discounts/DiscountsPage/DiscountsPage.tsx';

export const Route = createFileRoute('/_app/discounts')({
  component: DiscountsPage,
});
