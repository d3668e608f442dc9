import { useRouter, useRouterState } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import type { GateFacts } from '../../domain/navigation.ts';
import { parseRecentSearches, RECENT_SEARCHES_STORAGE_KEY } from '../../domain/search.ts';
import { createSearchPaletteActor } from '../../machines/searchPalette/searchPalette.actors.ts';
import { searchBackOffice } from './search.queries.ts';
import { SearchPaletteContext } from './searchPaletteState.ts';

/**
 * The overlay (react-aria's Modal, Dialog, Autocomplete and list box: ~25 KB gzip) loads when the
 * palette is first opened, not with every signed-in page (DESIGN.md section 8); the machine and
 * the ⌘K shortcut are here from the start, so an early ⌘K opens it as soon as it has loaded.
 */
const SearchPalette = lazy(async () => ({
  default: (await import('./SearchPalette/SearchPalette.tsx')).SearchPalette,
}));

export function isSearchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey'>,
): boolean {
  return (event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

/**
 * Runs the search palette machine (spec sections 2 and 4): ⌘K / Ctrl+K opens it, a route change
 * closes it. `enabled` is false for payments-only users and organization admins (no search).
 */
export function SearchPaletteProvider({
  enabled,
  facts,
  children,
}: {
  enabled: boolean;
  facts: GateFacts;
  children: ReactNode;
}) {
  const router = useRouter();
  const [actor] = useState(() =>
    createSearchPaletteActor({
      search: searchBackOffice,
      navigate: (path) => void router.navigate({ href: path }),
      loadRecent: () => parseRecentSearches(window.localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)),
      saveRecent: (recent) =>
        window.localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(recent)),
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    }),
  );
  const location = useRouterState({ select: (state) => state.location.href });
  useEffect(() => {
    void location;
    actor.send({ type: 'ROUTE_CHANGED' });
  }, [actor, location]);
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      actor.send({ type: 'OPEN' });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [actor, enabled]);
  useEffect(() => () => void actor.stop(), [actor]);
  // Rendered from the first time the palette opens on (then it stays, as it was before).
  const [used, setUsed] = useState(false);
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (!snapshot.matches('closed')) setUsed(true);
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  const state = useMemo(() => ({ actor, facts }), [actor, facts]);
  return (
    <SearchPaletteContext.Provider value={state}>
      {children}
      {enabled && used && (
        <Suspense fallback={null}>
          <SearchPalette />
        </Suspense>
      )}
    </SearchPaletteContext.Provider>
  );
}

export { useSearchPaletteActor } from './searchPaletteState.ts';
