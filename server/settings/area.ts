import { defineArea } from '../api/area.ts';
import * as venues from './venues.graphql.ts';

/** Settings (issue 21 item 5): venues so far; company, beepers and receipt are next. */
export const settingsArea = defineArea({ name: 'settings', graphql: { venues } });
