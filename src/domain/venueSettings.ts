import { fieldCodes, requiredOr } from './fieldCodes.ts';
import { z } from './zod.ts';

/**
 * A venue's settings (spec section 3 "Venue"; issue 21 item 5): the rules both sides check. A new
 * venue gets the spec's defaults (phone the string `0`, active), the company's time zone and the
 * accounting-day cut-off of section 9.
 */
export const VENUE_DEFAULTS = {
  phone: '0',
  active: true,
  accountingCutoff: '05:30',
  staffIdleTimeout: 0,
} as const;

/** Minutes of no activity before a terminal signs the staff member out; 0 = never. */
export const STAFF_IDLE_TIMEOUT_MAX = 240;

export const VENUE_ERROR_CODES = [
  'required',
  'invalid',
  'tooLong',
  'timezone',
  'cutoff',
  'idleTimeout',
  'lastVenue',
] as const;
export type VenueErrorCode = (typeof VENUE_ERROR_CODES)[number];

/** An IANA time zone this runtime knows (the venue's accounting day depends on it). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(value) && value !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const text = (max: number) => z.string().trim().max(max, 'tooLong');

export const venueSettingsSchema = z.object({
  name: text(100).min(1, 'required'),
  legalName: text(200),
  street: text(200),
  zip: text(20),
  city: text(100),
  phone: text(40),
  timezone: z.string().trim().max(64, 'timezone').refine(isTimeZone, 'timezone'),
  accountingCutoff: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'cutoff'),
  staffIdleTimeout: z
    .number({ message: 'idleTimeout' })
    .int('idleTimeout')
    .min(0, 'idleTimeout')
    .max(STAFF_IDLE_TIMEOUT_MAX, 'idleTimeout'),
  active: z.boolean(),
});
export type VenueSettings = z.infer<typeof venueSettingsSchema>;

/** Field codes of a zod failure: the schema's own code when it gave one, else a generic one. */
export const venueFieldErrors = fieldCodes<VenueErrorCode>(VENUE_ERROR_CODES, requiredOr('invalid'));
