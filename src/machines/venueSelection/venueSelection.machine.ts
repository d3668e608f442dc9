import { assign, setup } from 'xstate';
import {
  defaultLegalEntity,
  isMultiVenue,
  offeredVenues,
  pickVenue,
  shortVenueId,
} from '../../domain/venues.ts';
import type {
  SelectableLegalEntity,
  SelectableVenue,
  VenueSelectionContext,
  VenueSelectionEvent,
  VenueSelectionInput,
} from './venueSelection.types.ts';

function resolve(
  context: VenueSelectionContext,
  venues: SelectableVenue[],
  legalEntities: SelectableLegalEntity[],
): Partial<VenueSelectionContext> {
  const offered = offeredVenues(venues, context.permittedVenueIds);
  // Keep the current choice across a refetch when it is still offered.
  const current = offered.find((venue) => venue.id === context.selectedVenueId);
  const selected = current ?? pickVenue(offered, context.storedShortId);
  return {
    venues: offered,
    legalEntities,
    selectedVenueId: selected?.id ?? null,
    multiVenue: isMultiVenue(offered),
    legalEntityId: defaultLegalEntity(legalEntities, context.permittedVenueIds)?.id ?? null,
  };
}

/**
 * Spec section 4, Venue selection: the offered venues are the company's non-deleted venues
 * limited to the permitted ids; one venue is selected at once, several use the stored short id,
 * else the first (which is then stored). Choosing null selects the first. The legal entity
 * defaults to the first one with a permitted venue.
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
    isOffered: ({ context, event }) =>
      event.type === 'SELECT' &&
      (event.venueId === null || context.venues.some((venue) => venue.id === event.venueId)),
  },
}).createMachine({
  id: 'venueSelection',
  context: ({ input }) => ({
    ...input,
    venues: [],
    legalEntities: [],
    selectedVenueId: null,
    multiVenue: false,
    legalEntityId: null,
  }),
  initial: 'loading',
  on: {
    LOADED: {
      target: '.choosing',
      actions: assign(({ context, event }) => resolve(context, event.venues, event.legalEntities)),
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
            selectedVenueId: event.venueId ?? context.venues[0]?.id ?? null,
          })),
        },
      },
    },
  },
});
