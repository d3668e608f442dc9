import type { CountryCode } from '../../../domain/countries.ts';
import {
  isOpen,
  type LocalTime,
  MINUTES_PER_DAY,
  type Schedule,
  type TimePrice,
  type TimeWindow,
  WEEKDAYS,
  type Weekday,
} from '../../../domain/menuAt.ts';
import { moneyText, parseMoney } from '../../../domain/money.ts';

/**
 * The editor's shapes of schedules and time-bound prices, and their conversion to the API's:
 * pure, so the conversions are tested apart from the screens.
 */

/** "17:30" from minutes after midnight (1440 shows as "24:00"). */
export function timeText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Minutes after midnight from "17:30" or "1730"; null when it is not a time (24:00 allowed). */
export function parseTime(text: string): number | null {
  const match = /^(\d{1,2}):?(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= MINUTES_PER_DAY ? minutes : null;
}

/** One line of the time-bound price editor: a price and one weekly window. */
export interface PriceRow {
  key: string;
  price: string;
  days: string[];
  from: string;
  to: string;
  overnight: boolean;
}

/** The weekdays as the dictionary's keys (`menus.weekdays`). */
export const WEEKDAY_KEYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** The entry's time-bound prices as editor lines, one per window, the amounts as the country writes them. */
export function rowsOf(prices: readonly TimePrice[], country: CountryCode): PriceRow[] {
  return prices.flatMap((price, p) =>
    price.windows.map((window, w) => ({
      key: `${p}-${w}`,
      price: moneyText(price.price, country),
      days: window.days.map(String),
      from: timeText(window.start),
      to: timeText(window.end),
      overnight: window.overnight === true,
    })),
  );
}

/** Where each line went in the API's input: `timePrices.{price}.windows.{window}`. */
export interface RowPlace {
  price: number;
  window: number;
}

/**
 * Editor lines as the API's time-bound prices: lines with the same price share one entry, so two
 * overlapping windows at one price are refused by the shared schema (windowsOverlap), while
 * different prices may overlap (the narrower window wins, issue 16). Unparsable numbers are sent
 * as -1 so the schema refuses them on the line's own field.
 */
export function pricesOf(
  rows: readonly PriceRow[],
  country: CountryCode,
): { prices: { price: number; windows: TimeWindow[] }[]; places: RowPlace[] } {
  const prices: { price: number; windows: TimeWindow[] }[] = [];
  const places: RowPlace[] = [];
  for (const row of rows) {
    const price = parseMoney(row.price, country) ?? -1;
    let index = prices.findIndex((entry) => entry.price === price);
    if (index < 0) index = prices.push({ price, windows: [] }) - 1;
    const target = prices[index];
    if (!target) continue;
    const window: TimeWindow = {
      days: row.days.map(Number) as Weekday[],
      start: parseTime(row.from) ?? -1,
      end: parseTime(row.to) ?? -1,
      ...(row.overnight ? { overnight: true } : {}),
    };
    places.push({ price: index, window: target.windows.push(window) - 1 });
  }
  return { prices, places };
}

/**
 * Field problems by API path (`timePrices.0.windows.1.end`, under any prefix) as problems by
 * line and field (`2.to`), for the editor's fields.
 */
export function rowProblems(
  problems: Record<string, string>,
  places: readonly RowPlace[],
  prefix = '',
): Record<string, string> {
  const out: Record<string, string> = {};
  const FIELD: Record<string, string> = { start: 'from', end: 'to', days: 'days' };
  for (const [path, message] of Object.entries(problems)) {
    if (!path.startsWith(prefix)) continue;
    const parts = path.slice(prefix.length).split('.');
    const price = Number(parts[0]);
    if (parts[1] !== 'windows' || parts.length < 3) {
      // A whole price's problem (its amount, or its list of windows): on each of its lines' price.
      places.forEach((place, row) => {
        if (place.price === price) out[`${row}.price`] ??= message;
      });
      continue;
    }
    const row = places.findIndex((place) => place.price === price && place.window === Number(parts[2]));
    // A problem of the whole window (it overlaps another) shows on its start.
    if (row >= 0) out[`${row}.${FIELD[parts[3] ?? ''] ?? 'from'}`] ??= message;
  }
  return out;
}

/** A schedule as the API returns it (plain numbers for days) in the domain's type. */
export function asSchedule(
  value:
    | {
        windows: readonly {
          days: readonly number[];
          start: number;
          end: number;
          overnight?: boolean | null;
        }[];
        from?: string | null;
        until?: string | null;
        closedDates?: readonly string[] | null;
      }
    | null
    | undefined,
): Schedule | null {
  if (!value) return null;
  return {
    windows: value.windows.map(asWindow),
    from: value.from ?? null,
    until: value.until ?? null,
    closedDates: [...(value.closedDates ?? [])],
  };
}

export function asWindow(window: {
  days: readonly number[];
  start: number;
  end: number;
  overnight?: boolean | null;
}): TimeWindow {
  return {
    days: window.days.filter((day): day is Weekday => day >= 1 && day <= 7),
    start: window.start,
    end: window.end,
    ...(window.overnight ? { overnight: true } : {}),
  };
}

// The week grid: a schedule as hours of the week ---------------------------------------------

/** `${weekday}-${hour}`: one cell of the week grid. */
export type Cell = `${Weekday}-${number}`;

export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

const cellLocal = (day: Weekday, hour: number): LocalTime => ({
  weekday: day,
  minute: hour * 60,
  // Dates do not matter here: the grid edits the weekly windows only.
  date: '2000-01-01',
  previousWeekday: (day === 1 ? 7 : day - 1) as Weekday,
  previousDate: '1999-12-31',
});

/** The hours (by their first minute) a schedule's weekly windows cover. No schedule: none marked. */
export function cellsOf(schedule: Schedule | null | undefined): Set<Cell> {
  const cells = new Set<Cell>();
  if (!schedule || schedule.windows.length === 0) return cells;
  const weekly: Schedule = { windows: schedule.windows };
  for (const day of WEEKDAYS)
    for (const hour of HOURS) if (isOpen(weekly, cellLocal(day, hour))) cells.add(`${day}-${hour}`);
  return cells;
}

/**
 * Marked hours as weekly windows: each day's runs of hours, days with the same run sharing one
 * window. A run to midnight stays on its day (the next day's run starts its own window), so the
 * windows never overlap.
 */
export function windowsOf(cells: ReadonlySet<Cell>): TimeWindow[] {
  const byRun = new Map<string, TimeWindow>();
  for (const day of WEEKDAYS) {
    let start: number | null = null;
    for (const hour of [...HOURS, 24]) {
      const on = hour < 24 && cells.has(`${day}-${hour}`);
      if (on && start === null) start = hour;
      if (!on && start !== null) {
        const key = `${start}-${hour}`;
        const window = byRun.get(key);
        if (window) window.days.push(day);
        else byRun.set(key, { days: [day], start: start * 60, end: hour * 60 });
        start = null;
      }
    }
  }
  return [...byRun.values()].sort((a, b) => a.start - b.start || a.end - b.end);
}

/** The schedule after the grid's edit: its date limits kept; no marked hour = always available. */
export function scheduleOf(cells: ReadonlySet<Cell>, before: Schedule | null | undefined): Schedule | null {
  const windows = windowsOf(cells);
  if (windows.length === 0) return null;
  return {
    windows,
    ...(before?.from ? { from: before.from } : {}),
    ...(before?.until ? { until: before.until } : {}),
    ...(before?.closedDates?.length ? { closedDates: before.closedDates } : {}),
  };
}

// An entry's availability as lines (weekdays, from–to, past midnight) ------------------------

/** One line of the availability editor: one weekly window. */
export type TimeRow = Omit<PriceRow, 'price'>;

/** A schedule's weekly windows as editor lines, in order (line i is `windows.i`). */
export function timeRowsOf(schedule: Schedule | null | undefined): TimeRow[] {
  return (schedule?.windows ?? []).map((window, index) => ({
    key: `w-${index}`,
    days: window.days.map(String),
    from: timeText(window.start),
    to: timeText(window.end),
    overnight: window.overnight === true,
  }));
}

/**
 * Editor lines as a schedule for the API: no line = always available (null); the date limits of
 * the schedule before are kept. Unparsable times are sent as -1 so the shared schema refuses them
 * on the line's own field.
 */
export function scheduleOfRows(
  rows: readonly TimeRow[],
  before: Schedule | null | undefined,
): Schedule | null {
  if (rows.length === 0) return null;
  return {
    windows: rows.map((row) => ({
      days: row.days.map(Number) as Weekday[],
      start: parseTime(row.from) ?? -1,
      end: parseTime(row.to) ?? -1,
      ...(row.overnight ? { overnight: true } : {}),
    })),
    ...(before?.from ? { from: before.from } : {}),
    ...(before?.until ? { until: before.until } : {}),
    ...(before?.closedDates?.length ? { closedDates: before.closedDates } : {}),
  };
}

/**
 * Field problems by schedule path (`windows.1.end`, under any prefix) as problems by line and
 * field (`1.to`). A problem of a whole window (it overlaps an earlier one) shows on its start.
 */
export function timeRowProblems(problems: Record<string, string>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  const FIELD: Record<string, string> = { start: 'from', end: 'to', days: 'days' };
  for (const [path, message] of Object.entries(problems)) {
    if (!path.startsWith(prefix)) continue;
    const parts = path.slice(prefix.length).split('.');
    if (parts[0] !== 'windows') continue;
    const row = parts[1] === undefined ? 0 : Number(parts[1]);
    out[`${row}.${FIELD[parts[2] ?? ''] ?? 'from'}`] ??= message;
  }
  return out;
}

/** The lines that parse, as a schedule for the week grid's picture (the others are left out). */
export function cellsOfRows(rows: readonly TimeRow[]): Set<Cell> {
  const windows: TimeWindow[] = [];
  for (const row of rows) {
    const start = parseTime(row.from);
    const end = parseTime(row.to);
    if (start === null || end === null || row.days.length === 0) continue;
    windows.push({
      days: row.days.map(Number) as Weekday[],
      start,
      end,
      ...(row.overnight ? { overnight: true } : {}),
    });
  }
  return cellsOf({ windows });
}

/** Hours marked in the week grid as editor lines (whole hours; a run to midnight stays on its day). */
export function timeRowsOfCells(cells: ReadonlySet<Cell>): TimeRow[] {
  return timeRowsOf({ windows: windowsOf(cells) });
}
