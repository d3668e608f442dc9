import { describe, expect, it } from 'vitest';
import { isTimeZone, VENUE_DEFAULTS, venueFieldErrors, venueSettingsSchema } from './venueSettings.ts';

const valid = {
  name: 'Bistro Nord',
  legalName: 'Bistro Nord AB',
  street: 'Storgatan 1',
  zip: '111 22',
  city: 'Stockholm',
  phone: VENUE_DEFAULTS.phone,
  timezone: 'Europe/Stockholm',
  accountingCutoff: '05:30',
  staffIdleTimeout: 5,
  active: true,
};

describe('venue settings', () => {
  it('accepts a complete venue and trims its texts', () => {
    const parsed = venueSettingsSchema.parse({ ...valid, name: '  Bistro Nord ' });
    expect(parsed.name).toBe('Bistro Nord');
  });

  it('knows real time zones only', () => {
    expect(isTimeZone('Europe/Oslo')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Europe/Atlantis')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('Europe/Oslo; drop table')).toBe(false);
  });

  it('names each bad field with its own code', () => {
    const result = venueSettingsSchema.safeParse({
      ...valid,
      name: ' ',
      timezone: 'Mars/Olympus',
      accountingCutoff: '24:00',
      staffIdleTimeout: 241,
      zip: 'x'.repeat(21),
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(venueFieldErrors(result.error)).toEqual({
      name: 'required',
      timezone: 'timezone',
      accountingCutoff: 'cutoff',
      staffIdleTimeout: 'idleTimeout',
      zip: 'tooLong',
    });
  });

  it('takes the cut-off at any minute of the day, as HH:MM', () => {
    for (const cutoff of ['00:00', '05:30', '23:59'])
      expect(venueSettingsSchema.safeParse({ ...valid, accountingCutoff: cutoff }).success).toBe(true);
    for (const cutoff of ['5:30', '05:60', '05:30:00', ''])
      expect(venueSettingsSchema.safeParse({ ...valid, accountingCutoff: cutoff }).success).toBe(false);
  });
});
