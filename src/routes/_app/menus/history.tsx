import { createFileRoute } from '@tanstack/react-router';
import { HistoryPage } from '../../../features/menus/index.ts';

export const Route = createFileRoute('/_app/menus/history')({
  component: HistoryPage,
});
