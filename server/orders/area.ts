import { defineArea } from '../api/area.ts';
import * as apiKeys from './apiKeys.graphql.ts';
import * as orders from './orders.graphql.ts';

/** Orders, the POS API and API keys (issue 18; docs/orders.md, docs/api.md). */
export const ordersArea = defineArea({ name: 'orders', graphql: { orders, apiKeys } });
