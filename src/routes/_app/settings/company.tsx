import { createFileRoute } from '@tanstack/react-router';
import { CompanyPage } from '../../../features/settings/CompanyPage/CompanyPage.tsx';

export const Route = createFileRoute('/_app/settings/company')({
  component: CompanyPage,
});
