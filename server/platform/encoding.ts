/** Content codings we send: brotli and gzip, precompressed at build time or compressed on the fly. */
export type Coding = 'br' | 'gzip';

/**
 * The coding to send among those available, by Accept-Encoding (RFC 9110 section 12.5.3): the
 * highest q-value wins, brotli on a tie; `*` covers codings not named; q=0 refuses. null means the
 * plain body (no header, an unknown coding only, or every available coding refused).
 */
export function negotiateEncoding(
  header: string | null | undefined,
  available: readonly Coding[],
): Coding | null {
  if (!header || available.length === 0) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0);
  }
  let best: Coding | null = null;
  let bestWeight = 0;
  // Brotli first, so a tie keeps it.
  for (const coding of (['br', 'gzip'] as const).filter((name) => available.includes(name))) {
    const weight =
      weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
