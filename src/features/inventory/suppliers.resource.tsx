import { supplierKind } from '../../domain/kinds/supplier.kind.ts';
import { kindResource } from '../../platform/kinds/index.ts';
import { inventoryTexts } from './inventory.resources.ts';
import type { InventoryEnv } from './inventoryEnv.ts';
import { suppliersClient } from './suppliers.kind.gql.ts';

/** Suppliers: the declared kind's screen; only its columns and one hint are written here. */
export const suppliersResource = kindResource<'suppliers', InventoryEnv>(supplierKind, suppliersClient, {
  key: 'suppliers',
  texts: inventoryTexts('suppliers'),
  columns: ['name', 'contactName', 'email', 'phone', 'active'],
  descriptions: { email: (env) => env.LL.inventory.resources.suppliers.emailHint() },
});
