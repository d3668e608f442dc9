import { defineArea, type Gate } from '../../domain/navigation.ts';

/**
 * Stock per product and venue (issue 47 item 8; docs/inventory.md): the INVENTORY module, the
 * scopes that edit products (POS_CUSTOMIZATION or MENUS) and a venue. Beside Products in the sidebar.
 */
const INVENTORY: Gate = { scopes: ['POS_CUSTOMIZATION', 'MENUS'], venue: true, licence: 'inventory' };

export const inventoryArea = defineArea({
  name: 'inventory',
  namespace: 'inventory',
  pages: {
    inventory: {
      path: '/inventory',
      gate: INVENTORY,
      searchable: true,
      sidebar: { key: 'inventory', placement: 'main', order: 35 },
      calls: [
        'stockLevels',
        'stockLevel',
        'stockMovements',
        'recordDelivery',
        'recordStockCount',
        'setLowStockLevel',
        // Stock counted in ingredients through a recipe (decision 0109).
        'ingredientStock',
        'ingredientMovements',
        'recipe',
        'createIngredient',
        'setRecipe',
        'recordIngredientDelivery',
        'recordIngredientCount',
        'setIngredientLowLevel',
      ],
    },
    /** The companies the venues buy from: a declared kind (src/domain/kinds/supplier.kind.ts). */
    suppliers: {
      path: '/inventory/suppliers',
      nav: { under: 'inventory', order: 20 },
      resource: 'suppliers',
      gate: { scopes: ['POS_CUSTOMIZATION'], licence: 'inventory' },
      searchable: true,
      calls: ['suppliersPage', 'supplier', 'createSupplier', 'updateSupplier', 'deleteSupplier'],
    },
  },
});
