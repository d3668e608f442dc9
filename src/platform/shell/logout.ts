import { mutation } from '../../graphql/mutation.ts';
import { LogoutDocument } from '../session/index.ts';

/**
 * Ends the server sessions of these tokens (logout) through the one mutation wrapper; the request
 * outlives a page reload (keepalive) and a failure is not reported (the user is leaving anyway).
 */
export function revokeTokens(tokens: readonly string[]): void {
  for (const token of tokens)
    void mutation.runWithToken(token, LogoutDocument, {}, { keepalive: true, quiet: true });
}
