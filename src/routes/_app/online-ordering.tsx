import { createFileRoute } from '@tanstack/react-router';
import { OnlineOrderingPage } from '../../features/onlineOrdering/OnlineOrderingPage/OnlineOrderingPage.tsx';

export const Route = createFileRoute('/_app/online-ordering')({
  component: OnlineOrderingPage,
});
