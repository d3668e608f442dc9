import type { AreaManifest } from '../domain/navigation.ts';
import { authArea } from './auth/auth.area.ts';
import { billingArea } from './billing/billing.area.ts';
import { dashboardArea } from './dashboard/dashboard.area.ts';
import { discountsArea } from './discounts/discounts.area.ts';
import { financeArea } from './finance/finance.area.ts';
import { integrationsArea } from './integrations/integrations.area.ts';
import { kdsArea } from './kds/kds.area.ts';
import { licencesArea } from './licences/licences.area.ts';
import { menusArea } from './menus/menus.area.ts';
import { onboardingArea } from './onboarding/onboarding.area.ts';
import { onlineOrderingArea } from './onlineOrdering/onlineOrdering.area.ts';
import { apiArea, ordersArea } from './orders/orders.area.ts';
import { paymentsArea } from './payments/payments.area.ts';
import { pimArea } from './pim/pim.area.ts';
import { posLayoutsArea } from './posLayouts/posLayouts.area.ts';
import { settingsArea } from './settings/settings.area.ts';
import { accountsArea, staffArea } from './staff/staff.area.ts';
import { supportArea } from './support/support.area.ts';
import { tablesArea } from './tables/tables.area.ts';

/**
 * Every area of the back office, by its manifest (pure data: the server imports this too).
 * Adding an area is one line here; the navigation table, the sidebar, the router's gates, the
 * search palette, the server's page search and the scope sweep follow from it.
 */
export const AREAS = [
  dashboardArea,
  onboardingArea,
  financeArea,
  onlineOrderingArea,
  apiArea,
  staffArea,
  settingsArea,
  integrationsArea,
  pimArea,
  menusArea,
  posLayoutsArea,
  discountsArea,
  ordersArea,
  tablesArea,
  kdsArea,
  accountsArea,
  supportArea,
  authArea,
  paymentsArea,
  billingArea,
  licencesArea,
] as const satisfies readonly AreaManifest[];

type PagesOf<T extends readonly unknown[]> = T extends readonly [infer Head, ...infer Rest]
  ? (Head extends AreaManifest<infer P> ? P : never) & PagesOf<Rest>
  : unknown;

/** All pages of all areas, by page key. */
export type AreaPages = PagesOf<typeof AREAS>;
export type PageKey = keyof AreaPages & string;

/** The quick actions' keys, literal from the manifests. */
export type QuickActionKey = {
  [I in keyof typeof AREAS]: (typeof AREAS)[I] extends { quickActions?: readonly (infer Q)[] }
    ? Q extends { key: infer Key }
      ? Key
      : never
    : never;
}[number];
