import { createFileRoute } from '@tanstack/react-router';
import { GetStartedPage } from '../../../features/staff/StaffPage/GetStartedPage.tsx';
import { accessLevelsQueryOptions } from '../../../features/staff/staff.queries.ts';

export const Route = createFileRoute('/_app/staff/get-started')({
  loader: ({ context }) => context.queryClient.ensureQueryData(accessLevelsQueryOptions()),
  component: () => <GetStartedPage />,
});
