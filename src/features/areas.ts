import type { AreaManifest } from '../domain/navigation.ts';
import { authArea } from './auth/auth.area.ts';
import { dashboardArea } from './dashboard/dashboard.area.ts';
import { pimArea } from './pim/pim.area.ts';
import {
  accountsArea,
  apiArea,
  discountsArea,
  financeArea,
  integrationsArea,
  menusArea,
  onboardingArea,
  onlineOrderingArea,
  ordersArea,
  paymentsArea,
  posLayoutsArea,
  settingsArea,
  staffArea,
  tablesArea,
} from './shell/upcoming.area.ts';
import { supportArea } from './support/support.area.ts';

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
  accountsArea,
  supportArea,
  authArea,
  paymentsArea,
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
