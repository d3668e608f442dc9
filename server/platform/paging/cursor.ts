import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Keyset paging's cursors: the sort values of the last row of a page, bound to the list, the
 * company, the order and the filter it was made for, and signed, so a cursor is only good for
 * the very list that issued it. Anything else (malformed, forged, another list's, another
 * company's) is `null`: the caller answers BAD_USER_INPUT and says nothing more.
 */
export const MAX_PAGE_SIZE = 500;

export type CursorValue = string | number;

export interface CursorBinding {
  /** The list: `items`, `orders`, … */
  list: string;
  companyId: string;
  /** The order and filter, serialised by the list (a cursor is good for one of each). */
  scope: string;
}

/** The binding of a list of the tenant's company: the company from the viewer, never an argument. */
export function cursorBinding(
  tenant: { readonly companyId: string },
  list: string,
  scope: string,
): CursorBinding {
  return { list, companyId: tenant.companyId, scope };
}

function signature(secret: string, binding: CursorBinding, body: string): Buffer {
  return createHmac('sha256', secret)
    .update(JSON.stringify(['cursor', binding.list, binding.companyId, binding.scope, body]))
    .digest()
    .subarray(0, 16);
}

export function encodeCursor(secret: string, binding: CursorBinding, values: readonly CursorValue[]): string {
  const body = Buffer.from(JSON.stringify(values)).toString('base64url');
  return `${body}.${signature(secret, binding, body).toString('base64url')}`;
}

export function decodeCursor(secret: string, binding: CursorBinding, cursor: string): CursorValue[] | null {
  if (cursor.length > 2048) return null;
  const [body, signed, ...rest] = cursor.split('.');
  if (!body || !signed || rest.length > 0) return null;
  const expected = signature(secret, binding, body);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const values: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (!Array.isArray(values)) return null;
    return values.every((value) => typeof value === 'string' || typeof value === 'number')
      ? (values as CursorValue[])
      : null;
  } catch {
    return null;
  }
}

/** `first` must be 1–500; absent means "everything" only where the list allows it (POS). */
export function isPageSize(first: number): boolean {
  return Number.isInteger(first) && first >= 1 && first <= MAX_PAGE_SIZE;
}

/** Which way every key of a list's order runs. */
export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
