/** One entry as the editor shows it. */
export interface EditorEntry {
  id: string;
  itemId: string;
  title: string;
  price: number;
  defaultPrice: number;
  /** The product's version, sent with a default price change (it is the product's write). */
  itemVersion: number;
}

/** A change being saved, or one that did not save (the screen marks it and offers Retry). */
export type Failure =
  | { kind: 'add'; itemId: string; price: number }
  | { kind: 'remove'; entryId: string }
  | { kind: 'price'; entryId: string; price: number }
  | { kind: 'defaultPrice'; itemId: string; price: number };

/** The user's changes: sent at once in idle, otherwise queued in the order made. */
export type ChangeEvent =
  | { type: 'ADD'; itemId: string; title: string; price: number; defaultPrice: number }
  | { type: 'REMOVE'; entryId: string }
  | { type: 'SET_PRICE'; entryId: string; price: number }
  | { type: 'SET_DEFAULT_PRICE'; itemId: string; price: number };

/** The menu as a write answered it (every menu write answers with the whole menu). */
export interface MenuAnswer {
  entries: EditorEntry[];
  version: number;
}

export interface MenuEditingContext {
  entries: EditorEntry[];
  /** The menu's version the editor's next write is checked against (advanced by each answer). */
  version: number;
  /** Entries hidden while their removal is on its way. */
  hidden: string[];
  /** Entries whose last change did not save (shown as "Not saved"). */
  unsaved: string[];
  /** The entry whose price field takes the focus when FOCUS_DUE comes. */
  focusEntryId: string | null;
  /** The change being saved, for the result events. */
  pending: Failure | null;
  lastFailure: Failure | null;
  /** Changes made while another was on its way, sent one by one in this order. */
  queue: ChangeEvent[];
  /** The version someone else saved, while the user chooses Reload or Overwrite. */
  conflictVersion: number | null;
}

export type MenuEditingEvent =
  | ChangeEvent
  | { type: 'LOAD'; entries: EditorEntry[]; version: number }
  /** The entry was created: the server's menu (entries, version) and the new entry's id. */
  | { type: 'ADDED'; entryId: string; menu: MenuAnswer }
  /** The entry was disconnected: the server's menu is the refresh. */
  | { type: 'REMOVED'; menu: MenuAnswer }
  /** A change saved: the server's menu; a default price also the product's new version. */
  | { type: 'SAVED'; menu: MenuAnswer | null; itemVersion: number | null }
  | { type: 'FAILED' }
  /** Someone else saved first: the version they left (the menu's, or the product's). */
  | { type: 'CONFLICT'; currentVersion: number }
  | { type: 'RELOAD' }
  | { type: 'OVERWRITE' }
  | { type: 'CANCEL' }
  | { type: 'RELOADED'; menu: MenuAnswer }
  | { type: 'FOCUS_DUE' };
