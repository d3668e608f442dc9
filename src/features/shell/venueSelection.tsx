import { useSuspenseQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import {
  createVenueSelectionActor,
  type VenueSelectionActor,
} from '../../machines/venueSelection/venueSelection.actors.ts';
import { userMetadataQueryOptions } from '../session/index.ts';
import { shellDataQueryOptions } from './shell.queries.ts';

const VenueSelectionContext = createContext<VenueSelectionActor | null>(null);

/** Runs the venue selection machine for the signed-in shell (spec section 4). */
export function VenueSelectionProvider({ children }: { children: ReactNode }) {
  const { data: metadata } = useSuspenseQuery(userMetadataQueryOptions());
  const { data: shell } = useSuspenseQuery(shellDataQueryOptions());
  const [actor] = useState(() => {
    const created = createVenueSelectionActor({
      storage: window.localStorage,
      permittedVenueIds: metadata.permissions.venueIds,
    });
    created.send({ type: 'LOADED', venues: shell.venues, legalEntities: shell.legalEntities });
    return created;
  });
  // A refetch (a venue added or removed) re-runs the choice; the current venue is kept if offered.
  useEffect(() => {
    actor.send({ type: 'LOADED', venues: shell.venues, legalEntities: shell.legalEntities });
  }, [actor, shell]);
  useEffect(() => () => void actor.stop(), [actor]);
  return <VenueSelectionContext.Provider value={actor}>{children}</VenueSelectionContext.Provider>;
}

export function useVenueSelectionActor(): VenueSelectionActor {
  const actor = useContext(VenueSelectionContext);
  if (!actor) throw new Error('useVenueSelection outside VenueSelectionProvider');
  return actor;
}

export function useVenueSelection() {
  const actor = useVenueSelectionActor();
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const selected = context.venues.find((venue) => venue.id === context.selectedVenueId) ?? null;
  return {
    venues: context.venues,
    selected,
    multiVenue: context.multiVenue,
    legalEntityId: context.legalEntityId,
    select: (venueId: string | null) => actor.send({ type: 'SELECT', venueId }),
  };
}
