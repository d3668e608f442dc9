import { createContext, useContext } from 'react';
import type { GateFacts } from '../../domain/navigation.ts';
import type { SearchPaletteActor } from '../../machines/searchPalette/searchPalette.actors.ts';

/**
 * What the palette's parts share: the machine and the viewer's gate facts (handed in by the shell,
 * so search imports nothing of the shell). Its own module, so the provider and the palette it
 * renders import it without importing each other.
 */
export interface SearchPaletteState {
  actor: SearchPaletteActor;
  facts: GateFacts;
}

export const SearchPaletteContext = createContext<SearchPaletteState | null>(null);

function useSearchPaletteState(): SearchPaletteState {
  const state = useContext(SearchPaletteContext);
  if (!state) throw new Error('search palette used outside SearchPaletteProvider');
  return state;
}

export function useSearchPaletteActor(): SearchPaletteActor {
  return useSearchPaletteState().actor;
}

export function useSearchFacts(): GateFacts {
  return useSearchPaletteState().facts;
}
