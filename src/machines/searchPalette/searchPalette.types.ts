export interface SearchHits {
  items: { id: string; title: string; categories: { id: string; name: string }[] }[];
  categories: { id: string; name: string }[];
  staff: { id: string; name: string }[];
  pages: { key: string; title: string; path: string; kind: string }[];
}

export interface SearchPaletteInput {
  /** Recent searches from local storage, newest first. */
  recent: string[];
}

export interface SearchPaletteContext {
  query: string;
  /** Bumped on every keystroke; answers and timers for an older one are ignored. */
  seq: number;
  hits: SearchHits | null;
  recent: string[];
}

export type SearchPaletteEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'ROUTE_CHANGED' }
  | { type: 'TYPE'; query: string }
  /** Sent by scheduleSearch 300 ms after the last keystroke. */
  | { type: 'DEBOUNCE_DUE'; seq: number }
  /** Sent by runSearch with the server's answer. */
  | { type: 'RESULTS'; seq: number; hits: SearchHits }
  | { type: 'FAILED'; seq: number }
  /** A result, recent search target or quick action was chosen; `title` is remembered when given. */
  | { type: 'CHOOSE'; title: string | null; path: string }
  /** Sent by scheduleReenable 300 ms after the overlay closed. */
  | { type: 'REENABLE_DUE' };
