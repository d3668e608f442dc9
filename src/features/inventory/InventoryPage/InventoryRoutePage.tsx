import {
  type ResourceDescriptor,
  type ResourceKey,
  ResourceRoutePage,
} from '../../../platform/crud/index.ts';
import { type InventoryEnv, useInventoryEnv } from '../inventoryEnv.ts';

/** An inventory list-and-edit page (suppliers): the shared frame with the `inventory` dictionary and env. */
export function InventoryRoutePage<R extends ResourceKey, Row extends { id: string }, F>({
  descriptor,
}: {
  descriptor: ResourceDescriptor<R, Row, F, InventoryEnv>;
}) {
  return <ResourceRoutePage descriptor={descriptor} useEnv={useInventoryEnv} namespace="inventory" />;
}
