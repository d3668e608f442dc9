import { createFileRoute } from '@tanstack/react-router';
import { ReceiptPage } from '../../../features/settings/ReceiptPage/ReceiptPage.tsx';

export const Route = createFileRoute('/_app/settings/receipt')({
  component: ReceiptPage,
});
