import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { accessFor } from '../navigation.ts';
import { AccessDeniedError } from './AccessDenied/accessDenied.ts';
import { keptGateFacts, loadGateFacts } from './shell.queries.ts';

/** The route file that shows page-not-found for any path no other route matches. */
export const NOT_FOUND_ROUTE_ID = '/_app/$';

/**
 * The router's gate for every signed-in path (the table assembled from the areas' manifests in
 * src/platform/navigation.ts): `/` redirects users without FINANCE, a failed gate shows Access
 * Denied, a declared page whose gate passes goes on. A route no manifest declares is denied too;
 * only the catch-all not-found route is let through. It runs before the page's loader, so a
 * refused page asks the API for nothing.
 *
 * On a reload the facts kept from this login session's last answers decide at once when they let
 * the page through (the page's query and the gate's leave together; the shell checks the page
 * again if the new answers differ, useRecheckGate.ts). A refusal or a redirect waits for the
 * server's answers.
 */
export async function checkAccess(
  queryClient: QueryClient,
  pathname: string,
  leafRouteId: string | undefined,
): Promise<void> {
  if (leafRouteId === NOT_FOUND_ROUTE_ID) return;
  const kept = keptGateFacts(queryClient);
  if (kept && accessFor(pathname, kept.facts).kind === 'allow') {
    kept.use();
    return;
  }
  const access = accessFor(pathname, await loadGateFacts(queryClient));
  if (access.kind === 'redirect') throw redirect({ to: access.to, replace: true });
  if (access.kind === 'deny') throw new AccessDeniedError(pathname);
}
