import { zoneFormatter } from '../zonedTime.ts';
import type { OfferValidity, PricingOffer, TimeWindow, Weekday } from './types.ts';
import { WEEKDAYS } from './types.ts';

/** The local calendar facts of an instant in a time zone. */
export interface LocalMoment {
  /** "YYYY-MM-DD" */
  readonly date: string;
  readonly weekday: Weekday;
  /** Minutes since local midnight. */
  readonly minutes: number;
}

function weekdayOf(date: string): Weekday {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const js = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  return WEEKDAYS[(js + 6) % 7] as Weekday;
}

export function previousDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/** The venue-local date, weekday and time of an instant. */
export function localMoment(at: string | Date, timeZone: string): LocalMoment {
  const instant = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid pricing instant');
  const parts: Record<string, string> = {};
  for (const p of zoneFormatter(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, weekday: weekdayOf(date), minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** "HH:MM" → minutes, or null when malformed. */
export function parseClock(text: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

function dayAllowed(validity: OfferValidity, date: string, weekday?: Weekday): boolean {
  if (validity.startDate && date < validity.startDate) return false;
  if (validity.endDate && date > validity.endDate) return false;
  return validity.weekdays.length === 0 || validity.weekdays.includes(weekday ?? weekdayOf(date));
}

/**
 * Whether the validity holds at a local moment. A window that runs past midnight (22:00–02:00) belongs
 * to the day it starts on: Friday 22:00–02:00 also covers Saturday 00:00–01:59.
 */
export function validAt(validity: OfferValidity, at: LocalMoment): boolean {
  if (validity.timeWindows.length === 0) return dayAllowed(validity, at.date, at.weekday);
  return validity.timeWindows.some((w: TimeWindow) => {
    const from = parseClock(w.from);
    const to = parseClock(w.to);
    if (from === null || to === null || from === to) return false;
    if (from < to) return at.minutes >= from && at.minutes < to && dayAllowed(validity, at.date, at.weekday);
    if (at.minutes >= from) return dayAllowed(validity, at.date, at.weekday);
    if (at.minutes < to) return dayAllowed(validity, previousDate(at.date));
    return false;
  });
}

/** Offers in force at the moment and venue: valid then, for this venue, automatic or picked by staff. */
export function offersInForce(
  offers: readonly PricingOffer[],
  at: LocalMoment,
  venueId: string,
  picked: ReadonlySet<string>,
): PricingOffer[] {
  return offers.filter(
    (o) =>
      (o.automatic || picked.has(o.id)) &&
      (o.venueIds.length === 0 || o.venueIds.includes(venueId)) &&
      validAt(o.validity, at),
  );
}
