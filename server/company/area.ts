import { defineArea } from '../api/area.ts';
import * as status from './status.graphql.ts';

/** Facts about the viewer's company the back office gates on. */
export const companyArea = defineArea({ name: 'company', graphql: { status } });
