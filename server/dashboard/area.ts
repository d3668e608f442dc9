import { defineArea } from '../api/area.ts';
import * as dashboard from './dashboard.graphql.ts';

/** The day's figures on the start page. */
export const dashboardArea = defineArea({ name: 'dashboard', graphql: { dashboard } });
