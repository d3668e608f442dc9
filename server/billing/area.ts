import { defineArea } from '../api/area.ts';
import * as billing from './billing.graphql.ts';
import * as boost from './boost.graphql.ts';

/** The card payment provider's billing portal and Boost financing offers. */
export const billingArea = defineArea({ name: 'billing', graphql: { billing, boost } });
