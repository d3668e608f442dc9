import { isPimErrorCode, type PimErrorCode } from '../../domain/pimSchemas.ts';
import { AppError } from '../../graphql/client.ts';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import type { SaveOutcome } from '../../machines/resourceEditor/resourceEditor.actors.ts';
import { type FieldMessages, SaveFailure } from './resource.ts';

interface FieldErrorJson {
  field: string;
  code?: string;
  message: string;
}

function isFieldErrorList(value: unknown): value is FieldErrorJson[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as FieldErrorJson).field === 'string' &&
        typeof (entry as FieldErrorJson).message === 'string',
    )
  );
}

/** Client-side codes in the user's language. */
export function translateCodes(LL: TranslationFunctions, codes: Record<string, PimErrorCode>): FieldMessages {
  return Object.fromEntries(
    Object.entries(codes).map(([field, code]) => [
      field,
      isPimErrorCode(code) ? LL.pim.errors[code]() : code,
    ]),
  );
}

/** The server's translated field errors of a BAD_USER_INPUT answer. */
export function serverFieldMessages(error: AppError): FieldMessages {
  const fieldErrors = error.errors[0]?.extensions?.fieldErrors;
  return isFieldErrorList(fieldErrors)
    ? Object.fromEntries(fieldErrors.map((e) => [e.field, e.message]))
    : {};
}

/** A readable message for any failure (the server's message is already translated). */
export function failureText(LL: TranslationFunctions, error: unknown): string {
  if (error instanceof SaveFailure) return error.message;
  if (error instanceof AppError) {
    if (error.code === 'NETWORK' || error.code === 'INTERNAL') return LL.pim.errors.somethingWrong();
    return error.errors[0]?.message ?? error.message;
  }
  return LL.pim.errors.somethingWrong();
}

/** Turns what a save threw into the editor machine's outcome. */
export function saveOutcomeOf(LL: TranslationFunctions, error: unknown): SaveOutcome {
  if (error instanceof AppError && error.code === 'CONFLICT') {
    const current = error.errors[0]?.extensions?.currentVersion;
    return { kind: 'conflict', currentVersion: typeof current === 'number' ? current : 0 };
  }
  if (error instanceof AppError && error.code === 'BAD_USER_INPUT') {
    const errors = serverFieldMessages(error);
    return { kind: 'invalid', errors, message: failureText(LL, error) };
  }
  if (error instanceof SaveFailure && Object.keys(error.fieldMessages).length > 0)
    return { kind: 'invalid', errors: error.fieldMessages, message: error.message };
  return { kind: 'failed', message: failureText(LL, error) };
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
