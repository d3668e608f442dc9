import { useResourceEnvBase } from '../../platform/crud/index.ts';
import type { KindEnv } from '../../platform/kinds/index.ts';

/** What the inventory area's list-and-edit screens read: the reader's words and the company's formats. */
export type InventoryEnv = KindEnv;

export function useInventoryEnv(): InventoryEnv {
  return useResourceEnvBase();
}
