import type { Scope } from './scopes.ts';
import { hasAnyScope } from './scopes.ts';

/** What a sidebar item needs (spec section 6, "Sidebar gating"). */
export interface Gate {
  /** Any one of these scopes; empty means not gated by scope. */
  scopes: readonly Scope[];
  venue?: boolean;
  products?: boolean;
  organization?: boolean;
  billingAccount?: boolean;
}

export type NavKey =
  | 'dashboard'
  | 'finance'
  | 'products'
  | 'menus'
  | 'discounts'
  | 'orders'
  | 'tables'
  | 'posLayouts'
  | 'staff'
  | 'integrations'
  | 'api'
  | 'support'
  | 'settings';

export interface NavItem {
  key: NavKey;
  to: string;
  gate: Gate;
  placement: 'main' | 'bottom';
}

export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'dashboard', to: '/', gate: { scopes: ['FINANCE'] }, placement: 'main' },
  {
    key: 'finance',
    to: '/reports',
    gate: { scopes: ['FINANCE'], venue: true, products: true },
    placement: 'main',
  },
  { key: 'products', to: '/pim/products', gate: { scopes: ['POS_CUSTOMIZATION'] }, placement: 'main' },
  { key: 'menus', to: '/menus', gate: { scopes: [] }, placement: 'main' },
  { key: 'discounts', to: '/discounts', gate: { scopes: ['POS_CUSTOMIZATION'] }, placement: 'main' },
  {
    key: 'orders',
    to: '/orders',
    gate: { scopes: ['ORDERS'], venue: true, products: true },
    placement: 'main',
  },
  { key: 'tables', to: '/tables', gate: { scopes: ['POS_CUSTOMIZATION'], venue: true }, placement: 'main' },
  {
    key: 'posLayouts',
    to: '/pos-layout',
    gate: { scopes: ['POS_CUSTOMIZATION'], venue: true },
    placement: 'main',
  },
  { key: 'staff', to: '/staff', gate: { scopes: ['STAFF', 'ACCOUNTS'] }, placement: 'main' },
  {
    key: 'integrations',
    to: '/integrations',
    gate: { scopes: ['INTEGRATIONS'], organization: true },
    placement: 'main',
  },
  { key: 'api', to: '/api', gate: { scopes: [] }, placement: 'main' },
  { key: 'support', to: '/support', gate: { scopes: [] }, placement: 'bottom' },
  { key: 'settings', to: '/settings/company', gate: { scopes: ['SETTINGS'] }, placement: 'bottom' },
];

export interface GateFacts {
  scopes: readonly string[];
  hasVenue: boolean;
  hasProducts: boolean;
  hasOrganization: boolean;
  hasBillingAccount: boolean;
}

export function passesGate(gate: Gate, facts: GateFacts): boolean {
  if (gate.scopes.length > 0 && !hasAnyScope(facts.scopes, gate.scopes)) return false;
  if (gate.venue && !facts.hasVenue) return false;
  if (gate.products && !facts.hasProducts) return false;
  if (gate.organization && !facts.hasOrganization) return false;
  if (gate.billingAccount && !facts.hasBillingAccount) return false;
  return true;
}

export function visibleNavItems(facts: GateFacts): NavItem[] {
  return NAV_ITEMS.filter((item) => passesGate(item.gate, facts));
}
