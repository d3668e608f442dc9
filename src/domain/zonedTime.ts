/**
 * Wall-clock time in a named time zone with `Intl.DateTimeFormat` (every browser and Node has the
 * zone data), for the accounting day and the report ranges: the shell's notification bell and the
 * finance home need these two conversions, and date-fns-tz (~8 KB gzip) was their only reason to load.
 * `zonedTime.test.ts` checks both against date-fns-tz across zones and DST changes.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A cached 24-hour `en-US` formatter of an instant's numeric date, hour and minute in a zone (with
 * the short weekday and the seconds when asked), for `formatToParts`; a RangeError for an unknown
 * zone. The menus' and the offers' local time read it too.
 */
export function zoneFormatter(
  timeZone: string,
  extra: { weekday?: boolean; seconds?: boolean } = {},
): Intl.DateTimeFormat {
  const key = `${timeZone}|${extra.weekday ? 'w' : ''}${extra.seconds ? 's' : ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      ...(extra.weekday && { weekday: 'short' }),
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      ...(extra.seconds && { second: '2-digit' }),
    });
    formatters.set(key, format);
  }
  return format;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

function wallClock(instant: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of zoneFormatter(timeZone, { seconds: true }).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    // Some engines write midnight as 24 even with h23.
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    millisecond: ((instant % 1000) + 1000) % 1000,
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The zone's offset from UTC at an instant, in milliseconds (local minus UTC). */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.millisecond) - instant;
}

/** The local date (`yyyy-MM-dd`) and time (`HH:mm:ss.SSS`) of an instant in a time zone. */
export function zonedDateTime(instant: Date, timeZone: string): { date: string; time: string } {
  const w = wallClock(instant.getTime(), timeZone);
  return {
    date: `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`,
    time: `${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}.${pad(w.millisecond, 3)}`,
  };
}

/** The local hour (0–23) of an instant in a time zone. */
export function zonedHour(instant: Date, timeZone: string): number {
  return wallClock(instant.getTime(), timeZone).hour;
}

/**
 * The instant of a local date and time (`yyyy-MM-ddTHH:mm:ss.SSS`) in a time zone, as date-fns-tz's
 * `fromZonedTime` (the same steps, so a time repeated or skipped when the clocks change gives the
 * same instant as before).
 */
export function zonedToInstant(local: string, timeZone: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/.exec(local);
  if (!match) return new Date(Number.NaN);
  const [, y, mo, d, h, mi, s = '0', ms = '0'] = match;
  const asUtc = Date.UTC(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h),
    Number(mi),
    Number(s),
    Number(ms.padEnd(3, '0')),
  );
  // date-fns-tz's steps: guess the offset at the wall-clock time read as UTC, check it at the
  // instant it gives, correct once; a time that is still not shown was skipped and takes the larger.
  const guess = offsetAt(asUtc, timeZone);
  const second = offsetAt(asUtc - guess, timeZone);
  if (second === guess) return new Date(asUtc - guess);
  const third = offsetAt(asUtc - second, timeZone);
  return new Date(asUtc - (second === third ? second : Math.max(second, third)));
}
