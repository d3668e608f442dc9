import { createFileRoute } from '@tanstack/react-router';
import { accessLevelsResource } from '../../../features/staff/accessLevels.resource.tsx';
import { StaffRoutePage } from '../../../features/staff/StaffPage/StaffRoutePage.tsx';
import { loadStaffRoute } from '../../../features/staff/StaffPage/staffData.ts';
import { staffRouteOptions } from '../../../features/staff/StaffPage/staffRoute.ts';

export const Route = createFileRoute('/_app/staff/access-levels')({
  ...staffRouteOptions,
  loader: ({ context, location }) => loadStaffRoute(context, accessLevelsResource, location.search),
  component: () => <StaffRoutePage descriptor={accessLevelsResource} />,
});
