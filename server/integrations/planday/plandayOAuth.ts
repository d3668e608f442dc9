import type { OAuthClient } from '../oauth.ts';

/**
 * Planday's OAuth 2 authorisation-code flow (developer.planday.com, "Authorization code flow"):
 * the customer is sent to `{id.planday.com}/connect/authorize` with client_id (the app id),
 * response_type=code, redirect_uri, scope and state; the scope lists the scopes selected for the
 * app plus `openid offline_access`. The code is exchanged at `{id.planday.com}/connect/token` with
 * the client id in the form (Planday's apps have an id and no secret to send). Access tokens last
 * an hour; refresh tokens do not expire, but a revoked grant (or a lost token) needs the whole flow
 * again. A refresh answer may carry a new refresh token, which is then kept (oauth.ts). No PKCE is
 * documented.
 */
export const PLANDAY_DEFAULT_SCOPES = 'openid offline_access revenue:read revenue:create';

/** Ordna's Planday app from the environment, or null when this server has none (Connect says so). */
export function plandayOAuthClient(env: NodeJS.ProcessEnv = process.env): OAuthClient | null {
  const clientId = env.PLANDAY_CLIENT_ID;
  if (!clientId) return null;
  const base = (env.PLANDAY_AUTH_URL ?? 'https://id.planday.com').replace(/\/+$/, '');
  return {
    provider: 'planday',
    name: 'Planday',
    authorizeUrl: `${base}/connect/authorize`,
    tokenUrl: `${base}/connect/token`,
    clientId,
    scope: env.PLANDAY_SCOPES || PLANDAY_DEFAULT_SCOPES,
  };
}
