import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { SELECTED_VENUE_STORAGE_KEY, shortVenueId } from '../../domain/venues.ts';
import { memoryStorage } from '../../test/memoryStorage.ts';
import { createVenueSelectionActor } from './venueSelection.actors.ts';
import { venueSelectionMachine } from './venueSelection.machine.ts';
import { createVenueSelectionStore } from './venueSelection.store.ts';
import type { SelectableVenue, VenueSelectionEvent } from './venueSelection.types.ts';

const A: SelectableVenue = { id: 'aaaaaaaa-1111-4000-8000-000000000001', name: 'Södermalm', deleted: false };
const B: SelectableVenue = { id: 'bbbbbbbb-2222-4000-8000-000000000002', name: 'Vasastan', deleted: false };
const GONE: SelectableVenue = { id: 'cccccccc-3333-4000-8000-000000000003', name: 'Closed', deleted: true };
const ENTITIES = [
  { id: 'LE-1', venueIds: [A.id] },
  { id: 'LE-2', venueIds: [B.id] },
];

/** Payloads the model may send; SELECT is offered for each venue, null and an unknown id. */
const LOADS: VenueSelectionEvent[] = [
  { type: 'LOADED', venues: [], legalEntities: [] },
  { type: 'LOADED', venues: [A, GONE], legalEntities: ENTITIES },
  { type: 'LOADED', venues: [A, B, GONE], legalEntities: ENTITIES },
];
const SELECTS: VenueSelectionEvent[] = [
  { type: 'SELECT', venueId: B.id },
  { type: 'SELECT', venueId: null },
  { type: 'SELECT', venueId: GONE.id },
];

const STARTS = [
  { name: 'no restriction, nothing stored', permitted: [] as string[], stored: null as string | null },
  { name: 'no restriction, Vasastan stored', permitted: [], stored: shortVenueId(B.id) },
  { name: 'restricted to Vasastan', permitted: [B.id], stored: null },
];

describe('venue selection machine model', () => {
  for (const start of STARTS) {
    const model = createTestModel(venueSelectionMachine, {
      input: { permittedVenueIds: start.permitted, storedShortId: start.stored },
      events: (snapshot) => [...LOADS, ...SELECTS].filter((event) => snapshot.can(event)),
    });
    for (const path of model.getShortestPaths()) {
      it(`${start.name}: ${path.description}`, async () => {
        const storage = memoryStorage(start.stored ? { [SELECTED_VENUE_STORAGE_KEY]: start.stored } : {});
        const actor = createVenueSelectionActor({ storage, permittedVenueIds: start.permitted });
        // The shell's store (no XState) takes the same events and must agree at every state.
        const storeStorage = memoryStorage(
          start.stored ? { [SELECTED_VENUE_STORAGE_KEY]: start.stored } : {},
        );
        const store = createVenueSelectionStore({
          storage: storeStorage,
          permittedVenueIds: start.permitted,
        });
        const agree = () => {
          const snapshot = actor.getSnapshot();
          expect(store.getSnapshot().value).toBe(snapshot.value);
          expect(store.getSnapshot().context).toEqual(snapshot.context);
          expect(storeStorage.map.get(SELECTED_VENUE_STORAGE_KEY)).toBe(
            storage.map.get(SELECTED_VENUE_STORAGE_KEY),
          );
        };
        const send = (event: VenueSelectionEvent) => {
          actor.send(event);
          store.send(event);
          agree();
        };
        agree();
        await path.test({
          states: {
            loading: () => expect(actor.getSnapshot().context.selectedVenueId).toBeNull(),
            noVenue: () => {
              const { context } = actor.getSnapshot();
              expect(context.selectedVenueId).toBeNull();
              expect(context.multiVenue).toBe(false);
            },
            selected: () => {
              const { context } = actor.getSnapshot();
              const offered = context.venues;
              // Only non-deleted, permitted venues are offered, and one of them is selected.
              expect(offered.every((v) => !v.deleted)).toBe(true);
              if (start.permitted.length)
                expect(offered.every((v) => start.permitted.includes(v.id))).toBe(true);
              expect(offered.map((v) => v.id)).toContain(context.selectedVenueId);
              expect(context.multiVenue).toBe(offered.length > 1);
              // The selection is stored as its first 10 characters.
              expect(storage.map.get(SELECTED_VENUE_STORAGE_KEY)).toBe(
                shortVenueId(context.selectedVenueId ?? ''),
              );
              const entity = ENTITIES.find((e) => e.id === context.legalEntityId);
              if (start.permitted.length)
                expect(entity?.venueIds.some((id) => start.permitted.includes(id))).toBe(true);
              else expect(context.legalEntityId).toBe('LE-1');
            },
          },
          events: {
            LOADED: ({ event }) => send(event as VenueSelectionEvent),
            SELECT: ({ event }) => send(event as VenueSelectionEvent),
          },
        });
        expect(actor.getSnapshot().value).toEqual(path.state.value);
        expect(actor.getSnapshot().context.selectedVenueId).toBe(path.state.context.selectedVenueId);
      });
    }
  }

  it('uses the stored venue among several, else the first, and null selects the first', () => {
    const stored = memoryStorage({ [SELECTED_VENUE_STORAGE_KEY]: shortVenueId(B.id) });
    const actor = createVenueSelectionActor({ storage: stored, permittedVenueIds: [] });
    actor.send(LOADS[2] as VenueSelectionEvent);
    expect(actor.getSnapshot().context.selectedVenueId).toBe(B.id);
    actor.send({ type: 'SELECT', venueId: null });
    expect(actor.getSnapshot().context.selectedVenueId).toBe(A.id);
    expect(stored.map.get(SELECTED_VENUE_STORAGE_KEY)).toBe('aaaaaaaa-1');

    const fresh = memoryStorage();
    const other = createVenueSelectionActor({ storage: fresh, permittedVenueIds: [] });
    other.send(LOADS[2] as VenueSelectionEvent);
    expect(other.getSnapshot().context.selectedVenueId).toBe(A.id);
    expect(fresh.map.get(SELECTED_VENUE_STORAGE_KEY)).toBe('aaaaaaaa-1');
  });

  it('ignores a venue that is not offered and keeps the choice across a refetch', () => {
    const actor = createVenueSelectionActor({ storage: memoryStorage(), permittedVenueIds: [] });
    actor.send(LOADS[2] as VenueSelectionEvent);
    actor.send({ type: 'SELECT', venueId: B.id });
    actor.send({ type: 'SELECT', venueId: GONE.id });
    expect(actor.getSnapshot().context.selectedVenueId).toBe(B.id);
    actor.send(LOADS[2] as VenueSelectionEvent);
    expect(actor.getSnapshot().context.selectedVenueId).toBe(B.id);
  });
});
