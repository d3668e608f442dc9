import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { accessFor } from '../../domain/navigation.ts';
import { AccessDeniedError } from './AccessDenied/accessDenied.ts';
import { loadGateFacts } from './shell.queries.ts';

/**
 * The router's gate for every signed-in path (the one table in src/domain/navigation.ts): `/`
 * redirects users without FINANCE, a failed gate shows Access Denied, anything else goes on.
 * It runs before the page's loader, so a refused page asks the API for nothing.
 */
export async function checkAccess(queryClient: QueryClient, pathname: string): Promise<void> {
  const access = accessFor(pathname, await loadGateFacts(queryClient));
  if (access.kind === 'redirect') throw redirect({ to: access.to, replace: true });
  if (access.kind === 'deny') throw new AccessDeniedError(pathname);
}
