import { AppError } from '../../graphql/client.ts';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import type { SaveOutcome } from '../../machines/resourceEditor/resourceEditor.actors.ts';
import { serverFieldMessages } from '../forms/index.ts';
import { SaveFailure } from './resource.ts';

/** A readable message for any failure (the server's message is already translated). */
export function failureText(LL: TranslationFunctions, error: unknown): string {
  if (error instanceof SaveFailure) return error.message;
  if (error instanceof AppError) {
    if (error.code === 'NETWORK' || error.code === 'INTERNAL') return LL.crud.errors.somethingWrong();
    return error.errors[0]?.message ?? error.message;
  }
  return LL.crud.errors.somethingWrong();
}

/** Turns what a save threw into the editor machine's outcome. */
export function saveOutcomeOf(LL: TranslationFunctions, error: unknown): SaveOutcome {
  if (error instanceof AppError && error.code === 'CONFLICT') {
    const current = error.errors[0]?.extensions?.currentVersion;
    return { kind: 'conflict', currentVersion: typeof current === 'number' ? current : 0 };
  }
  if (error instanceof AppError && error.code === 'BAD_USER_INPUT') {
    return { kind: 'invalid', errors: serverFieldMessages(error), message: failureText(LL, error) };
  }
  if (error instanceof SaveFailure && Object.keys(error.fieldMessages).length > 0)
    return { kind: 'invalid', errors: error.fieldMessages, message: error.message };
  return { kind: 'failed', message: failureText(LL, error) };
}
