/** One entry as the editor shows it. */
export interface EditorEntry {
  id: string;
  itemId: string;
  title: string;
  price: number;
  defaultPrice: number;
}

/** What did not save, so the screen can mark it and offer Retry. */
export type Failure =
  | { kind: 'add'; itemId: string; price: number }
  | { kind: 'remove'; entryId: string }
  | { kind: 'price'; entryId: string; price: number }
  | { kind: 'defaultPrice'; itemId: string; price: number };

export interface MenuEditingContext {
  entries: EditorEntry[];
  /** Entries hidden while their removal is on its way. */
  hidden: string[];
  /** Entries whose last change did not save (shown as "Not saved"). */
  unsaved: string[];
  /** The entry whose price field takes the focus when FOCUS_DUE comes. */
  focusEntryId: string | null;
  /** The change being saved, for the result events. */
  pending: Failure | null;
  lastFailure: Failure | null;
}

export type MenuEditingEvent =
  | { type: 'LOAD'; entries: EditorEntry[] }
  | { type: 'ADD'; itemId: string; title: string; price: number; defaultPrice: number }
  | { type: 'ADDED'; entry: EditorEntry }
  | { type: 'REMOVE'; entryId: string }
  | { type: 'REMOVED' }
  | { type: 'REFRESHED'; entries: EditorEntry[] }
  | { type: 'SET_PRICE'; entryId: string; price: number }
  | { type: 'SET_DEFAULT_PRICE'; itemId: string; price: number }
  | { type: 'SAVED' }
  | { type: 'FAILED' }
  | { type: 'FOCUS_DUE' };
