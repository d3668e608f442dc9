import { defineArea } from '../api/area.ts';
import * as assist from './assist.graphql.ts';

/** Text suggestions behind a provider interface (issue 24 item 3: "generate text completion"). */
export const assistArea = defineArea({ name: 'assist', graphql: { assist } });
