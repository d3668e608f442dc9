import type { OAuthClient } from '../oauth.ts';

/**
 * Visma eEkonomi's (Visma eAccounting's) OAuth 2 authorisation-code flow (developer.vismaonline.com,
 * "Authentication"): the customer is sent to `{identity}/connect/authorize` with client_id,
 * redirect_uri, scope, state and response_type=code, and `prompt=login` with
 * `acr_values=forceselectcompany:true` so that a user of several companies picks the one to book
 * in. The code is exchanged at `{identity}/connect/token` (a form, the client id and secret as HTTP
 * Basic). Access tokens last an hour; each refresh answers a new refresh token and the one used
 * stops working ("the same Refresh Token cannot be used more than once"). No PKCE is documented
 * for this server-side flow. Scopes: `ea:api` and `offline_access` are required (the latter for a
 * refresh token); vouchers need `ea:accounting`.
 */
export const VISMA_SCOPES = 'ea:api offline_access ea:accounting';

/** Ordna's Visma app from the environment, or null when this server has none (Connect says so). */
export function vismaOAuthClient(env: NodeJS.ProcessEnv = process.env): OAuthClient | null {
  const clientId = env.VISMA_CLIENT_ID;
  const clientSecret = env.VISMA_CLIENT_SECRET;
  if (!clientId || !clientSecret) return null;
  const base = (env.VISMA_AUTH_URL ?? 'https://identity.vismaonline.com').replace(/\/+$/, '');
  return {
    provider: 'vismaEekonomi',
    name: 'Visma eEkonomi',
    authorizeUrl: `${base}/connect/authorize`,
    tokenUrl: `${base}/connect/token`,
    clientId,
    clientSecret,
    scope: VISMA_SCOPES,
    extra: { prompt: 'login', acr_values: 'forceselectcompany:true' },
  };
}
