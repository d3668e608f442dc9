import type { OAuthClient } from '../oauth.ts';

/**
 * Fortnox's OAuth 2 authorisation-code flow (fortnox.se/developer/authorization; "Get
 * Access-Token", "Get Refresh-Token"): the customer is sent to `{apps}/oauth-v1/auth` with
 * client_id, redirect_uri, scope, state, access_type=offline and response_type=code; the code comes
 * back to the redirect URI and is exchanged at `{apps}/oauth-v1/token` (HTTP Basic client id :
 * secret, a form with grant_type=authorization_code, code, redirect_uri). The access token lasts
 * an hour (`expires_in` 3600); the refresh token (grant_type=refresh_token) works once and is
 * replaced by the one answered, and lasts 45 days. Fortnox documents no PKCE: the state and the
 * client secret protect the exchange. Scopes: vouchers need `bookkeeping`, the verify call
 * `companyinformation`.
 */
export const FORTNOX_SCOPES = 'bookkeeping companyinformation';

/** Ordna's Fortnox app from the environment, or null when this server has none (Connect says so). */
export function fortnoxOAuthClient(env: NodeJS.ProcessEnv = process.env): OAuthClient | null {
  const clientId = env.FORTNOX_CLIENT_ID;
  const clientSecret = env.FORTNOX_CLIENT_SECRET;
  if (!clientId || !clientSecret) return null;
  const base = (env.FORTNOX_AUTH_URL ?? 'https://apps.fortnox.se').replace(/\/+$/, '');
  return {
    provider: 'fortnox',
    name: 'Fortnox',
    authorizeUrl: `${base}/oauth-v1/auth`,
    tokenUrl: `${base}/oauth-v1/token`,
    clientId,
    clientSecret,
    scope: FORTNOX_SCOPES,
    extra: { access_type: 'offline' },
  };
}
