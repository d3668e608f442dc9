import { defineArea } from '../api/area.ts';
import * as onlineOrdering from './onlineOrdering.graphql.ts';

/** Tableside ordering: settings, QR sheets and the public guest page's API (issue 19; docs/online-ordering.md). */
export const onlineOrderingArea = defineArea({ name: 'onlineOrdering', graphql: { onlineOrdering } });
