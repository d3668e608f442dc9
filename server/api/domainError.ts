import { GraphQLError } from 'graphql';
import type { TranslationFunctions } from '../../src/i18n/i18n-types.ts';
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

  constructor(
    code: ErrorCode,
    wording: Wording,
    options: { problems?: readonly FieldProblem[]; extensions?: Record<string, unknown> } = {},
  ) {
    super(wording(ENGLISH), {
      extensions: {
        code,
        http: { status: httpStatusOf(code) },
        ...options.extensions,
        ...(options.problems ? { fieldErrors: fieldErrorsIn(ENGLISH, options.problems) } : {}),
      },
    });
    this.wording = wording;
    this.problems = options.problems;
  }
}

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
