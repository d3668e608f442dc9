import { useSuspenseQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import {
  createVenueSelectionStore,
  type VenueSelectionStore,
} from '../../machines/venueSelection/venueSelection.store.ts';
import { userMetadataQueryOptions } from '../session/index.ts';
import { shellDataQueryOptions } from './shell.queries.ts';

const VenueSelectionContext = createContext<VenueSelectionStore | null>(null);

/**
 * Runs venue selection for the signed-in shell (spec section 4): the venue selection machine's
 * rules as a small store without XState (`machines/venueSelection/venueSelection.store.ts`; the
 * model test checks it agrees with the machine).
 */
export function VenueSelectionProvider({ children }: { children: ReactNode }) {
  const { data: metadata } = useSuspenseQuery(userMetadataQueryOptions());
  const { data: shell } = useSuspenseQuery(shellDataQueryOptions());
  const [store] = useState(() => {
    const created = createVenueSelectionStore({
      storage: window.localStorage,
      permittedVenueIds: metadata.permissions.venueIds,
    });
    created.send({ type: 'LOADED', venues: shell.venues, legalEntities: shell.legalEntities });
    return created;
  });
  // A refetch (a venue added or removed) re-runs the choice; the current venue is kept if offered.
  useEffect(() => {
    store.send({ type: 'LOADED', venues: shell.venues, legalEntities: shell.legalEntities });
  }, [store, shell]);
  return <VenueSelectionContext.Provider value={store}>{children}</VenueSelectionContext.Provider>;
}

function useVenueSelectionStore(): VenueSelectionStore {
  const store = useContext(VenueSelectionContext);
  if (!store) throw new Error('useVenueSelection outside VenueSelectionProvider');
  return store;
}

export function useVenueSelection() {
  const store = useVenueSelectionStore();
  const { context } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const selected = context.venues.find((venue) => venue.id === context.selectedVenueId) ?? null;
  return {
    venues: context.venues,
    selected,
    multiVenue: context.multiVenue,
    legalEntityId: context.legalEntityId,
    select: (venueId: string | null) => store.send({ type: 'SELECT', venueId }),
  };
}
