import { createFileRoute } from '@tanstack/react-router';
import { SupportPage } from '../../features/support/SupportPage/SupportPage.tsx';

export const Route = createFileRoute('/_app/support')({
  component: SupportPage,
});
