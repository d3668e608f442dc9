import type { ServerArea } from './api/area.ts';
import { authArea } from './auth/area.ts';
import { billingArea } from './billing/area.ts';
import { companyArea } from './company/area.ts';
import { dashboardArea } from './dashboard/area.ts';
import { pimArea } from './pim/area.ts';
import { searchArea } from './search/area.ts';
import { sessionArea } from './session/area.ts';
import { venuesArea } from './venues/area.ts';
import { vouchersArea } from './vouchers/area.ts';

/** Every area of the API, each folder `server/<name>/` with its manifest `area.ts`. */
export const AREAS: readonly ServerArea[] = [
  authArea,
  sessionArea,
  companyArea,
  venuesArea,
  billingArea,
  dashboardArea,
  searchArea,
  vouchersArea,
  pimArea,
];
