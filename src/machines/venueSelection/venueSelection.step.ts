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

/**
 * The venue selection machine's rules as pure functions, without XState: the machine computes its
 * context with them, and the signed-in shell runs `venueSelectionStep` as a small store
 * (`venueSelection.store.ts`) so XState is not loaded with every page (DESIGN.md section 8). The
 * model test walks the machine's paths and checks the step agrees at every state.
 */
export type VenueSelectionValue = 'loading' | 'noVenue' | 'selected';

export interface VenueSelectionState {
  value: VenueSelectionValue;
  context: VenueSelectionContext;
}

/** The context after a load: offered venues, the kept or picked venue, the default legal entity. */
export function resolveVenues(
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

/** Whether a SELECT names an offered venue (or null: the first). */
export function isOfferedChoice(context: VenueSelectionContext, venueId: string | null): boolean {
  return venueId === null || context.venues.some((venue) => venue.id === venueId);
}

/** The venue a SELECT leaves selected. */
export function chosenVenueId(context: VenueSelectionContext, venueId: string | null): string | null {
  return venueId ?? context.venues[0]?.id ?? null;
}

export function initialVenueSelection(input: VenueSelectionInput): VenueSelectionState {
  return {
    value: 'loading',
    context: {
      ...input,
      venues: [],
      legalEntities: [],
      selectedVenueId: null,
      multiVenue: false,
      legalEntityId: null,
    },
  };
}

/**
 * One event, as the machine takes it: LOADED from any state resolves and settles in `selected` or
 * `noVenue`; SELECT of an offered venue re-enters `selected`; anything else changes nothing (the
 * same state object back). `store` is the short id to keep when `selected` was (re-)entered.
 */
export function venueSelectionStep(
  state: VenueSelectionState,
  event: VenueSelectionEvent,
): { state: VenueSelectionState; store: string | null } {
  let next = state;
  if (event.type === 'LOADED') {
    const context = { ...state.context, ...resolveVenues(state.context, event.venues, event.legalEntities) };
    next = { value: context.selectedVenueId !== null ? 'selected' : 'noVenue', context };
  } else if (state.value === 'selected' && isOfferedChoice(state.context, event.venueId)) {
    next = {
      value: 'selected',
      context: { ...state.context, selectedVenueId: chosenVenueId(state.context, event.venueId) },
    };
  }
  const entered = next !== state && next.value === 'selected';
  return { state: next, store: entered ? shortVenueId(next.context.selectedVenueId ?? '') : null };
}
