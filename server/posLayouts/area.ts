import { defineArea } from '../api/area.ts';
import * as posLayouts from './posLayouts.graphql.ts';

/** POS layouts (issue 17): layouts, categories, pages and their buttons. */
export const posLayoutsArea = defineArea({ name: 'posLayouts', graphql: { posLayouts } });
