import { defineArea } from '../api/area.ts';
import * as kds from './kds.graphql.ts';

/** The web kitchen display (issue 19 item 4; docs/kds.md). */
export const kdsArea = defineArea({ name: 'kds', graphql: { kds } });
