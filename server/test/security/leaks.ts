import type { GraphQLResult } from '../api.ts';

/** What an answer must never show a caller: a stack, a file, SQL or a driver's message. */
export const LEAK =
  /\bat \S+ \(|\bat file:|node_modules|\.ts:\d+|stack|SELECT |INSERT INTO|UPDATE \S+ SET|DELETE FROM|relation "|syntax error at or near|violates|duplicate key|invalid input syntax|invalid byte sequence|out of range for type|PGlite|pg_|drizzle/i;

/** The leaks in an answer, as short descriptions (empty when clean). */
export function leaksIn(result: GraphQLResult): string[] {
  const found: string[] = [];
  for (const error of result.errors ?? []) {
    const code = error.extensions?.code;
    // Masked: an unexpected failure reached the edge (a bug even if nothing leaked).
    if (!code || code === 'INTERNAL_SERVER_ERROR' || error.message === 'Unexpected error.')
      found.push(`internal error: ${error.message}`);
    const text = JSON.stringify(error);
    const match = text.match(LEAK);
    if (match) found.push(`leak "${match[0]}" in ${text.slice(0, 300)}`);
  }
  if (result.status >= 500) found.push(`status ${result.status}`);
  return found;
}
