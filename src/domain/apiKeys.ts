import { idString } from './orderSchemas.ts';
import type { Scope } from './scopes.ts';
import { z } from './zod.ts';

/** What an API key may do (issue 18): read the catalogue, write orders, read reports. */
export const API_KEY_SCOPES = ['READ_CATALOGUE', 'WRITE_ORDERS', 'READ_REPORTS'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The back-office scope a key scope stands for inside the API; never more. */
export const API_KEY_BACKOFFICE_SCOPE: Readonly<Record<ApiKeyScope, Scope>> = {
  READ_CATALOGUE: 'POS_CUSTOMIZATION',
  WRITE_ORDERS: 'ORDERS',
  READ_REPORTS: 'FINANCE',
};

/** Keys look like `ordna_<12 id chars>_<secret>`; the id part finds the row, the whole is hashed. */
export const API_KEY_PREFIX = 'ordna_';

export const createApiKeyInput = z.object({
  name: z.string().trim().min(1).max(100),
  venueId: idString(),
  // Nothing is ticked for the user (issue 41): a key without a scope is refused at its field.
  scopes: z.array(z.enum(API_KEY_SCOPES)).min(1, 'scopesRequired').max(API_KEY_SCOPES.length),
  /** Optional end of the key's life (ISO instant); a key past it is refused like a revoked one. */
  expiresAt: z.iso.datetime({ offset: true }).nullish(),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeyInput>;

/** How long a rotated key keeps working beside its successor: up to a week, a day by default. */
export const MAX_ROTATION_OVERLAP_HOURS = 168;
export const DEFAULT_ROTATION_OVERLAP_HOURS = 24;
export const rotateApiKeyInput = z.object({
  id: idString(),
  overlapHours: z.number().int().min(0).max(MAX_ROTATION_OVERLAP_HOURS),
});
export type RotateApiKeyInput = z.infer<typeof rotateApiKeyInput>;

/** What happens to the keys a removed user made: kept (the remover owns them now) or revoked. */
export const REMOVED_USER_KEYS = ['KEEP', 'REVOKE'] as const;
export type RemovedUserKeys = (typeof REMOVED_USER_KEYS)[number];
