import { SELECTED_VENUE_STORAGE_KEY } from '../../domain/venues.ts';
import type { VenueSelectionEnvironment } from './venueSelection.actors.ts';
import {
  initialVenueSelection,
  type VenueSelectionState,
  venueSelectionStep,
} from './venueSelection.step.ts';
import type { VenueSelectionEvent } from './venueSelection.types.ts';

/**
 * The venue selection the signed-in shell runs: `venueSelectionStep` over a snapshot, wired to
 * local storage like `createVenueSelectionActor`, with the `getSnapshot`/`subscribe` pair React's
 * `useSyncExternalStore` reads. No XState (DESIGN.md section 8: the shell stays small).
 */
export interface VenueSelectionStore {
  getSnapshot: () => VenueSelectionState;
  subscribe: (listener: () => void) => () => void;
  send: (event: VenueSelectionEvent) => void;
}

export function createVenueSelectionStore(env: VenueSelectionEnvironment): VenueSelectionStore {
  let state = initialVenueSelection({
    permittedVenueIds: env.permittedVenueIds,
    storedShortId: env.storage.getItem(SELECTED_VENUE_STORAGE_KEY),
  });
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    send: (event) => {
      const { state: next, store } = venueSelectionStep(state, event);
      if (store !== null && env.storage.getItem(SELECTED_VENUE_STORAGE_KEY) !== store) {
        env.storage.setItem(SELECTED_VENUE_STORAGE_KEY, store);
      }
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
  };
}
