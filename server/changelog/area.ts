import { defineArea } from '../api/area.ts';
import * as changelog from './changelog.graphql.ts';

/** The product's "what's new" list with a read state per user (issue 24 item 3). */
export const changelogArea = defineArea({ name: 'changelog', graphql: { changelog } });
