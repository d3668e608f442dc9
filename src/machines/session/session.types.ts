export interface SessionContext {
  /** The token requests are made with. */
  token: string | null;
  refreshToken: string | null;
  /** An organization admin's own token while acting as one of its users. */
  adminToken: string | null;
  adminRefreshToken: string | null;
  /** Where to go when the page reloads (a relative path), or null to reload in place. */
  redirectTo: string | null;
}

export type StoredTokens = Pick<
  SessionContext,
  'token' | 'refreshToken' | 'adminToken' | 'adminRefreshToken'
>;

export type SessionInput = StoredTokens;

export type SessionEvent =
  | { type: 'TOKEN_CHANGED'; token: string; refreshToken?: string | null; redirectTo?: string }
  | { type: 'SWITCH_USER'; token: string; refreshToken?: string | null }
  | { type: 'LEAVE_ADMIN' }
  | { type: 'SIGN_OUT' }
  /** Sent by the scheduleReload action once the reload delay has passed. */
  | { type: 'RELOAD_DUE' };
