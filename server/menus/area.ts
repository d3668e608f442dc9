import { defineArea } from '../api/area.ts';
import * as menus from './menus.graphql.ts';

/** Menus and prices: menus with their entries, venue menus per service type, the POS view at an instant. */
export const menusArea = defineArea({
  name: 'menus',
  graphql: { menus },
});
