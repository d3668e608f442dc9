import { defineArea } from '../api/area.ts';
import * as catalogEvents from './catalogEvents.graphql.ts';
import * as categories from './categories.graphql.ts';
import * as courses from './courses.graphql.ts';
import * as messages from './messages.graphql.ts';
import * as productImport from './productImport.graphql.ts';
import * as products from './products.graphql.ts';
import * as stations from './stations.graphql.ts';
import * as types from './types.graphql.ts';
import * as upsells from './upsells.graphql.ts';
import * as variations from './variations.graphql.ts';

/** Product information: products and their import, categories, courses, stations, variations, upsells, predefined messages. */
export const pimArea = defineArea({
  name: 'pim',
  graphql: {
    catalogEvents,
    categories,
    courses,
    messages,
    productImport,
    products,
    stations,
    types,
    upsells,
    variations,
  },
});
