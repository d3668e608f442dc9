import { createHmac, randomInt } from 'node:crypto';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { SEARCH_IGNORED_PATTERN } from '../../src/domain/search.ts';
import {
  isTerminalPermission,
  PIN_MAX,
  PIN_MIN,
  pinCandidates,
  type StaffMemberInput,
  type StaffMemberUpdate,
  type TerminalPermission,
} from '../../src/domain/staff.ts';
import { hashPassword } from '../auth/password.ts';
import { DomainError } from '../platform/api/domainError.ts';
import { checkVersion, isUuid, notFound } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { DB } from '../platform/db/client.ts';
import type { Queryable, Tx } from '../platform/db/queryable.ts';
import { type StaffMemberRow, staffMembers, staffVenues } from '../platform/db/schema/index.ts';
import { ownRow, ownRows, ownRowsToInsert, seesVenueColumn } from '../platform/db/tenant.ts';
import { type ByNameQuery, countWhere, pageByName, searchColumns } from '../platform/paging/byName.ts';
import { takePoint } from '../platform/rateLimits.ts';
import { permittedVenues } from '../venues/venues.service.ts';
import { findAccessLevel } from './accessLevels.service.ts';
import { isUniqueViolation, problem, refuse } from './errors.ts';

/**
 * The PIN's key for uniqueness: an HMAC with the server's secret, equal for equal PINs of one
 * company. argon2's salted hash cannot be compared, and a plain hash of 4–6 digits would be
 * reversed in a moment; the key is useless without the secret.
 */
export function pinKeyOf(secret: string, companyId: string, pin: string): string {
  return createHmac('sha256', secret).update(`staff-pin:${companyId}:${pin}`).digest('base64url');
}

/** Staff the viewer may see: the company's, and with a venue restriction those working in one of its venues. */
function visible(viewer: Viewer): SQL {
  const inVenues = seesVenueColumn(viewer, staffVenues.venueId);
  return ownRows(
    viewer,
    staffMembers,
    inVenues
      ? sql`exists (select 1 from ${staffVenues} where ${staffVenues.staffId} = ${staffMembers.id} and ${inVenues})`
      : undefined,
  );
}

/** One page of the staff list, by name, with the count of the whole search (name, e-mail, phone). */
export async function listStaff(db: Queryable, viewer: Viewer, args: ByNameQuery) {
  const where = and(
    visible(viewer),
    searchColumns(args.search, [staffMembers.name, staffMembers.email, staffMembers.phone]),
  );
  return pageByName(
    args,
    { name: staffMembers.name, id: staffMembers.id },
    {
      rows: (after, order, limit) =>
        db
          .select()
          .from(staffMembers)
          .where(and(where, after))
          .orderBy(...order)
          .limit(limit),
      count: () => countWhere(db, staffMembers, where),
    },
  );
}

/**
 * Staff the viewer may see whose name contains the normalized query (spec section 5: the search
 * palette). SQL narrows by the same normalization as `normalizeSearchText` (lower case, spaces and
 * hyphens removed); `strpos` needs no LIKE escaping. The caller ranks what comes back.
 */
export async function staffNamed(db: Queryable, viewer: Viewer, normalizedQuery: string, cap: number) {
  return db
    .select({ id: staffMembers.id, name: staffMembers.name })
    .from(staffMembers)
    .where(
      and(
        visible(viewer),
        sql`strpos(regexp_replace(lower(${staffMembers.name}), ${SEARCH_IGNORED_PATTERN}, '', 'g'), ${normalizedQuery}) > 0`,
      ),
    )
    .orderBy(staffMembers.name, staffMembers.id)
    .limit(cap);
}

export async function findStaff(db: Queryable, viewer: Viewer, id: string): Promise<StaffMemberRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(and(visible(viewer), eq(staffMembers.id, id)));
  return row ?? null;
}

/** The venue ids of each staff member, in one query for a page. */
export async function venuesOfStaff(db: Queryable, ids: readonly string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return map;
  const rows = await db
    .select({ staffId: staffVenues.staffId, venueId: staffVenues.venueId })
    .from(staffVenues)
    .where(inArray(staffVenues.staffId, [...ids]));
  for (const row of rows) map.get(row.staffId)?.push(row.venueId);
  return map;
}

/** The venues a write may name: the viewer's; any other (foreign, restricted, deleted) is refused. */
async function checkedVenues(tx: Queryable, viewer: Viewer, venueIds: readonly string[]) {
  const permitted = new Set((await permittedVenues(tx, viewer)).map((venue) => venue.id));
  const index = venueIds.findIndex((id) => !permitted.has(id));
  if (index >= 0) refuse(problem(`venueIds.${index}`, 'unknownVenue'));
  if (venueIds.length === 0) refuse(problem('venueIds', 'required'));
  return { venueIds: [...new Set(venueIds)], permitted };
}

async function checkedLevel(tx: Queryable, viewer: Viewer, id: string | null | undefined) {
  if (!id) return null;
  const level = await findAccessLevel(tx, viewer, id);
  if (!level) refuse(problem('accessLevelId', 'unknownAccessLevel'));
  return level.id;
}

async function writeVenues(
  tx: Tx,
  viewer: Viewer,
  staffId: string,
  venueIds: readonly string[],
  pinKey: string,
) {
  await tx.delete(staffVenues).where(eq(staffVenues.staffId, staffId));
  if (venueIds.length === 0) return;
  await tx.insert(staffVenues).values(
    ownRowsToInsert(
      viewer,
      venueIds.map((venueId) => ({ staffId, venueId, pinKey })),
    ),
  );
}

/**
 * Runs a write whose unique (venue, PIN key) index may refuse it: a taken PIN is a field problem.
 * Each "taken" answer tells which PINs are in use, so a user gets few of them (issue 42 item 6:
 * `pinProbes` in server/platform/rateLimits.ts); beyond, RATE_LIMITED, and the 10,000 four-digit PINs
 * cannot be walked to find a colleague's.
 */
async function pinGuarded<T>(db: DB, viewer: Viewer, field: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const probe = await takePoint(db, 'pinProbes', viewer.actorUserId ?? viewer.userId);
    if (!probe.allowed)
      throw new DomainError('RATE_LIMITED', (t) => t.errors.rateLimited(), {
        extensions: { retryAfterSeconds: probe.retryAfterSeconds },
      });
    refuse(problem(field, 'pinTaken'));
  }
}

export async function createStaff(
  db: DB,
  viewer: Viewer,
  secret: string,
  data: StaffMemberInput,
): Promise<string> {
  const pinHash = await hashPassword(data.pin);
  const pinKey = pinKeyOf(secret, viewer.companyId, data.pin);
  return pinGuarded(db, viewer, 'pin', () =>
    db.transaction(async (tx) => {
      const { venueIds } = await checkedVenues(tx, viewer, data.venueIds);
      const accessLevelId = await checkedLevel(tx, viewer, data.accessLevelId);
      const [row] = await tx
        .insert(staffMembers)
        .values(
          ownRow(viewer, {
            name: data.name,
            accessLevelId,
            phone: data.phone ?? '',
            email: data.email ?? '',
            employmentStart: data.employmentStart || null,
            active: data.active ?? true,
            pinHash,
            pinKey,
          }),
        )
        .returning({ id: staffMembers.id });
      if (!row) throw new Error('staff member not created');
      await writeVenues(tx, viewer, row.id, venueIds, pinKey);
      return row.id;
    }),
  );
}

async function lockStaff(tx: Tx, viewer: Viewer, id: string, expectedVersion: number | null | undefined) {
  if (!isUuid(id)) throw notFound();
  const [row] = await tx
    .select()
    .from(staffMembers)
    .where(and(visible(viewer), eq(staffMembers.id, id)))
    .for('update');
  if (!row) throw notFound();
  checkVersion(row.version, expectedVersion);
  return row;
}

export async function updateStaff(
  db: DB,
  viewer: Viewer,
  id: string,
  data: StaffMemberUpdate,
  expectedVersion: number | null | undefined,
): Promise<void> {
  await pinGuarded(db, viewer, 'venueIds', () =>
    db.transaction(async (tx) => {
      const row = await lockStaff(tx, viewer, id, expectedVersion);
      const accessLevelId =
        data.accessLevelId === undefined ? undefined : await checkedLevel(tx, viewer, data.accessLevelId);
      if (data.venueIds) {
        const { venueIds, permitted } = await checkedVenues(tx, viewer, data.venueIds);
        // Venues outside a restricted viewer's sight stay as they were.
        const kept = ((await venuesOfStaff(tx, [id])).get(id) ?? []).filter(
          (venueId) => !permitted.has(venueId),
        );
        await writeVenues(tx, viewer, id, [...new Set([...kept, ...venueIds])], row.pinKey);
      }
      await tx
        .update(staffMembers)
        .set({
          ...(data.name !== undefined ? { name: data.name } : {}),
          ...(accessLevelId !== undefined ? { accessLevelId } : {}),
          ...(data.phone !== undefined ? { phone: data.phone } : {}),
          ...(data.email !== undefined ? { email: data.email } : {}),
          ...(data.employmentStart !== undefined ? { employmentStart: data.employmentStart || null } : {}),
          ...(data.active !== undefined ? { active: data.active } : {}),
          version: sql`${staffMembers.version} + 1`,
        })
        .where(eq(staffMembers.id, id));
    }),
  );
}

/** "Reset PIN": a new PIN, hashed; the old one stops working at once. */
export async function resetStaffPin(
  db: DB,
  viewer: Viewer,
  secret: string,
  id: string,
  pin: string,
): Promise<void> {
  const pinHash = await hashPassword(pin);
  const pinKey = pinKeyOf(secret, viewer.companyId, pin);
  await pinGuarded(db, viewer, 'pin', () =>
    db.transaction(async (tx) => {
      await lockStaff(tx, viewer, id, null);
      await tx.update(staffVenues).set({ pinKey }).where(eq(staffVenues.staffId, id));
      await tx
        .update(staffMembers)
        .set({ pinHash, pinKey, version: sql`${staffMembers.version} + 1` })
        .where(eq(staffMembers.id, id));
    }),
  );
}

/**
 * A PIN free at every venue named (issue 42 item 6): the manager tells it to the staff member
 * instead of trying PINs until one is not taken. Proposals are budgeted per user (`pinProposals`),
 * so they cannot be drawn until the free ones, and with them the taken ones, are all known. Not
 * reserved: a save that loses a race still answers `pinTaken`.
 */
export async function proposeStaffPin(
  db: DB,
  viewer: Viewer,
  secret: string,
  venueIds: readonly string[],
  digit: () => number = () => randomInt(10),
): Promise<string> {
  const checked = await checkedVenues(db, viewer, venueIds);
  const budget = await takePoint(db, 'pinProposals', viewer.actorUserId ?? viewer.userId);
  if (!budget.allowed)
    throw new DomainError('RATE_LIMITED', (t) => t.errors.rateLimited(), {
      extensions: { retryAfterSeconds: budget.retryAfterSeconds },
    });
  for (const length of [PIN_MIN, PIN_MAX]) {
    const candidates = pinCandidates(20, length, digit);
    const keys = new Map(candidates.map((pin) => [pinKeyOf(secret, viewer.companyId, pin), pin]));
    const taken = await db
      .select({ pinKey: staffVenues.pinKey })
      .from(staffVenues)
      .where(
        and(
          ownRows(viewer, staffVenues),
          inArray(staffVenues.venueId, checked.venueIds),
          inArray(staffVenues.pinKey, [...keys.keys()]),
        ),
      );
    for (const row of taken) keys.delete(row.pinKey);
    const free = keys.values().next();
    if (!free.done) return free.value;
  }
  throw new Error('no free PIN found among 40 candidates');
}

export async function deleteStaff(db: DB, viewer: Viewer, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockStaff(tx, viewer, id, null);
    await tx.delete(staffMembers).where(eq(staffMembers.id, id));
  });
}

/**
 * What a staff member may do on a terminal: their access level's permissions, none when inactive
 * or without a level. With a terminal's key, only staff of the key's venue are found.
 */
export async function staffPermissions(
  db: Queryable,
  viewer: Viewer,
  id: string,
): Promise<{ row: StaffMemberRow; permissions: TerminalPermission[] } | null> {
  const row = await findStaff(db, viewer, id);
  if (!row) return null;
  if (viewer.apiKey) {
    const venues = (await venuesOfStaff(db, [id])).get(id) ?? [];
    if (!venues.includes(viewer.apiKey.venueId)) return null;
  }
  const level = row.accessLevelId ? await findAccessLevel(db, viewer, row.accessLevelId) : null;
  const permissions = row.active && level ? level.permissions.filter(isTerminalPermission) : [];
  return { row, permissions };
}

/** Refuses (FORBIDDEN) a staff member who lacks a terminal permission; an unknown one likewise. */
export async function requireTerminalPermission(
  db: Queryable,
  viewer: Viewer,
  staffId: string,
  permission: TerminalPermission,
): Promise<void> {
  const found = await staffPermissions(db, viewer, staffId);
  if (!found?.permissions.includes(permission))
    throw new DomainError('FORBIDDEN', (t) => t.staff.errors.permissionMissing());
}
