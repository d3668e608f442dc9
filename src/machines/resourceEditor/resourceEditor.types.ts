/** Field messages by field path, already in the user's language. */
/** Field errors by field path, already translated (src/platform/forms/fieldMessages.ts). */
export type FieldMessages = Record<string, string>;

export interface ResourceEditorInput {
  /** null while creating a new record. */
  id: string | null;
  version: number | null;
}

export interface ResourceEditorContext extends ResourceEditorInput {
  errors: FieldMessages;
  error: string | null;
  /** The stored version a conflicting save met. */
  currentVersion: number | null;
  /** The next save overwrites whatever is stored at currentVersion. */
  overwrite: boolean;
}

export type ResourceEditorEvent =
  | { type: 'SAVE' }
  | { type: 'SAVED'; id: string }
  | { type: 'INVALID'; errors: FieldMessages; message: string | null }
  | { type: 'FAILED'; message: string }
  | { type: 'CONFLICT'; currentVersion: number }
  | { type: 'RELOAD' }
  | { type: 'OVERWRITE' }
  | { type: 'CANCEL' }
  | { type: 'LOADED'; version: number };
