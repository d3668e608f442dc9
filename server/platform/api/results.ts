import type { ZodError } from 'zod';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { type FieldErrorShape, type FieldProblem, fieldErrorsIn, type Wording } from './domainError.ts';
import { ACCOUNT_FIELDS, zodProblems } from './input.ts';

export type { FieldErrorShape } from './domainError.ts';

export const FieldError = builder.objectRef<FieldErrorShape>('FieldError').implement({
  description: 'A problem with one input field; `field` is its dotted path, `message` is translated.',
  fields: (t) => ({
    field: t.exposeString('field'),
    code: t.exposeString('code'),
    message: t.exposeString('message'),
  }),
});

/**
 * A failure carried as data (the payload is a contract): its words and field problems stay
 * unworded until the payload's fields resolve, here, in the viewer's language. This file and
 * `translateErrors.ts` are the two places a failure is worded (server/architecture.test.ts).
 */
export interface FailureShape {
  success: boolean;
  wording: Wording | null;
  errorCode: string | null;
  problems: readonly FieldProblem[];
}

export type ActionResultShape = FailureShape;

/** A resolver that words a payload's text in the viewer's language (null when there is none). */
export function worded<P>(
  wordingOf: (parent: P) => Wording,
): (parent: P, args: unknown, ctx: Context) => string;
export function worded<P>(
  wordingOf: (parent: P) => Wording | null,
): (parent: P, args: unknown, ctx: Context) => string | null;
export function worded<P>(wordingOf: (parent: P) => Wording | null) {
  return (parent: P, _args: unknown, ctx: Context) => wordingOf(parent)?.(ctx.t) ?? null;
}

/** A failure's field errors in the viewer's language. */
export function fieldErrorsOf<P>(problemsOf: (parent: P) => readonly FieldProblem[]) {
  return (parent: P, _args: unknown, ctx: Context): FieldErrorShape[] =>
    fieldErrorsIn(ctx.t, problemsOf(parent));
}

export const ActionResult = builder.objectRef<ActionResultShape>('ActionResult').implement({
  description: 'The outcome of an action; failures are data with a translated message.',
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    error: t.string({ nullable: true, resolve: worded((r) => r.wording) }),
    errorCode: t.exposeString('errorCode', { nullable: true }),
    fieldErrors: t.field({ type: [FieldError], resolve: fieldErrorsOf((r) => r.problems) }),
  }),
});

export const ok = (): ActionResultShape => ({ success: true, wording: null, errorCode: null, problems: [] });

export function failure(
  wording: Wording,
  errorCode: string,
  problems: readonly FieldProblem[] = [],
): ActionResultShape {
  return { success: false, wording, errorCode, problems };
}

/** Zod problems as field errors in an ActionResult (worded when the payload resolves). */
export function invalidInput(error: ZodError): ActionResultShape {
  return failure(ACCOUNT_FIELDS.checkFields, 'BAD_USER_INPUT', zodProblems(error, ACCOUNT_FIELDS));
}

export function rateLimited(retryAfterSeconds: number): ActionResultShape & { retryAfterSeconds: number } {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return { ...failure((t) => t.auth.errors.rateLimited({ minutes }), 'RATE_LIMITED'), retryAfterSeconds };
}
