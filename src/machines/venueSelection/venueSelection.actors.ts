import { createActor } from 'xstate';
import { SELECTED_VENUE_STORAGE_KEY } from '../../domain/venues.ts';
import { venueSelectionMachine } from './venueSelection.machine.ts';

export interface VenueSelectionEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  permittedVenueIds: readonly string[];
}

/** The venue selection machine wired to local storage. */
export function createVenueSelectionActor(env: VenueSelectionEnvironment) {
  const machine = venueSelectionMachine.provide({
    actions: {
      storeShortId: (_args, params) => {
        if (env.storage.getItem(SELECTED_VENUE_STORAGE_KEY) !== params.shortId) {
          env.storage.setItem(SELECTED_VENUE_STORAGE_KEY, params.shortId);
        }
      },
    },
  });
  return createActor(machine, {
    input: {
      permittedVenueIds: env.permittedVenueIds,
      storedShortId: env.storage.getItem(SELECTED_VENUE_STORAGE_KEY),
    },
  }).start();
}

export type VenueSelectionActor = ReturnType<typeof createVenueSelectionActor>;
