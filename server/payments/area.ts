import { defineArea } from '../api/area.ts';
import * as payments from './payments.graphql.ts';

/** Payments-only companies (issue 20 item 6, issue 24 item 1; docs/payments.md). */
export const paymentsArea = defineArea({ name: 'payments', graphql: { payments } });
