import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import {
  API_KEY_BACKOFFICE_SCOPE,
  API_KEY_PREFIX,
  API_KEY_SCOPES,
  type ApiKeyScope,
  type CreateApiKeyInput,
  type RotateApiKeyInput,
} from '../../src/domain/apiKeys.ts';
import { hasScope } from '../../src/domain/scopes.ts';
import { DomainError } from '../platform/api/domainError.ts';
import { isUuid, notFound } from '../platform/api/versioned.ts';
import { hashKey } from '../platform/apiKeyViewer.ts';
import type { Viewer } from '../platform/context.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { type ApiKeyRow, apiKeys, users } from '../platform/db/schema/index.ts';
import { ownRow, ownRows, seesVenue } from '../platform/db/tenant.ts';
import { permittedVenue } from '../venues/venues.service.ts';

/**
 * Creates a key for one of the viewer's venues with scopes the viewer holds (a key never gets more
 * than its maker has). Answers the row and the whole key, which is never stored nor shown again.
 */
export async function createApiKey(
  db: Queryable,
  viewer: Viewer,
  input: CreateApiKeyInput,
): Promise<{ row: ApiKeyRow; key: string }> {
  const venue = await permittedVenue(db, viewer, input.venueId);
  if (!venue) throw notFound();
  const scopes = [...new Set(input.scopes)].sort() as ApiKeyScope[];
  if (scopes.some((scope) => !hasScope(viewer.scopes, API_KEY_BACKOFFICE_SCOPE[scope]))) {
    throw new DomainError('FORBIDDEN', (t) => t.errors.forbidden());
  }
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now()) {
    throw new DomainError('BAD_USER_INPUT', (t) => t.orders.errors.checkFields(), {
      problems: [{ field: 'expiresAt', code: 'past', wording: (t) => t.orders.errors.expiryPast() }],
    });
  }
  return insertKey(db, viewer, { venueId: venue.id, name: input.name, scopes, expiresAt });
}

async function insertKey(
  db: Queryable,
  viewer: Viewer,
  values: { venueId: string; name: string; scopes: string[]; expiresAt: Date | null },
): Promise<{ row: ApiKeyRow; key: string }> {
  const prefix = `${API_KEY_PREFIX}${randomBytes(6).toString('hex')}`;
  const key = `${prefix}_${randomBytes(32).toString('base64url')}`;
  const [maker] = await db.select({ name: users.name }).from(users).where(eq(users.id, viewer.userId));
  const [row] = await db
    .insert(apiKeys)
    .values(
      ownRow(viewer, {
        venueId: values.venueId,
        name: values.name,
        prefix,
        hash: hashKey(key),
        scopes: values.scopes,
        createdBy: viewer.userId,
        creatorName: maker?.name ?? null,
        ownerId: viewer.userId,
        expiresAt: values.expiresAt,
      }),
    )
    .returning();
  if (!row) throw new Error('api key not created');
  return { row, key };
}

/**
 * Rotation: a new key with the old one's name, venue, scopes and expiry, and the old key kept
 * working for `overlapHours` (so a till can be given the new key without a gap), then refused.
 */
export async function rotateApiKey(
  db: Queryable,
  viewer: Viewer,
  input: RotateApiKeyInput,
): Promise<{ row: ApiKeyRow; key: string; previous: ApiKeyRow }> {
  const own = await findApiKey(db, viewer, input.id);
  if (!own || own.revokedAt || (own.expiresAt && own.expiresAt.getTime() <= Date.now())) throw notFound();
  // The new key gets no more than the rotating user holds, as at creation.
  if (
    own.scopes.some(
      (scope) =>
        !(API_KEY_SCOPES as readonly string[]).includes(scope) ||
        !hasScope(viewer.scopes, API_KEY_BACKOFFICE_SCOPE[scope as ApiKeyScope]),
    )
  ) {
    throw new DomainError('FORBIDDEN', (t) => t.errors.forbidden());
  }
  const overlapEnd = new Date(Date.now() + input.overlapHours * 3600_000);
  const ends = own.expiresAt && own.expiresAt < overlapEnd ? own.expiresAt : overlapEnd;
  const [previous] = await db
    .update(apiKeys)
    .set({ expiresAt: ends })
    .where(ownRows(viewer, apiKeys, eq(apiKeys.id, own.id)))
    .returning();
  if (!previous) throw notFound();
  const made = await insertKey(db, viewer, {
    venueId: own.venueId,
    name: own.name,
    scopes: own.scopes,
    expiresAt: own.expiresAt,
  });
  return { ...made, previous };
}

/** The names of the users who own these keys now (one read for a list). */
export async function ownerNames(db: Queryable, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(ownRows({ companyId }, users, inArray(users.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * A removed user's keys: revoked, or kept with the remover as their owner (issue 42). Answers the
 * ids of the keys revoked, whose live subscriptions the caller ends.
 */
export async function settleRemovedUserKeys(
  db: Queryable,
  viewer: Viewer,
  removedUserId: string,
  keep: boolean,
): Promise<string[]> {
  const mine = ownRows(
    viewer,
    apiKeys,
    or(eq(apiKeys.createdBy, removedUserId), eq(apiKeys.ownerId, removedUserId)),
  );
  if (keep) {
    await db.update(apiKeys).set({ ownerId: viewer.userId }).where(mine);
    return [];
  }
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(mine, isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return revoked.map((row) => row.id);
}

export async function listApiKeys(db: Queryable, viewer: Viewer): Promise<ApiKeyRow[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(ownRows(viewer, apiKeys))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.filter((row) => seesVenue(viewer, row.venueId));
}

/** One of the viewer's keys by id (a venue-restricted viewer sees its venues' keys), else null. */
async function findApiKey(db: Queryable, viewer: Viewer, id: string): Promise<ApiKeyRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(ownRows(viewer, apiKeys, eq(apiKeys.id, id)));
  return row && seesVenue(viewer, row.venueId) ? row : null;
}

export async function revokeApiKey(db: Queryable, viewer: Viewer, id: string): Promise<ApiKeyRow> {
  const own = await findApiKey(db, viewer, id);
  if (!own) throw notFound();
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: own.revokedAt ?? new Date() })
    .where(ownRows(viewer, apiKeys, eq(apiKeys.id, id)))
    .returning();
  if (!row) throw notFound();
  return row;
}
