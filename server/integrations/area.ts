import { defineArea } from '../api/area.ts';
import * as integrations from './integrations.graphql.ts';
import * as sieFile from './sieFile.graphql.ts';

/** Integrations (issue 22): the catalogue, connections, account mappings, daily vouchers, SIE 4. */
export const integrationsArea = defineArea({ name: 'integrations', graphql: { integrations, sieFile } });
