import { defineArea } from '../api/area.ts';
import * as company from './company.graphql.ts';
import * as status from './status.graphql.ts';

/** Facts about the viewer's company: what the shell gates on, and the API's Company. */
export const companyArea = defineArea({ name: 'company', graphql: { status, company } });
