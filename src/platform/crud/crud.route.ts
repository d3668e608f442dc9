// The generic list's route-time surface. Light on purpose: route options import it at startup, so
// it must not pull the generic screen (react-aria overlays, form controls) into the entry chunk.

/** The list state a user would want to link to lives in the URL (STYLE.md habit 3). */
export interface ResourceSearch {
  /** The open record: 'new' or an id (spec section 2). */
  id?: string;
  /** Filter text. */
  q?: string;
  /** Sort column and direction. */
  sort?: string;
  desc?: boolean;
  /** The facet filter's value (products: a category id). */
  f?: string;
}

export function validateResourceSearch(search: Record<string, unknown>): ResourceSearch {
  const text = (value: unknown) =>
    typeof value === 'number' ? String(value) : typeof value === 'string' && value !== '' ? value : undefined;
  return {
    id: text(search.id),
    q: text(search.q),
    sort: text(search.sort),
    desc: search.desc === true || search.desc === 'true' ? true : undefined,
    f: text(search.f),
  };
}
