import { useRouter, useRouterState } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GateFacts } from '../../domain/navigation.ts';
import { parseRecentSearches, RECENT_SEARCHES_STORAGE_KEY } from '../../domain/search.ts';
import type { SearchPaletteActor } from '../../machines/searchPalette/searchPalette.actors.ts';
import { searchBackOffice } from './search.queries.ts';
import { SearchPaletteContext } from './searchPaletteState.ts';

/**
 * The overlay (react-aria's Modal, Dialog, Autocomplete and list box: ~25 KB gzip) loads when the
 * palette is first opened, not with every signed-in page (DESIGN.md section 8); so does the machine
 * with XState (~14 KB), or earlier when the search field is pointed at or focused. ⌘K is listened
 * for from the start: an early ⌘K opens the palette as soon as both have loaded.
 */
const loadPalette = () => import('./SearchPalette/SearchPalette.tsx');
const SearchPalette = lazy(async () => ({ default: (await loadPalette()).SearchPalette }));
const loadMachine = () => import('../../machines/searchPalette/searchPalette.actors.ts');

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
  const [actor, setActor] = useState<SearchPaletteActor | null>(null);
  const starting = useRef<Promise<SearchPaletteActor> | null>(null);
  const running = useRef<SearchPaletteActor | null>(null);
  const start = useCallback(() => {
    starting.current ??= loadMachine().then(({ createSearchPaletteActor }) => {
      const created = createSearchPaletteActor({
        search: searchBackOffice,
        navigate: (path) => void router.navigate({ href: path }),
        loadRecent: () => parseRecentSearches(window.localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)),
        saveRecent: (recent) =>
          window.localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(recent)),
        setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      });
      running.current = created;
      setActor(created);
      return created;
    });
    // A failed load (offline): the next use tries again.
    starting.current.catch(() => {
      starting.current = null;
    });
    return starting.current;
  }, [router]);
  const preload = useCallback(() => void start(), [start]);
  const open = useCallback(() => {
    void loadPalette().catch(() => {});
    void start().then((started) => started.send({ type: 'OPEN' }));
  }, [start]);
  // A route change closes the palette (not the machine's first run, which an opening started).
  const location = useRouterState({ select: (state) => state.location.href });
  const seenLocation = useRef(location);
  useEffect(() => {
    if (seenLocation.current === location) return;
    seenLocation.current = location;
    running.current?.send({ type: 'ROUTE_CHANGED' });
  }, [location]);
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, enabled]);
  useEffect(() => () => void running.current?.stop(), []);
  // Rendered from the first time the palette opens on (then it stays, as it was before).
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (!actor) return;
    const opened = (snapshot: ReturnType<SearchPaletteActor['getSnapshot']>) => {
      if (!snapshot.matches('closed')) setUsed(true);
    };
    opened(actor.getSnapshot());
    const subscription = actor.subscribe(opened);
    return () => subscription.unsubscribe();
  }, [actor]);
  const state = useMemo(() => ({ actor, open, preload, facts }), [actor, open, preload, facts]);
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
