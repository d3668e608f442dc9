import type { ServerArea } from './api/area.ts';
import { assistArea } from './assist/area.ts';
import { authArea } from './auth/area.ts';
import { billingArea } from './billing/area.ts';
import { changelogArea } from './changelog/area.ts';
import { companyArea } from './company/area.ts';
import { dashboardArea } from './dashboard/area.ts';
import { discountsArea } from './discounts/area.ts';
import { financeArea } from './finance/area.ts';
import { historyArea } from './history/area.ts';
import { integrationsArea } from './integrations/area.ts';
import { kdsArea } from './kds/area.ts';
import { licencesArea } from './licences/area.ts';
import { menusArea } from './menus/area.ts';
import { onboardingArea } from './onboarding/area.ts';
import { onlineOrderingArea } from './onlineOrdering/area.ts';
import { ordersArea } from './orders/area.ts';
import { paymentsArea } from './payments/area.ts';
import { pimArea } from './pim/area.ts';
import { posLayoutsArea } from './posLayouts/area.ts';
import { searchArea } from './search/area.ts';
import { sessionArea } from './session/area.ts';
import { settingsArea } from './settings/area.ts';
import { staffArea } from './staff/area.ts';
import { tablesArea } from './tables/area.ts';
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
  posLayoutsArea,
  discountsArea,
  ordersArea,
  menusArea,
  historyArea,
  onboardingArea,
  integrationsArea,
  staffArea,
  settingsArea,
  tablesArea,
  kdsArea,
  financeArea,
  assistArea,
  changelogArea,
  paymentsArea,
  onlineOrderingArea,
  licencesArea,
];
