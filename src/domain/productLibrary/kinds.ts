/** The kinds of venue the product library has templates for (light: the browser imports it). */
export const VENUE_KINDS = ['cafe', 'bar', 'restaurant', 'shop'] as const;
export type VenueKind = (typeof VENUE_KINDS)[number];

export function isVenueKind(value: string): value is VenueKind {
  return (VENUE_KINDS as readonly string[]).includes(value);
}
