import { assign, setup } from 'xstate';
import { normalizeQuery, pushRecentSearch } from '../../domain/search.ts';
import type {
  SearchHits,
  SearchPaletteContext,
  SearchPaletteEvent,
  SearchPaletteInput,
} from './searchPalette.types.ts';

export function hitCount(hits: SearchHits | null): number {
  if (!hits) return 0;
  return hits.items.length + hits.categories.length + hits.staff.length + hits.pages.length;
}

/**
 * Spec sections 2 and 4, Search: the overlay opens from the trigger or ⌘K and closes on a route
 * change; input is debounced by 300 ms; recent searches keep the last 3 chosen titles; after the
 * overlay closes the trigger is re-enabled after 300 ms and can be used only while closed.
 * The timers and the request are named actions that send DEBOUNCE_DUE, RESULTS/FAILED and
 * REENABLE_DUE (searchPalette.actors.ts), so `xstate/graph` can walk the machine.
 */
export const searchPaletteMachine = setup({
  types: {
    context: {} as SearchPaletteContext,
    events: {} as SearchPaletteEvent,
    input: {} as SearchPaletteInput,
  },
  actions: {
    scheduleSearch: (_args, _params: { seq: number }) => {},
    runSearch: (_args, _params: { query: string; seq: number }) => {},
    persistRecent: (_args, _params: { recent: string[] }) => {},
    navigate: (_args, _params: { path: string }) => {},
    scheduleReenable: () => {},
  },
  guards: {
    isBlank: ({ event }) => event.type === 'TYPE' && normalizeQuery(event.query) === '',
    isCurrent: ({ context, event }) => 'seq' in event && event.seq === context.seq,
    hasHits: ({ context, event }) =>
      event.type === 'RESULTS' && event.seq === context.seq && hitCount(event.hits) > 0,
  },
}).createMachine({
  id: 'searchPalette',
  context: ({ input }) => ({ query: '', seq: 0, hits: null, recent: input.recent }),
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: 'open' },
    },
    open: {
      entry: assign({ query: '', hits: null }),
      initial: 'idle',
      on: {
        TYPE: [
          {
            guard: 'isBlank',
            target: '.idle',
            actions: assign(({ context, event }) => ({
              query: event.query,
              seq: context.seq + 1,
              hits: null,
            })),
          },
          {
            target: '.debouncing',
            actions: assign(({ context, event }) => ({ query: event.query, seq: context.seq + 1 })),
          },
        ],
        CHOOSE: {
          target: 'cooldown',
          actions: [
            assign(({ context, event }) => ({
              recent: event.title ? pushRecentSearch(context.recent, event.title) : context.recent,
            })),
            { type: 'persistRecent', params: ({ context }) => ({ recent: context.recent }) },
            { type: 'navigate', params: ({ event }) => ({ path: event.path }) },
          ],
        },
        CLOSE: 'cooldown',
        ROUTE_CHANGED: 'cooldown',
      },
      states: {
        idle: {},
        debouncing: {
          entry: { type: 'scheduleSearch', params: ({ context }) => ({ seq: context.seq }) },
          on: { DEBOUNCE_DUE: { guard: 'isCurrent', target: 'searching' } },
        },
        searching: {
          entry: { type: 'runSearch', params: ({ context }) => ({ query: context.query, seq: context.seq }) },
          on: {
            RESULTS: [
              {
                guard: 'hasHits',
                target: 'results',
                actions: assign(({ event }) => ({ hits: event.hits })),
              },
              {
                guard: 'isCurrent',
                target: 'empty',
                actions: assign(({ event }) => ({ hits: event.hits })),
              },
            ],
            FAILED: { guard: 'isCurrent', target: 'failed', actions: assign({ hits: null }) },
          },
        },
        results: {},
        empty: {},
        failed: {},
      },
    },
    cooldown: {
      entry: 'scheduleReenable',
      on: { REENABLE_DUE: 'closed' },
    },
  },
});
