import type { ZodError } from 'zod';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { type FieldErrorShape, fieldErrorsIn } from './domainError.ts';
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

export interface ActionResultShape {
  success: boolean;
  error: string | null;
  errorCode: string | null;
  fieldErrors: FieldErrorShape[];
}

export const ActionResult = builder.objectRef<ActionResultShape>('ActionResult').implement({
  description: 'The outcome of an action; failures are data with a translated message.',
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    error: t.exposeString('error', { nullable: true }),
    errorCode: t.exposeString('errorCode', { nullable: true }),
    fieldErrors: t.field({ type: [FieldError], resolve: (r) => r.fieldErrors }),
  }),
});

export const ok = (): ActionResultShape => ({ success: true, error: null, errorCode: null, fieldErrors: [] });

export function failure(
  error: string,
  errorCode: string,
  fieldErrors: FieldErrorShape[] = [],
): ActionResultShape {
  return { success: false, error, errorCode, fieldErrors };
}

/** Zod problems as field errors in an ActionResult (a payload: worded here, in the GraphQL layer). */
export function invalidInput(ctx: Context, error: ZodError): ActionResultShape {
  const fieldErrors = fieldErrorsIn(ctx.t, zodProblems(error, ACCOUNT_FIELDS));
  return failure(ACCOUNT_FIELDS.checkFields(ctx.t), 'BAD_USER_INPUT', fieldErrors);
}

export function rateLimited(
  ctx: Context,
  retryAfterSeconds: number,
): ActionResultShape & { retryAfterSeconds: number } {
  return {
    ...failure(ctx.t.auth.errors.rateLimited({ minutes: Math.ceil(retryAfterSeconds / 60) }), 'RATE_LIMITED'),
    retryAfterSeconds,
  };
}
