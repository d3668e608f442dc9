import { type FieldErrors, fieldErrorsOf, registerSchema } from '../../domain/signup.ts';

/**
 * The server's own rules for `register`, run in the browser before the round trip. The site's
 * page uses it; the partner widget leaves it out to stay small and lets the server answer (the
 * same messages come back as field errors in the visitor's language).
 */
export function checkRegister(input: unknown): FieldErrors | null {
  const parsed = registerSchema.safeParse(input);
  return parsed.success ? null : fieldErrorsOf(parsed.error);
}
