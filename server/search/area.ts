import { defineArea } from '../api/area.ts';
import * as search from './search.graphql.ts';

/** The search palette: products, categories, staff and pages. */
export const searchArea = defineArea({ name: 'search', graphql: { search } });
