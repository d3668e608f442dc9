import type { ZodError } from 'zod';
import { type FieldErrorCode, fieldErrorsOf } from '../../../src/domain/signup.ts';
import type { TranslationFunctions } from '../../../src/i18n/i18n-types.ts';
import { DomainError, type FieldProblem, problemsOf, type Wording } from './domainError.ts';

/** A zod schema as far as input parsing needs it. */
export interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: ZodError };
}

/**
 * Where an area's field codes come from and how they are worded: the codes from the shared zod
 * schemas of `src/domain` (the browser shows the same ones), the words from the area's dictionary.
 */
export interface FieldDictionary<C extends string> {
  codesOf(error: ZodError): Readonly<Record<string, C>>;
  word(t: TranslationFunctions, code: C): string;
  /** The message of the whole refusal. */
  checkFields: Wording;
}

export const ACCOUNT_FIELDS: FieldDictionary<FieldErrorCode> = {
  codesOf: fieldErrorsOf,
  word: (t, code) => t.auth.errors[code](),
  checkFields: (t) => t.auth.errors.checkFields(),
};

/** The one way a zod failure becomes field problems ({ field, code }, worded later). */
export function zodProblems<C extends string>(
  error: ZodError,
  dictionary: FieldDictionary<C>,
): FieldProblem[] {
  return problemsOf(dictionary.codesOf(error), dictionary.word);
}

/** BAD_USER_INPUT with `extensions.fieldErrors`: the convention of every mutation that answers no ActionResult. */
export function invalidFields<C extends string>(
  codes: Readonly<Record<string, C>>,
  dictionary: FieldDictionary<C>,
): DomainError {
  return new DomainError('BAD_USER_INPUT', dictionary.checkFields, {
    problems: problemsOf(codes, dictionary.word),
  });
}

/** Parses with a zod schema or throws its field problems, worded by the area's own dictionary. */
export function parseInput<T, C extends string>(
  schema: Parser<T>,
  value: unknown,
  dictionary: FieldDictionary<C>,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidFields(dictionary.codesOf(result.error), dictionary);
  return result.data;
}

/**
 * GraphQL gives null for a field sent as null: for most fields that means "not given"; only
 * the `clearable` ones are set to null (a course, a station, a volume).
 */
export function withoutNulls<T extends object>(data: T, clearable: readonly string[] = []): T {
  return Object.fromEntries(
    Object.entries(data).filter(([key, value]) => value !== null || clearable.includes(key)),
  ) as T;
}
