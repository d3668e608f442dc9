import { createActor } from 'xstate';
import { SEARCH_DEBOUNCE_MS, SEARCH_REENABLE_MS } from '../../domain/search.ts';
import { searchPaletteMachine } from './searchPalette.machine.ts';
import type { SearchHits, SearchPaletteEvent } from './searchPalette.types.ts';

export interface SearchPaletteEnvironment {
  search: (query: string) => Promise<SearchHits>;
  navigate: (path: string) => void;
  loadRecent: () => string[];
  saveRecent: (recent: string[]) => void;
  setTimeout: (fn: () => void, ms: number) => unknown;
}

/** The search palette machine wired to the API, the router, local storage and timers. */
export function createSearchPaletteActor(env: SearchPaletteEnvironment) {
  let self: { send: (event: SearchPaletteEvent) => void } | null = null;
  const send = (event: SearchPaletteEvent) => self?.send(event);
  const machine = searchPaletteMachine.provide({
    actions: {
      scheduleSearch: (_args, { seq }) => {
        env.setTimeout(() => send({ type: 'DEBOUNCE_DUE', seq }), SEARCH_DEBOUNCE_MS);
      },
      runSearch: (_args, { query, seq }) => {
        env.search(query).then(
          (hits) => send({ type: 'RESULTS', seq, hits }),
          () => send({ type: 'FAILED', seq }),
        );
      },
      persistRecent: (_args, { recent }) => env.saveRecent(recent),
      navigate: (_args, { path }) => env.navigate(path),
      scheduleReenable: () => {
        env.setTimeout(() => send({ type: 'REENABLE_DUE' }), SEARCH_REENABLE_MS);
      },
    },
  });
  const actor = createActor(machine, { input: { recent: env.loadRecent() } });
  self = actor;
  return actor.start();
}

export type SearchPaletteActor = ReturnType<typeof createSearchPaletteActor>;
