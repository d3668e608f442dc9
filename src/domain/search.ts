/** Spec sections 4, 5 and 9: the search palette's rules, shared by the browser and the server. */
export const SEARCH_DEBOUNCE_MS = 300;
/** After the overlay closes, the trigger is re-enabled after this long. */
export const SEARCH_REENABLE_MS = 300;
export const RECENT_SEARCHES_MAX = 3;
export const RECENT_SEARCHES_STORAGE_KEY = 'ordna.recentSearches';
/** Results per kind (products, categories, staff, pages) the server returns at most. */
export const SEARCH_RESULTS_PER_KIND = 8;
/** A server-search picker (issue 14): the first this many matches, then "type to search more". */
export const PICKER_PAGE_SIZE = 50;
/** Records read by id in one request at most (`items(filter: { ids })`, a list's page size). */
export const MAX_IDS_PER_READ = 500;
/** A server-search picker asks once typing pauses this long. */
export const PICKER_DEBOUNCE_MS = 200;
/** Longer queries are cut to this many characters before matching. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/** What matching ignores, as a POSIX class SQL can use too (`regexp_replace`). */
export const SEARCH_IGNORED_PATTERN = '[[:space:]‐‑‒–—-]+';
const IGNORED = /[\s\-‐‑‒–—]+/g;

/**
 * Spec section 5: matching is case-insensitive on the title with spaces and hyphens removed from
 * the query. They are removed from the title too, so "coca cola" finds "Coca-Cola" and
 * "toast skagen" still finds "Toast Skagen".
 */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('en').replace(IGNORED, '');
}

export function normalizeQuery(query: string): string {
  return normalizeSearchText(query.slice(0, SEARCH_QUERY_MAX_LENGTH));
}

/** A title matches when its normalized form contains the normalized query; an empty query matches nothing. */
export function matchesSearch(title: string, query: string): boolean {
  const wanted = normalizeQuery(query);
  return wanted !== '' && normalizeSearchText(title).includes(wanted);
}

const collators = new Map<string, Intl.Collator>();
function collator(locale: string): Intl.Collator {
  let found = collators.get(locale);
  if (!found) {
    found = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    collators.set(locale, found);
  }
  return found;
}

/**
 * The best `limit` matches: titles that start with the query first, then the others, each
 * alphabetically. `normalized` is the title's normalizeSearchText form, computed once by the
 * caller. One pass that keeps the best few, so 10,000 matches cost no full sort.
 */
export function rankMatches<T extends { title: string; normalized: string }>(
  matches: readonly T[],
  normalizedQuery: string,
  locale: string,
  limit: number,
): T[] {
  const { compare } = collator(locale);
  const before = (a: T, b: T) =>
    Number(b.normalized.startsWith(normalizedQuery)) - Number(a.normalized.startsWith(normalizedQuery)) ||
    compare(a.title, b.title);
  const best: T[] = [];
  for (const match of matches) {
    const last = best[best.length - 1];
    if (best.length >= limit && last !== undefined && before(match, last) >= 0) continue;
    let at = best.length;
    while (at > 0 && before(match, best[at - 1] as T) < 0) at -= 1;
    best.splice(at, 0, match);
    if (best.length > limit) best.pop();
  }
  return best;
}

/**
 * The same answer as rankMatches for a list already in collator order (the server's index keeps
 * its titles sorted once per catalogue change): one pass that stops as soon as `limit` titles
 * starting with the query are found.
 */
export function firstMatches<T extends { normalized: string }>(
  sorted: readonly T[],
  normalizedQuery: string,
  limit: number,
): T[] {
  if (normalizedQuery === '' || limit <= 0) return [];
  const starting: T[] = [];
  const containing: T[] = [];
  for (const entry of sorted) {
    const at = entry.normalized.indexOf(normalizedQuery);
    if (at === 0) {
      starting.push(entry);
      if (starting.length >= limit) break;
    } else if (at > 0 && containing.length < limit) containing.push(entry);
  }
  return [...starting, ...containing].slice(0, limit);
}

/** Sorts once by title with the locale's collator (the order firstMatches expects). */
export function sortForSearch<T extends { title: string }>(entries: readonly T[], locale: string): T[] {
  const { compare } = collator(locale);
  return [...entries].sort((a, b) => compare(a.title, b.title));
}

/** Recent searches: at most 3 titles, newest first, without duplicates. */
export function pushRecentSearch(recent: readonly string[], title: string): string[] {
  const clean = title.trim();
  if (clean === '') return [...recent].slice(0, RECENT_SEARCHES_MAX);
  return [clean, ...recent.filter((entry) => entry !== clean)].slice(0, RECENT_SEARCHES_MAX);
}

/** Reads what local storage holds, ignoring anything that is not a list of strings. */
export function parseRecentSearches(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter((entry): entry is string => typeof entry === 'string').slice(0, RECENT_SEARCHES_MAX);
  } catch {
    return [];
  }
}
