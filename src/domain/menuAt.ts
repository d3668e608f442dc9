/**
 * Time-based availability and happy-hour prices (issue 16, item 5): what a POS shows at an instant.
 *
 * A schedule is a set of weekday + time windows in the venue's time zone; a window may cross
 * midnight (`overnight`), a schedule may be limited to a date range and skip closed dates. No
 * schedule means always. Where several windows match (a menu per service type, an entry's
 * time-bound prices), the narrowest one wins: the one covering the fewest minutes of the week.
 * Pure: the API's `menuAt` query and the editor's "preview the POS at …" both call it.
 */

import { zoneFormatter } from './zonedTime.ts';

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];
export const MINUTES_PER_DAY = 24 * 60;

export interface TimeWindow {
  /** The weekdays the window starts on. */
  days: Weekday[];
  /** Minutes after local midnight, 0–1439. */
  start: number;
  /** Minutes after local midnight, 1–1440; with `overnight`, on the next day (0–1439). */
  end: number;
  overnight?: boolean;
}

export interface Schedule {
  windows: TimeWindow[];
  /** Local dates `YYYY-MM-DD`, both inclusive; optional. */
  from?: string | null;
  until?: string | null;
  closedDates?: string[];
}

export interface TimePrice {
  price: number;
  windows: TimeWindow[];
}

export interface MenuAtEntry {
  id: string;
  itemId: string;
  price: number;
  schedule?: Schedule | null;
  timePrices?: readonly TimePrice[];
  /** The item's own availability, when it has one. */
  itemSchedule?: Schedule | null;
}

export interface MenuAtMenu {
  id: string;
  name: string;
  currency: string;
  entries: readonly MenuAtEntry[];
}

export interface MenuAtVenue {
  timezone: string;
  menus: readonly { serviceType: string; schedule?: Schedule | null; menu: MenuAtMenu }[];
}

export interface ResolvedEntry {
  id: string;
  itemId: string;
  /** The price the POS charges now. */
  price: number;
  /** The entry's own price, outside any time-bound price. */
  basePrice: number;
  /** A time-bound price applies now. */
  timeBound: boolean;
}

export interface MenuAtResult {
  menu: { id: string; name: string; currency: string } | null;
  entries: ResolvedEntry[];
}

/** The local wall clock of an instant in a time zone. */
export interface LocalTime {
  weekday: Weekday;
  minute: number;
  date: string;
  /** The previous local day's weekday and date (for windows that started yesterday). */
  previousWeekday: Weekday;
  previousDate: string;
}

const WEEKDAY_NUMBER: Record<string, Weekday> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formatter = (timeZone: string) => zoneFormatter(timeZone, { weekday: true });

export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

function previousDay(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

export function localTime(instant: Date, timeZone: string): LocalTime {
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const weekday = WEEKDAY_NUMBER[parts.weekday ?? ''] ?? 1;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return {
    weekday,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
    date,
    previousWeekday: (weekday === 1 ? 7 : weekday - 1) as Weekday,
    previousDate: previousDay(date),
  };
}

/** Minutes of one occurrence of the window. */
export function windowLength(window: TimeWindow): number {
  return window.overnight ? MINUTES_PER_DAY - window.start + window.end : window.end - window.start;
}

/** Minutes of the week the window covers: the measure of "narrower". */
export function weeklyMinutes(window: TimeWindow): number {
  return windowLength(window) * new Set(window.days).size;
}

function inDates(schedule: Schedule, date: string): boolean {
  if (schedule.from && date < schedule.from) return false;
  if (schedule.until && date > schedule.until) return false;
  return !schedule.closedDates?.includes(date);
}

/** The window's occurrence covering the local time, by the date it started on, or null. */
function occurrence(window: TimeWindow, at: LocalTime): string | null {
  if (window.overnight) {
    if (window.days.includes(at.weekday) && at.minute >= window.start) return at.date;
    if (window.days.includes(at.previousWeekday) && at.minute < window.end) return at.previousDate;
    return null;
  }
  return window.days.includes(at.weekday) && at.minute >= window.start && at.minute < window.end
    ? at.date
    : null;
}

/** The narrowest window of the list open at the local time (date limits checked), or null. */
function narrowestOpen(
  windows: readonly TimeWindow[],
  at: LocalTime,
  schedule?: Schedule,
): TimeWindow | null {
  let best: TimeWindow | null = null;
  for (const window of windows) {
    const started = occurrence(window, at);
    if (started === null || (schedule && !inDates(schedule, started))) continue;
    if (!best || weeklyMinutes(window) < weeklyMinutes(best)) best = window;
  }
  return best;
}

/** No schedule (or one without windows) = always available. */
export function isOpen(schedule: Schedule | null | undefined, at: LocalTime): boolean {
  if (!schedule) return true;
  if (schedule.windows.length === 0) return inDates(schedule, at.date);
  return narrowestOpen(schedule.windows, at, schedule) !== null;
}

/** The entry's price now: the narrowest matching time-bound price, else its own. */
export function priceAt(
  entry: Pick<MenuAtEntry, 'price' | 'timePrices'>,
  at: LocalTime,
): ResolvedEntry['price'] {
  return timePriceAt(entry, at)?.price ?? entry.price;
}

function timePriceAt(entry: Pick<MenuAtEntry, 'price' | 'timePrices'>, at: LocalTime): TimePrice | null {
  let best: { price: TimePrice; minutes: number } | null = null;
  for (const price of entry.timePrices ?? []) {
    const window = narrowestOpen(price.windows, at);
    if (!window) continue;
    const minutes = weeklyMinutes(window);
    if (!best || minutes < best.minutes) best = { price, minutes };
  }
  return best?.price ?? null;
}

/** What the venue's POS shows for the service type at the instant: the menu and its priced entries. */
export function menuAt(venue: MenuAtVenue, serviceType: string, instant: Date): MenuAtResult {
  const at = localTime(instant, venue.timezone);
  const candidates = venue.menus.filter((link) => link.serviceType === serviceType);
  // A scheduled menu that is open beats an always-open one; among scheduled, the narrowest window.
  let chosen: (typeof candidates)[number] | null = null;
  let chosenMinutes = Number.POSITIVE_INFINITY;
  for (const link of candidates) {
    if (!isOpen(link.schedule, at)) continue;
    const window = link.schedule?.windows.length
      ? narrowestOpen(link.schedule.windows, at, link.schedule)
      : null;
    const minutes = window ? weeklyMinutes(window) : Number.POSITIVE_INFINITY;
    if (!chosen || minutes < chosenMinutes) {
      chosen = link;
      chosenMinutes = minutes;
    }
  }
  if (!chosen) return { menu: null, entries: [] };
  const { menu } = chosen;
  const entries: ResolvedEntry[] = [];
  for (const entry of menu.entries) {
    if (!isOpen(entry.schedule, at) || !isOpen(entry.itemSchedule, at)) continue;
    const timed = timePriceAt(entry, at);
    entries.push({
      id: entry.id,
      itemId: entry.itemId,
      price: timed?.price ?? entry.price,
      basePrice: entry.price,
      timeBound: timed !== null,
    });
  }
  return { menu: { id: menu.id, name: menu.name, currency: menu.currency }, entries };
}

/**
 * The minutes of a local day at which a window of the schedules opens or closes (0 included):
 * between two of them, on one local date, every comparison `menuAt` makes with a window has the
 * same outcome. Kept per menu object (compiled menus are reused while the catalog is unchanged),
 * so a call asks nothing of a menu's thousands of entries after the first.
 */
const MENU_BOUNDARIES = new WeakMap<MenuAtMenu, readonly number[]>();

function addBoundaries(
  minutes: Set<number>,
  schedule: { windows: readonly TimeWindow[] } | null | undefined,
) {
  for (const window of schedule?.windows ?? []) {
    minutes.add(window.start);
    minutes.add(window.end);
  }
}

function menuBoundaries(menu: MenuAtMenu): readonly number[] {
  let known = MENU_BOUNDARIES.get(menu);
  if (!known) {
    const minutes = new Set<number>();
    for (const entry of menu.entries) {
      addBoundaries(minutes, entry.schedule);
      addBoundaries(minutes, entry.itemSchedule);
      for (const price of entry.timePrices ?? []) addBoundaries(minutes, price);
    }
    known = [...minutes];
    MENU_BOUNDARIES.set(menu, known);
  }
  return known;
}

/**
 * A key for the stretch of local time around the instant in which `menuAt(venue, serviceType, ·)`
 * cannot change: the local date and the last window boundary at or before the local minute.
 * Instants with the same key get the same answer (property-tested), so a kept answer serves every
 * minute of the stretch, and a terminal asking each minute computes only when a window opens or
 * closes. (Date limits and closed dates are per local date, which the key holds.)
 */
export function menuAtSpan(venue: MenuAtVenue, serviceType: string, instant: Date): string {
  const at = localTime(instant, venue.timezone);
  let from = 0;
  const consider = (minute: number) => {
    if (minute <= at.minute && minute > from) from = minute;
  };
  for (const link of venue.menus) {
    if (link.serviceType !== serviceType) continue;
    for (const window of link.schedule?.windows ?? []) {
      consider(window.start);
      consider(window.end);
    }
    for (const minute of menuBoundaries(link.menu)) consider(minute);
  }
  return `${at.date}@${from}`;
}

// Validation of schedules (API and editor). Codes are keys of `menus.errors`.

export const SCHEDULE_ERROR_CODES = [
  'windowEmpty',
  'windowEndsBeforeStart',
  'windowsOverlap',
  'timeInvalid',
  'dayInvalid',
  'dateInvalid',
  'timezoneInvalid',
] as const;
export type ScheduleErrorCode = (typeof SCHEDULE_ERROR_CODES)[number];

/** Two windows overlap when they share a minute of the week. */
export function windowsOverlap(a: TimeWindow, b: TimeWindow): boolean {
  const spans = (window: TimeWindow) =>
    window.days.map((day) => {
      const start = (day - 1) * MINUTES_PER_DAY + window.start;
      return [start, start + windowLength(window)] as const;
    });
  const WEEK = 7 * MINUTES_PER_DAY;
  for (const [s1, e1] of spans(a))
    for (const [s2, e2] of spans(b))
      for (const shift of [-WEEK, 0, WEEK]) if (s1 < e2 + shift && s2 + shift < e1) return true;
  return false;
}

/** The instant a wall-clock time (`YYYY-MM-DDTHH:MM`) has in a time zone (the later one in a DST gap). */
export function instantAt(local: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as number[];
  const wanted = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0);
  let guess = wanted;
  for (let i = 0; i < 3; i += 1) {
    const seen = localTime(new Date(guess), timeZone);
    const [sy, sm, sd] = seen.date.split('-').map(Number) as number[];
    const shown = Date.UTC(sy ?? 0, (sm ?? 1) - 1, sd ?? 1, Math.floor(seen.minute / 60), seen.minute % 60);
    if (shown === wanted) break;
    guess += wanted - shown;
  }
  return new Date(guess);
}
