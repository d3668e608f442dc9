import {
  type ResourceDescriptor,
  type ResourceKey,
  ResourceRoutePage,
} from '../../../platform/crud/index.ts';
import { type StaffEnv, useStaffEnv } from '../staffEnv.ts';
import { StaffNav } from './StaffNav.tsx';

/** A staff list-and-edit page: the shared frame with the `staff` dictionary, env and tabs. */
export function StaffRoutePage<R extends ResourceKey, Row extends { id: string }, F>({
  descriptor,
}: {
  descriptor: ResourceDescriptor<R, Row, F, StaffEnv>;
}) {
  return (
    <ResourceRoutePage descriptor={descriptor} useEnv={useStaffEnv} namespace="staff" nav={<StaffNav />} />
  );
}
