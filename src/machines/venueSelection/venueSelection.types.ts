export interface SelectableVenue {
  id: string;
  name: string;
  deleted: boolean;
  /** The venue's time zone (its accounting day); the company's when missing. */
  timezone?: string;
}

export interface SelectableLegalEntity {
  id: string;
  venueIds: readonly string[];
}

export interface VenueSelectionInput {
  /** The user's permitted venue ids (empty = all). */
  permittedVenueIds: readonly string[];
  /** The stored short venue id (first 10 characters), if any. */
  storedShortId: string | null;
}

export interface VenueSelectionContext extends VenueSelectionInput {
  /** The offered venues: non-deleted and permitted. */
  venues: SelectableVenue[];
  legalEntities: SelectableLegalEntity[];
  selectedVenueId: string | null;
  multiVenue: boolean;
  legalEntityId: string | null;
}

export type VenueSelectionEvent =
  | { type: 'LOADED'; venues: SelectableVenue[]; legalEntities: SelectableLegalEntity[] }
  /** Choose a venue; null chooses the first. */
  | { type: 'SELECT'; venueId: string | null };
