import { AppError } from '../../graphql/client.ts';

/**
 * The one client-side handling of field errors (docs/decisions.md "Field errors"): every failed
 * check, the browser's or the server's, ends as messages by field path, already translated.
 */

/** Field errors by field path (`title`, `variations.0.price`), already translated. */
export type FieldMessages = Record<string, string>;

/** The wire shape of a field error: the server translated `message`; `code` is for machines. */
export interface FieldErrorJson {
  field: string;
  code?: string | null;
  message: string;
}

/** Client-side check results (codes) in the user's language, from the dictionary of those codes. */
export function translateCodes(dictionary: object, codes: Record<string, string>): FieldMessages {
  const texts = dictionary as Record<string, (() => string) | undefined>;
  return Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, texts[code]?.() || code]));
}

/** Server field errors as `{ path: message }`. */
export function messagesOf(errors: readonly FieldErrorJson[] | null | undefined): FieldMessages {
  return Object.fromEntries((errors ?? []).map((e) => [e.field, e.message]));
}

/** The field errors of a failure: a BAD_USER_INPUT answer's `extensions.fieldErrors`, or none. */
export function serverFieldMessages(error: unknown): FieldMessages {
  return error instanceof AppError ? messagesOf(error.fieldErrors) : {};
}

/** Field messages under a prefix, with the prefix removed (`titleLang.en` → `en`). */
export function messagesUnder(messages: FieldMessages, prefix: string): FieldMessages {
  const start = `${prefix}.`;
  return Object.fromEntries(
    Object.entries(messages)
      .filter(([field]) => field.startsWith(start))
      .map(([field, message]) => [field.slice(start.length), message]),
  );
}
