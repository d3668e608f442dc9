import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../platform/shell/NotFoundPage/NotFoundPage.tsx';

/** Any other signed-in path shows page-not-found inside the shell. */
export const Route = createFileRoute('/_app/$')({
  component: NotFoundPage,
});
