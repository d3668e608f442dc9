import type { z } from 'zod';
import type { stationSchema, stationUpdateSchema } from '../../src/domain/pimSchemas.ts';
import type { VersionedKind } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { Tx } from '../platform/db/queryable.ts';
import { stations } from '../platform/db/schema/index.ts';
import { permittedVenue } from '../venues/venues.service.ts';
import { badInput } from './common.ts';

/** A station's venue must be one the viewer may use. */
async function checkVenue(tx: Tx, viewer: Viewer, venueId: string | null | undefined): Promise<void> {
  if (venueId && !(await permittedVenue(tx, viewer, venueId)))
    throw badInput({ venueId: 'unknownReference' });
}

/** Kitchen printers and screens. */
export const stationKind: VersionedKind<
  typeof stations,
  z.output<typeof stationSchema>,
  z.output<typeof stationUpdateSchema>
> = {
  table: stations,
  values: async (tx, viewer, data) => {
    await checkVenue(tx, viewer, data.venueId);
    return { name: data.name, kind: data.kind, venueId: data.venueId ?? null };
  },
  beforeUpdate: (tx, viewer, _id, data) => checkVenue(tx, viewer, data.venueId),
  changes: (data) => ({
    ...(data.name !== undefined ? { name: data.name } : {}),
    ...(data.kind !== undefined ? { kind: data.kind } : {}),
    ...(data.venueId !== undefined ? { venueId: data.venueId } : {}),
  }),
};
