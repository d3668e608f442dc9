import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { API_KEY_BACKOFFICE_SCOPE, API_KEY_SCOPES, type ApiKeyScope } from '../../src/domain/apiKeys.ts';
import type { Viewer } from './context.ts';
import type { Queryable } from './db/queryable.ts';
import { apiKeys, catalogVersions, companies } from './db/schema/index.ts';

// A request's key authenticates like a token does (context.ts), below every area: the orders area
// makes, rotates and revokes keys (server/orders/apiKeys.service.ts) with the hash and prefix here.

/** How often `last_used_at` is written at most (a terminal calls many times a minute). */
const LAST_USED_RESOLUTION_MS = 60_000;

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The key's public part: `ordna_` and 12 hex characters. */
export function prefixOf(key: string): string | null {
  const match = /^(ordna_[0-9a-f]{12})_[A-Za-z0-9_-]{20,100}$/.exec(key);
  return match?.[1] ?? null;
}

/**
 * The viewer a terminal's key stands for: its company, its one venue, and the back-office scopes
 * its key scopes stand for (server/orders/keyGate.ts limits it further to the terminal operations).
 * Null for an unknown, malformed, revoked or expired key.
 */
export async function keyViewer(db: Queryable, key: string, now = new Date()): Promise<Viewer | null> {
  const prefix = prefixOf(key);
  if (!prefix) return null;
  const [row] = await db
    .select({
      key: apiKeys,
      isPaymentsOnly: companies.isPaymentsOnly,
      // Read with the key: the answer caches key by it (Viewer.catalogVersion), no round trip more.
      catalogVersion:
        sql<number>`coalesce((select ${catalogVersions.version} from ${catalogVersions} where ${catalogVersions.companyId} = ${apiKeys.companyId}), 0)`.mapWith(
          Number,
        ),
    })
    .from(apiKeys)
    .innerJoin(companies, eq(companies.id, apiKeys.companyId))
    .where(
      and(
        eq(apiKeys.prefix, prefix),
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
      ),
    );
  if (!row) return null;
  const given = Buffer.from(hashKey(key), 'hex');
  const stored = Buffer.from(row.key.hash, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return null;
  const scopes = row.key.scopes.filter((scope): scope is ApiKeyScope =>
    (API_KEY_SCOPES as readonly string[]).includes(scope),
  );
  if (scopes.length === 0) return null;
  await touchLastUsed(db, row.key.id, row.key.lastUsedAt, now);
  return {
    // The key acts for who answers for it now (a kept key's new owner), else its maker.
    userId: row.key.ownerId ?? row.key.createdBy ?? '00000000-0000-0000-0000-000000000000',
    companyId: row.key.companyId,
    scopes: [...new Set(scopes.map((scope) => API_KEY_BACKOFFICE_SCOPE[scope]))],
    venueIds: [row.key.venueId],
    sessionId: `apikey:${row.key.id}`,
    actorUserId: null,
    isPaymentsOnly: row.isPaymentsOnly,
    apiKey: { id: row.key.id, name: row.key.name, venueId: row.key.venueId, scopes },
    catalogVersion: row.catalogVersion,
  };
}

/**
 * Keeps a key's last-used time at a minute's resolution. A till calls many times a minute: the
 * time read with the key says whether a write is due, so most calls send none (one round trip
 * less on each `menuAt` a till repeats); the write's own condition keeps concurrent calls to one.
 */
async function touchLastUsed(db: Queryable, keyId: string, stored: Date | null, now: Date): Promise<void> {
  const age = now.getTime() - (stored?.getTime() ?? 0);
  if (stored && age >= 0 && age < LAST_USED_RESOLUTION_MS) return;
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.id, keyId),
        or(
          isNull(apiKeys.lastUsedAt),
          lt(apiKeys.lastUsedAt, new Date(now.getTime() - LAST_USED_RESOLUTION_MS)),
        ),
      ),
    );
}
