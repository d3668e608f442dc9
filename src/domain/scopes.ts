/** Back-office scopes (spec section 6). An empty scope list means full access. */
export const SCOPES = [
  'FINANCE',
  'POS_CUSTOMIZATION',
  'ORDERS',
  'STAFF',
  'MENUS',
  'INTEGRATIONS',
  'ACCOUNTS',
  /** Boost, the financing offers (spec section 6's LOANS; issue 47 item 4). */
  'LOANS',
  'SETTINGS',
  /** Terminal and integration API keys: list, create, rotate, revoke (issue 42). */
  'API_KEYS',
] as const;
export type Scope = (typeof SCOPES)[number];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

export function hasScope(granted: readonly string[], scope: Scope): boolean {
  return granted.length === 0 || granted.includes(scope);
}

export function hasAnyScope(granted: readonly string[], wanted: readonly Scope[]): boolean {
  return wanted.some((scope) => hasScope(granted, scope));
}

/** An empty venue list means all venues. */
export function canSeeVenue(permittedVenueIds: readonly string[], venueId: string): boolean {
  return permittedVenueIds.length === 0 || permittedVenueIds.includes(venueId);
}
