import type { FieldErrorCode } from '../../domain/signup.ts';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';

export type FieldMessages = Record<string, string>;

/** Server field errors as `{ path: message }` (the server already translated them). */
export function messagesOf(errors: readonly { field: string; message: string }[] | undefined): FieldMessages {
  return Object.fromEntries((errors ?? []).map((e) => [e.field, e.message]));
}

/** Client-side check results in the same shape, in the user's language. */
export function translateCodes(
  LL: TranslationFunctions,
  codes: Record<string, FieldErrorCode>,
): FieldMessages {
  return Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, LL.auth.errors[code]()]));
}
