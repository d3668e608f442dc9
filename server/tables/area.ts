import { defineArea } from '../api/area.ts';
import * as tables from './tables.graphql.ts';

/** Tables, floor plans and live table monitoring (issue 19; docs/tables.md). */
export const tablesArea = defineArea({ name: 'tables', graphql: { tables } });
