import { GATE_SNAPSHOT_KEY, tokenStorageKeys } from '../../domain/session.ts';
import type { StoredTokens } from './session.types.ts';

/**
 * Where the session's tokens live, without the machine: the entry chunk reads and writes tokens
 * (every request, the route guards) but loads XState only when an event is sent (session.handle.ts).
 */
export interface SessionEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  development: boolean;
  reload: (to: string | null) => void;
  /** Ends the server sessions of these tokens (logout); failures are ignored. */
  revoke: (tokens: string[]) => void;
}

/** Storage names: the two credentials of spec section 6, each with its refresh token beside it. */
export function storageNames(development: boolean): Record<keyof StoredTokens, string> {
  const keys = tokenStorageKeys(development);
  return {
    token: keys.token,
    refreshToken: `${keys.token}.refresh`,
    adminToken: keys.adminToken,
    adminRefreshToken: `${keys.adminToken}.refresh`,
  };
}

export function readTokens(env: Pick<SessionEnvironment, 'storage' | 'development'>): StoredTokens {
  const names = storageNames(env.development);
  return {
    token: env.storage.getItem(names.token),
    refreshToken: env.storage.getItem(names.refreshToken),
    adminToken: env.storage.getItem(names.adminToken),
    adminRefreshToken: env.storage.getItem(names.adminRefreshToken),
  };
}

export function writeTokens(
  env: Pick<SessionEnvironment, 'storage' | 'development'>,
  tokens: Partial<StoredTokens>,
): void {
  const names = storageNames(env.development);
  for (const [key, value] of Object.entries(tokens) as [keyof StoredTokens, string | null][]) {
    if (value === null) env.storage.removeItem(names[key]);
    else env.storage.setItem(names[key], value);
  }
  // Signed out: the gate's kept answers (the user's name, venues, scopes) go with the token.
  if (tokens.token === null) env.storage.removeItem(GATE_SNAPSHOT_KEY);
}

export function browserSessionEnvironment(): SessionEnvironment {
  return {
    storage: window.localStorage,
    development: import.meta.env.DEV,
    reload: (to) => {
      if (to) window.location.assign(to);
      else window.location.reload();
    },
    // The API's logout goes through the one mutation wrapper; src/main.tsx wires it in
    // (src/platform/shell/logout.ts `revokeTokens`).
    revoke: () => {},
  };
}
