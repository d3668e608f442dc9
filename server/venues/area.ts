import { defineArea } from '../api/area.ts';
import * as venues from './venues.graphql.ts';

/** The company's venues and legal entities, within the viewer's venue permissions. */
export const venuesArea = defineArea({ name: 'venues', graphql: { venues } });
