import { type FieldErrors, fieldErrorsOf, registerSchema } from '../../domain/signup.ts';

/**
 * The server's own rules for `register`, run in the browser before the round trip. The site's
 * page uses it; the partner widget leaves it out to stay small and lets the server answer (the
 * same messages come back as field errors in the visitor's language). The form also asks for the
 * business name, which the API leaves optional for callers that predate it.
 */
export function checkRegister(input: unknown): FieldErrors | null {
  const parsed = registerSchema.safeParse(input);
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  const businessName = (input as { businessName?: unknown } | null)?.businessName;
  if (typeof businessName !== 'string' || !businessName.trim()) errors.businessName ??= 'required';
  return Object.keys(errors).length ? errors : null;
}
