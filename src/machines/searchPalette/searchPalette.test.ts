import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { SEARCH_DEBOUNCE_MS, SEARCH_REENABLE_MS } from '../../domain/search.ts';
import { createSearchPaletteActor, type SearchPaletteActor } from './searchPalette.actors.ts';
import { hitCount, searchPaletteMachine } from './searchPalette.machine.ts';
import type { SearchHits, SearchPaletteEvent } from './searchPalette.types.ts';

const NONE: SearchHits = { items: [], categories: [], staff: [], pages: [] };
const TOAST: SearchHits = {
  ...NONE,
  items: [{ id: 'item-1', title: 'Toast Skagen', categories: [{ id: 'c1', name: 'Förrätter' }] }],
};

/** The fake server: "toast" finds one product, "fail" fails, anything else finds nothing. */
function fakeSearch(query: string): Promise<SearchHits> {
  if (query === 'fail') return Promise.reject(new Error('network'));
  return Promise.resolve(query.toLowerCase().includes('toast') ? TOAST : NONE);
}

const QUERIES = ['toast', 'zzz', 'fail', ' '];

/** Every event the machine could take next, with payloads the real wiring would produce. */
function nextEvents(snapshot: ReturnType<SearchPaletteActor['getSnapshot']>): SearchPaletteEvent[] {
  const { seq, query, hits } = snapshot.context;
  const chosen = hits?.items[0];
  const events: SearchPaletteEvent[] = [
    { type: 'OPEN' },
    { type: 'CLOSE' },
    { type: 'ROUTE_CHANGED' },
    ...QUERIES.map((q) => ({ type: 'TYPE', query: q }) as const),
    { type: 'DEBOUNCE_DUE', seq },
    query === 'fail'
      ? { type: 'FAILED', seq }
      : { type: 'RESULTS', seq, hits: query.includes('toast') ? TOAST : NONE },
    chosen
      ? { type: 'CHOOSE', title: chosen.title, path: `/pim/products?id=${chosen.id}` }
      : { type: 'CHOOSE', title: null, path: '/pim/products?id=new' },
    { type: 'REENABLE_DUE' },
  ];
  return events.filter((event) => snapshot.can(event));
}

describe('search palette machine model', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const model = createTestModel(searchPaletteMachine, {
    input: { recent: ['Öl'] },
    events: nextEvents,
    // The sequence number only orders answers; states differ by value, query and recent searches.
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.query,
        snapshot.context.recent,
        hitCount(snapshot.context.hits),
      ]),
  });

  for (const path of model.getShortestPaths()) {
    it(path.description, async () => {
      const navigations: string[] = [];
      const saved: string[][] = [];
      const searches: string[] = [];
      // The fake server answers when the model takes RESULTS or FAILED, not before.
      const pending: (() => void)[] = [];
      const actor = createSearchPaletteActor({
        search: (query) => {
          searches.push(query);
          return new Promise<void>((release) => pending.push(release)).then(() => fakeSearch(query));
        },
        navigate: (to) => navigations.push(to),
        loadRecent: () => ['Öl'],
        saveRecent: (recent) => saved.push(recent),
        setTimeout: (fn, ms) => setTimeout(fn, ms),
      });
      const answer = async () => {
        for (const release of pending.splice(0)) release();
        for (let i = 0; i < 5; i += 1) await Promise.resolve();
      };
      let typedAt = 0;
      let searchesAtKeystroke = 0;
      await path.test({
        states: {
          closed: () => expect(actor.getSnapshot().can({ type: 'OPEN' })).toBe(true),
          cooldown: () => expect(actor.getSnapshot().can({ type: 'OPEN' })).toBe(false),
          'open.idle': () => expect(actor.getSnapshot().context.hits).toBeNull(),
          // Nothing is asked while the keystrokes settle.
          'open.debouncing': () => expect(searches).toHaveLength(searchesAtKeystroke),
          'open.searching': () => {
            // The request goes out exactly 300 ms after the last keystroke.
            expect(searches.at(-1)).toBe(actor.getSnapshot().context.query);
            expect(Date.now() - typedAt).toBe(SEARCH_DEBOUNCE_MS);
          },
          'open.results': () => expect(hitCount(actor.getSnapshot().context.hits)).toBeGreaterThan(0),
          'open.empty': () => expect(hitCount(actor.getSnapshot().context.hits)).toBe(0),
          'open.failed': () => expect(actor.getSnapshot().context.hits).toBeNull(),
        },
        events: {
          OPEN: () => void actor.send({ type: 'OPEN' }),
          CLOSE: () => void actor.send({ type: 'CLOSE' }),
          ROUTE_CHANGED: () => void actor.send({ type: 'ROUTE_CHANGED' }),
          TYPE: ({ event }) => {
            typedAt = Date.now();
            searchesAtKeystroke = searches.length;
            actor.send(event as SearchPaletteEvent);
          },
          CHOOSE: ({ event }) => {
            actor.send(event as SearchPaletteEvent);
            const chosen = event as Extract<SearchPaletteEvent, { type: 'CHOOSE' }>;
            expect(navigations.at(-1)).toBe(chosen.path);
            if (chosen.title) expect(saved.at(-1)?.[0]).toBe(chosen.title);
          },
          // The real timers and the fake server send these.
          DEBOUNCE_DUE: () => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS),
          RESULTS: answer,
          FAILED: answer,
          REENABLE_DUE: () => void vi.advanceTimersByTime(SEARCH_REENABLE_MS),
        },
      });
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    });
  }

  it('debounces: only the last of quick keystrokes is searched', async () => {
    const searches: string[] = [];
    const actor = createSearchPaletteActor({
      search: (query) => {
        searches.push(query);
        return fakeSearch(query);
      },
      navigate: () => {},
      loadRecent: () => [],
      saveRecent: () => {},
      setTimeout: (fn, ms) => setTimeout(fn, ms),
    });
    actor.send({ type: 'OPEN' });
    for (const query of ['t', 'to', 'toa', 'toast']) {
      actor.send({ type: 'TYPE', query });
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    }
    expect(searches).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(searches).toEqual(['toast']);
    await Promise.resolve();
    await Promise.resolve();
    expect(actor.getSnapshot().matches({ open: 'results' })).toBe(true);
  });

  it('ignores an answer to an older query', () => {
    const actor = createSearchPaletteActor({
      search: () => new Promise(() => {}),
      navigate: () => {},
      loadRecent: () => [],
      saveRecent: () => {},
      setTimeout: (fn, ms) => setTimeout(fn, ms),
    });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'TYPE', query: 'toast' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    const old = actor.getSnapshot().context.seq;
    actor.send({ type: 'TYPE', query: 'toast skagen' });
    actor.send({ type: 'RESULTS', seq: old, hits: TOAST });
    expect(actor.getSnapshot().matches({ open: 'debouncing' })).toBe(true);
  });

  it('keeps 3 recent titles, newest first, without duplicates', () => {
    const saved: string[][] = [];
    const actor = createSearchPaletteActor({
      search: fakeSearch,
      navigate: () => {},
      loadRecent: () => ['Öl', 'Vin'],
      saveRecent: (recent) => saved.push(recent),
      setTimeout: (fn, ms) => setTimeout(fn, ms),
    });
    for (const title of ['Kaffe', 'Öl', 'Te']) {
      actor.send({ type: 'OPEN' });
      actor.send({ type: 'CHOOSE', title, path: '/x' });
      vi.advanceTimersByTime(SEARCH_REENABLE_MS);
    }
    expect(saved.at(-1)).toEqual(['Te', 'Öl', 'Kaffe']);
  });
});
