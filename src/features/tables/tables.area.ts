import { defineArea, type Gate } from '../../domain/navigation.ts';

/** Spec section 2: POS_CUSTOMIZATION and a venue; the company's tables licence (`hasTables`). */
const TABLES: Gate = { scopes: ['POS_CUSTOMIZATION'], venue: true, licence: 'tables' };

/** Tables, floor plans and live monitoring (issue 19; docs/tables.md). */
export const tablesArea = defineArea({
  name: 'tables',
  namespace: 'tables',
  pages: {
    tables: {
      path: '/tables',
      nav: { under: 'tables', order: 10 },
      gate: TABLES,
      searchable: true,
      // The spec's gating of the Tables item (a venue) holds for its sub-items too (tableside ordering).
      sidebar: { key: 'tables', placement: 'main', order: 70, extra: { venue: true } },
      calls: ['tables', 'table', 'floorPlans', 'createTable', 'updateTable', 'deleteTables', 'createTables'],
    },
    floorPlan: {
      path: '/tables/floor-plan',
      nav: { under: 'tables', order: 20 },
      gate: TABLES,
      searchable: true,
      calls: [
        'floorPlans',
        'floorPlan',
        'createFloorPlan',
        'updateFloorPlan',
        'deleteFloorPlan',
        'saveFloorPlan',
      ],
    },
    tableMonitoring: {
      path: '/tables/monitoring',
      nav: { under: 'tables', order: 30 },
      gate: TABLES,
      searchable: true,
      calls: ['floorPlans', 'tableMonitor'],
    },
  },
});
