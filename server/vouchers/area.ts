import { defineArea } from '../api/area.ts';
import * as vouchers from './vouchers.graphql.ts';

/** Daily vouchers (Z-reports) by venue. */
export const vouchersArea = defineArea({ name: 'vouchers', graphql: { vouchers } });
