/**
 * Error codes of DESIGN.md section 4; clients switch on `extensions.code`. The errors themselves
 * are `DomainError`s (server/platform/api/domainError.ts), worded at the edge (server/platform/api/translateErrors.ts).
 */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  /** An outside service failed (the card provider's 5xx or outage): worded, retry later. */
  | 'INTERNAL_SERVER_ERROR';

const HTTP_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 200,
  NOT_FOUND: 200,
  BAD_USER_INPUT: 200,
  CONFLICT: 200,
  RATE_LIMITED: 200,
  INTERNAL_SERVER_ERROR: 200,
};

export function httpStatusOf(code: ErrorCode): number {
  return HTTP_STATUS[code];
}
