import { defineArea } from '../api/area.ts';
import * as beepers from './beepers.graphql.ts';
import * as company from './company.graphql.ts';
import * as receipt from './receipt.graphql.ts';
import * as venues from './venues.graphql.ts';

/** Settings (issue 21 item 5): venues, company, beepers and the receipt template. */
export const settingsArea = defineArea({ name: 'settings', graphql: { venues, company, beepers, receipt } });
