import { GraphQLError } from 'graphql';
import type { TranslationFunctions } from '../../../src/i18n/i18n-types.ts';
import { type ErrorCode, httpStatusOf } from '../errors.ts';
import { translator } from '../i18n.ts';

/** Words for the viewer, picked where the error is raised and written in their language at the edge. */
export type Wording = (t: TranslationFunctions) => string;

/** One field's problem before translation: `field` is the dotted input path. */
export interface FieldProblem {
  field: string;
  code: string;
  wording: Wording;
}

/** The field-error shape of every API answer (DESIGN.md section 4; docs/architecture.md, "Server"). */
export interface FieldErrorShape {
  field: string;
  code: string;
  message: string;
}

const ENGLISH = translator('en');

/**
 * A refusal raised by a service, which knows neither the request nor the viewer's language: a code
 * clients switch on, its wording, and field problems. `translateErrors` (the yoga edge) replaces
 * the English placeholder message with the viewer's language.
 */
export class DomainError extends GraphQLError {
  readonly wording: Wording;
  readonly problems: readonly FieldProblem[] | undefined;

  /** Extensions that hold words too (the import's row problems): made in the viewer's language. */
  readonly wordedExtensions: WordedExtensions | undefined;

  constructor(
    code: ErrorCode,
    wording: Wording,
    options: {
      problems?: readonly FieldProblem[];
      extensions?: Record<string, unknown>;
      wordedExtensions?: WordedExtensions;
    } = {},
  ) {
    super(wording(ENGLISH), {
      extensions: {
        code,
        http: { status: httpStatusOf(code) },
        ...options.extensions,
        ...options.wordedExtensions?.(ENGLISH),
        ...(options.problems ? { fieldErrors: fieldErrorsIn(ENGLISH, options.problems) } : {}),
      },
    });
    this.wording = wording;
    this.problems = options.problems;
    this.wordedExtensions = options.wordedExtensions;
  }
}

export type WordedExtensions = (t: TranslationFunctions) => Record<string, unknown>;

// The refusals every area shares (the `errors` section of the dictionary), raised without the request.
/** No valid token, or a token that no longer names an active user. */
export const unauthenticated = () => new DomainError('UNAUTHENTICATED', (t) => t.errors.unauthenticated());
/** Signed in, but the rule of the field (scope, company kind, key scope) says no. */
export const forbidden = () => new DomainError('FORBIDDEN', (t) => t.errors.forbidden());
/** The company's licence lacks the feature the field belongs to. */
export const licenceRequired = () => new DomainError('FORBIDDEN', (t) => t.errors.licenceRequired());
/** Input that says no more than "bad input" (a page size, a cursor, a filter): no field errors. */
export const badArguments = () => new DomainError('BAD_USER_INPUT', (t) => t.errors.badInput());
/** Text the database cannot store (NUL, lone surrogates), refused before any resolver runs. */
export const invalidText = () => new DomainError('BAD_USER_INPUT', (t) => t.errors.invalidText());
/** A missing record and a foreign one get this same answer (the shared wording, not an area's). */
export const recordNotFound = () => new DomainError('NOT_FOUND', (t) => t.errors.notFound());

export function fieldErrorsIn(t: TranslationFunctions, problems: readonly FieldProblem[]): FieldErrorShape[] {
  return problems.map((problem) => ({
    field: problem.field,
    code: problem.code,
    message: problem.wording(t),
  }));
}

/** `{ path: code }` (the first problem per field, as the shared zod helpers give it) as field problems. */
export function problemsOf<C extends string>(
  codes: Readonly<Record<string, C>>,
  word: (t: TranslationFunctions, code: C) => string,
): FieldProblem[] {
  return Object.entries(codes).map(([field, code]) => ({ field, code, wording: (t) => word(t, code) }));
}
