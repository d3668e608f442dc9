import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { GateFacts } from '../../domain/navigation.ts';
import { accessFor } from '../navigation.ts';
import { NOT_FOUND_ROUTE_ID } from './access.ts';

/**
 * The router checks the shown page again when the gate's facts no longer give what it shows: the
 * kept answers a reload was let through on (gateSnapshot.ts) replaced by the server's, or a fact
 * the user changed (the last venue deleted). `shown` is what the shell renders: the page, or
 * Access Denied in its place. The not-found page is the router's own.
 */
export function useRecheckGate(facts: GateFacts, shown: 'allow' | 'deny'): void {
  const router = useRouter();
  // The shown page's path; none while a navigation is pending (the router is checking that one).
  const leaf = useRouterState({
    select: (state) =>
      state.status === 'idle' && state.matches.at(-1)?.routeId !== NOT_FOUND_ROUTE_ID
        ? state.location.pathname
        : null,
  });
  const decision = leaf === null ? shown : accessFor(leaf, facts).kind;
  // Once per page and answer: a check that comes back the same does not start another.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    const key = `${leaf} ${decision}`;
    if (decision === shown || asked.current === key) return;
    asked.current = key;
    void router.invalidate();
  }, [leaf, decision, shown, router]);
}
