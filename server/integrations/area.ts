import { defineArea } from '../api/area.ts';
import * as integrations from './integrations.graphql.ts';

/** Integrations (issue 22): the catalogue, connections, account mappings and daily vouchers. */
export const integrationsArea = defineArea({ name: 'integrations', graphql: { integrations } });
