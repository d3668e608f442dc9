import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type { predefinedMessageSchema, predefinedMessageUpdateSchema } from '../../src/domain/pimSchemas.ts';
import { DomainError } from '../platform/api/domainError.ts';
import type { VersionedKind } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { predefinedMessages } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';
import { permittedVenue } from '../venues/venues.service.ts';

/** The company's predefined kitchen messages, by text. */
export function listMessages(db: Queryable, viewer: Viewer) {
  return db
    .select()
    .from(predefinedMessages)
    .where(ownRows(viewer, predefinedMessages))
    .orderBy(asc(predefinedMessages.text));
}

/** Predefined kitchen messages (GraphQL `PredefinedMessage`; `messages` in the browser). */
export const messageKind: VersionedKind<
  typeof predefinedMessages,
  z.output<typeof predefinedMessageSchema>,
  z.output<typeof predefinedMessageUpdateSchema>
> = {
  table: predefinedMessages,
  values: async (tx, viewer, data) => {
    // Spec section 5: creating a predefined message needs the venue and company metadata.
    const venue = await permittedVenue(tx, viewer, data.venueId);
    if (!venue)
      throw new DomainError('BAD_USER_INPUT', (t) => t.pim.errors.metadataNotAvailable(), { problems: [] });
    return { venueId: venue.id, type: data.type, text: data.text, textLang: data.textLang ?? {} };
  },
  changes: (data) => ({
    ...(data.text !== undefined ? { text: data.text } : {}),
    ...(data.textLang != null ? { textLang: data.textLang } : {}),
  }),
};
