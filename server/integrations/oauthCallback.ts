import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../platform/context.ts';
import { log } from '../platform/log.ts';
import { integrationsKey } from '../platform/secrets.ts';
import { completeAuthorization, redirectUriOf } from './oauth.ts';
import { oauthClients, verifierOf } from './registry.ts';

/** The provider whose OAuth callback a path is (`/integrations/oauth/<key>/callback`), or null. */
export function oauthCallbackProvider(path: string): string | null {
  const match = /^\/integrations\/oauth\/([A-Za-z]+)\/callback$/.exec(path);
  return match?.[1] ?? null;
}

/**
 * The provider sends the browser back here after consent (no Ordna token comes with it: the state
 * names the company and user who started it). The outcome goes back to the provider's page as a
 * flag it shows: `?oauth=connected|state|denied|exchange`.
 */
export async function serveOAuthCallback(
  services: Services,
  req: IncomingMessage,
  res: ServerResponse,
  provider: string,
): Promise<void> {
  const clients = oauthClients();
  const client = Object.hasOwn(clients, provider) ? clients[provider] : undefined;
  if (req.method !== 'GET' || !client) {
    res.statusCode = req.method !== 'GET' ? 405 : 404;
    res.end();
    return;
  }
  let outcome: string;
  try {
    outcome = await completeAuthorization(
      services.db,
      client,
      redirectUriOf(services.publicUrl, provider),
      new URL(req.url ?? '/', 'http://ordna.local').searchParams,
      integrationsKey(),
      new Date(),
      verifierOf(provider),
    );
  } catch (error) {
    log.warn({ provider, cause: String(error) }, 'oauth callback failed');
    outcome = 'exchange';
  }
  res.statusCode = 302;
  res.setHeader('cache-control', 'no-store');
  res.setHeader('location', `/integrations/${provider}?oauth=${outcome}`);
  res.end();
}
