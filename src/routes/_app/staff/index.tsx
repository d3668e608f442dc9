import { createFileRoute } from '@tanstack/react-router';
import { StaffRoutePage } from '../../../features/staff/StaffPage/StaffRoutePage.tsx';
import { loadStaffRoute } from '../../../features/staff/StaffPage/staffData.ts';
import { staffRouteOptions } from '../../../features/staff/StaffPage/staffRoute.ts';
import { staffMembersResource } from '../../../features/staff/staffMembers.resource.tsx';

export const Route = createFileRoute('/_app/staff/')({
  ...staffRouteOptions,
  loader: ({ context, location }) => loadStaffRoute(context, staffMembersResource, location.search),
  component: () => <StaffRoutePage descriptor={staffMembersResource} />,
});
