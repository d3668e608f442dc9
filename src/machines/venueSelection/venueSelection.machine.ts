import { assign, setup } from 'xstate';
import { shortVenueId } from '../../domain/venues.ts';
import {
  chosenVenueId,
  initialVenueSelection,
  isOfferedChoice,
  resolveVenues,
} from './venueSelection.step.ts';
import type {
  VenueSelectionContext,
  VenueSelectionEvent,
  VenueSelectionInput,
} from './venueSelection.types.ts';

/**
 * Spec section 4, Venue selection: the offered venues are the company's non-deleted venues
 * limited to the permitted ids; one venue is selected at once, several use the stored short id,
 * else the first (which is then stored). Choosing null selects the first. The legal entity
 * defaults to the first one with a permitted venue. The rules are `venueSelection.step.ts`, which
 * the shell runs without XState.
 */
export const venueSelectionMachine = setup({
  types: {
    context: {} as VenueSelectionContext,
    events: {} as VenueSelectionEvent,
    input: {} as VenueSelectionInput,
  },
  actions: {
    storeShortId: (_args, _params: { shortId: string }) => {},
  },
  guards: {
    hasVenue: ({ context }) => context.selectedVenueId !== null,
    isOffered: ({ context, event }) => event.type === 'SELECT' && isOfferedChoice(context, event.venueId),
  },
}).createMachine({
  id: 'venueSelection',
  context: ({ input }) => initialVenueSelection(input).context,
  initial: 'loading',
  on: {
    LOADED: {
      target: '.choosing',
      actions: assign(({ context, event }) => resolveVenues(context, event.venues, event.legalEntities)),
    },
  },
  states: {
    loading: {},
    choosing: {
      always: [{ guard: 'hasVenue', target: 'selected' }, { target: 'noVenue' }],
    },
    noVenue: {},
    selected: {
      entry: {
        type: 'storeShortId',
        params: ({ context }) => ({ shortId: shortVenueId(context.selectedVenueId ?? '') }),
      },
      on: {
        SELECT: {
          guard: 'isOffered',
          target: 'selected',
          reenter: true,
          actions: assign(({ context, event }) => ({
            selectedVenueId: chosenVenueId(context, event.venueId),
          })),
        },
      },
    },
  },
});
