import { createFileRoute } from '@tanstack/react-router';
import { HistoryPage } from '../../../features/menus/HistoryPage/HistoryPage.tsx';

export const Route = createFileRoute('/_app/menus/history')({
  component: HistoryPage,
});
