import type { Weekday } from './menuAt.ts';

/**
 * How the change history words the JSON values of a menu entry's columns (`time_prices`,
 * `schedule`): prices formatted, days and hours named, never the stored JSON (issue 41).
 * The caller brings the formats of the viewer's language.
 */
export interface HistoryFormats {
  money: (minor: number) => string;
  weekday: (day: Weekday) => string;
  list: (parts: string[]) => string;
}

interface Window {
  days?: unknown;
  start?: unknown;
  end?: unknown;
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function isWeekday(value: unknown): value is Weekday {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 7;
}

function windowText(window: Window, formats: HistoryFormats): string {
  const days = Array.isArray(window.days) ? window.days.filter(isWeekday) : [];
  const hours =
    typeof window.start === 'number' && typeof window.end === 'number'
      ? `${clock(window.start)}–${clock(window.end)}`
      : '';
  return [formats.list(days.map(formats.weekday)), hours].filter(Boolean).join(' ');
}

function windowsText(windows: unknown, formats: HistoryFormats): string {
  if (!Array.isArray(windows)) return '';
  return formats.list(windows.map((w) => windowText((w ?? {}) as Window, formats)).filter(Boolean));
}

/** `[{"price":3500,"windows":[…]}]` → "35,00 kr (Mon, Tue 11:00–14:00)"; null when not that shape. */
export function timePricesText(value: unknown, formats: HistoryFormats): string | null {
  if (!Array.isArray(value)) return null;
  if (value.length === 0) return '—';
  const parts: string[] = [];
  for (const entry of value) {
    if (!entry || typeof entry !== 'object' || typeof (entry as { price?: unknown }).price !== 'number')
      return null;
    const { price, windows } = entry as { price: number; windows?: unknown };
    const when = windowsText(windows, formats);
    parts.push(when ? `${formats.money(price)} (${when})` : formats.money(price));
  }
  return parts.join('; ');
}

/** A schedule `{windows, from, until}` → "Mon, Tue 11:00–14:00 · 2026-12-01–2026-12-24"; null when not one. */
export function scheduleText(value: unknown, formats: HistoryFormats): string | null {
  if (value === null) return '—';
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const { windows, from, until } = value as { windows?: unknown; from?: unknown; until?: unknown };
  const dates =
    typeof from === 'string' || typeof until === 'string'
      ? `${typeof from === 'string' ? from : ''}–${typeof until === 'string' ? until : ''}`
      : '';
  return [windowsText(windows, formats), dates].filter(Boolean).join(' · ') || '—';
}
