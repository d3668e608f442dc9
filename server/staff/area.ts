import { defineArea } from '../api/area.ts';
import * as accessLevels from './accessLevels.graphql.ts';
import * as accounts from './accounts.graphql.ts';
import * as competitions from './competitions.graphql.ts';
import * as staff from './staff.graphql.ts';

/** Staff, their terminal access levels and the back office's accounts (issue 21; docs/staff.md). */
export const staffArea = defineArea({
  name: 'staff',
  graphql: { accessLevels, accounts, competitions, staff },
});
