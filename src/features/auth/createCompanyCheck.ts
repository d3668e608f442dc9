import { createCompanySchema, type FieldErrors, fieldErrorsOf } from '../../domain/signup.ts';

/**
 * The server's rules for `createCompany`, run in the browser before the round trip. Loaded by the
 * company form when it is first focused or sent (zod and the phone metadata, ~55 KB gzip), not
 * with the page (the front door's 90 KB budget).
 */
export function checkCreateCompany(input: unknown): FieldErrors | null {
  const parsed = createCompanySchema.safeParse(input);
  return parsed.success ? null : fieldErrorsOf(parsed.error);
}
