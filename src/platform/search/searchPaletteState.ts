import { createContext, useContext, useSyncExternalStore } from 'react';
import type { GateFacts } from '../../domain/navigation.ts';
import type { SearchPaletteActor } from '../../machines/searchPalette/searchPalette.actors.ts';

/**
 * What the palette's parts share: the machine once it runs (it and XState load on the first
 * opening or when the search field is first pointed at or focused), how to open it, and the viewer's
 * gate facts (handed in by the shell, so search imports nothing of the shell). Its own module, so
 * the provider and the palette it renders import it without importing each other.
 */
export interface SearchPaletteState {
  actor: SearchPaletteActor | null;
  /** Loads the machine if needed and opens the palette (⌘K, the search field). */
  open: () => void;
  /** Starts loading the machine (the search field pointed at or focused). */
  preload: () => void;
  facts: GateFacts;
}

export const SearchPaletteContext = createContext<SearchPaletteState | null>(null);

export function useSearchPaletteState(): SearchPaletteState {
  const state = useContext(SearchPaletteContext);
  if (!state) throw new Error('search palette used outside SearchPaletteProvider');
  return state;
}

/** The running machine: for the palette itself, which renders only once it runs. */
export function useSearchPaletteActor(): SearchPaletteActor {
  const { actor } = useSearchPaletteState();
  if (!actor) throw new Error('search palette rendered before its machine runs');
  return actor;
}

const noSubscription = () => () => {};

/**
 * Whether the palette is closed (spec section 2: the search field opens it only then, and again
 * 300 ms after it closed). Before the machine runs it is closed.
 */
export function useSearchPaletteClosed(): boolean {
  const { actor } = useSearchPaletteState();
  return useSyncExternalStore(
    actor
      ? (onChange) => {
          const subscription = actor.subscribe(onChange);
          return () => subscription.unsubscribe();
        }
      : noSubscription,
    () => actor?.getSnapshot().matches('closed') ?? true,
  );
}

export function useSearchFacts(): GateFacts {
  return useSearchPaletteState().facts;
}
