import type { z } from './zod.ts';

/** One zod problem. */
export type Issue = z.core.$ZodIssue;

/** What a problem whose message is not one of the kind's codes becomes. */
export type Fallback<Code extends string> = (issue: Issue) => Code;

/**
 * A field left out: the `required` of most kinds. Zod does not put the input in its issues
 * (`reportInput` would copy passwords into them), so any wrong type counts: GraphQL's own types
 * leave a missing value as the only wrong type that reaches a schema.
 */
export function isMissing(issue: Issue): boolean {
  return issue.code === 'invalid_type';
}

/** The common fallback: `required` for a missing field, `other` for anything else. */
export function requiredOr<Code extends string>(other: Code): Fallback<Code | 'required'> {
  return (issue) => (isMissing(issue) ? 'required' : other);
}

/**
 * The one way validation problems become field codes (issue 45): `{ 'dotted.path': code }`, the
 * first problem of each field. A schema's messages are its kind's codes (keys of the kind's
 * `errors` dictionary); a problem zod words itself (a wrong type, a value too long with no message
 * of ours) takes the kind's fallback.
 */
export function fieldCodes<Code extends string>(
  codes: readonly Code[],
  fallback: Fallback<Code>,
): (error: z.ZodError) => Record<string, Code> {
  const known = new Set<string>(codes);
  return (error) => {
    const out: Record<string, Code> = {};
    for (const issue of error.issues) {
      const field = issue.path.map(String).join('.');
      if (field in out) continue;
      out[field] = known.has(issue.message) ? (issue.message as Code) : fallback(issue);
    }
    return out;
  };
}
