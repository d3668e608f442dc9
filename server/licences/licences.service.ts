import { and, asc, count, eq, gt, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { ClaimDeviceInput, DeviceInput } from '../../src/domain/devices.ts';
import { isLicenceActive, normalizeClaimCode } from '../../src/domain/licences.ts';
import { hasAnyScope } from '../../src/domain/scopes.ts';
import { checkVersion, isUuid, notFound } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { DB } from '../platform/db/client.ts';
import { containsPattern } from '../platform/db/like.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import {
  companies,
  type DeviceRow,
  devices,
  type LicenceRow,
  licences,
  venues,
} from '../platform/db/schema/index.ts';
import { ownRow, ownRows, seesVenueColumn } from '../platform/db/tenant.ts';
import { permittedVenue } from '../venues/venues.service.ts';
import { refuse } from './errors.ts';

/**
 * Licences and devices (issue 21 item 6). Licences are sold by Ordna and only read here; devices
 * are claimed by the code they show, named and moved between venues. A venue-restricted viewer
 * sees only the devices of their venues.
 */

function visibleDevices(viewer: Viewer): SQL {
  return ownRows(viewer, devices, seesVenueColumn(viewer, devices.venueId));
}

export interface Page<T> {
  rows: T[];
  hasNextPage: boolean;
  count: number;
}

export interface LicenceListArgs {
  activeOnly: boolean;
  first: number;
  after: [string, string] | null;
}

function activeWhere(now: Date): SQL | undefined {
  return and(
    inArray(licences.status, ['ACTIVE', 'TRIAL']),
    or(isNull(licences.expiresAt), gt(licences.expiresAt, now)),
  );
}

/** The company's licences, oldest first, keyset-paged on (created, id). */
export async function listLicences(
  db: Queryable,
  viewer: Viewer,
  args: LicenceListArgs,
): Promise<Page<LicenceRow>> {
  const where = ownRows(viewer, licences, args.activeOnly ? activeWhere(new Date()) : undefined);
  const [created, id] = args.after ?? [];
  const keyset =
    created !== undefined && id !== undefined
      ? or(
          gt(licences.createdAt, new Date(created)),
          and(eq(licences.createdAt, new Date(created)), gt(licences.id, id)),
        )
      : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(licences)
      .where(and(where, keyset))
      .orderBy(asc(licences.createdAt), asc(licences.id))
      .limit(args.first + 1),
    db.select({ n: count() }).from(licences).where(where),
  ]);
  return {
    rows: rows.slice(0, args.first),
    hasNextPage: rows.length > args.first,
    count: Number(total?.n ?? 0),
  };
}

/** Every active licence of the company (the operative viewer's summary; a company has a handful). */
export async function activeLicences(db: Queryable, companyId: string): Promise<LicenceRow[]> {
  const rows = await db
    .select()
    .from(licences)
    .where(ownRows({ companyId }, licences, activeWhere(new Date())))
    .orderBy(asc(licences.createdAt), asc(licences.id));
  const now = new Date();
  return rows.filter((row) => isLicenceActive(row, now));
}

/** The active licences of these devices, by device id (one query for a page of devices). */
export async function activeLicencesOfDevices(
  db: Queryable,
  companyId: string,
  deviceIds: readonly string[],
): Promise<Map<string, LicenceRow[]>> {
  const byDevice = new Map<string, LicenceRow[]>();
  if (!deviceIds.length) return byDevice;
  const rows = await db
    .select()
    .from(licences)
    .where(
      ownRows({ companyId }, licences, inArray(licences.deviceId, [...deviceIds]), activeWhere(new Date())),
    )
    .orderBy(asc(licences.createdAt), asc(licences.id));
  for (const row of rows) {
    if (!row.deviceId) continue;
    byDevice.set(row.deviceId, [...(byDevice.get(row.deviceId) ?? []), row]);
  }
  return byDevice;
}

export interface DeviceListArgs {
  search: string;
  venueId: string | null;
  first: number;
  after: [string, string] | null;
}

function searchWhere(search: string): SQL | undefined {
  const text = search.trim();
  if (!text) return undefined;
  return ilike(devices.name, containsPattern(text));
}

/** The company's claimed devices by name, keyset-paged, searched by name, filtered by venue. */
export async function listDevices(
  db: Queryable,
  viewer: Viewer,
  args: DeviceListArgs,
): Promise<Page<DeviceRow>> {
  const venueFilter = args.venueId
    ? isUuid(args.venueId)
      ? eq(devices.venueId, args.venueId)
      : sql`false`
    : undefined;
  const where = and(visibleDevices(viewer), searchWhere(args.search), venueFilter);
  const [name, id] = args.after ?? [];
  const keyset =
    name !== undefined && id !== undefined
      ? or(gt(devices.name, name), and(eq(devices.name, name), gt(devices.id, id)))
      : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(devices)
      .where(and(where, keyset))
      .orderBy(asc(devices.name), asc(devices.id))
      .limit(args.first + 1),
    db.select({ n: count() }).from(devices).where(where),
  ]);
  return {
    rows: rows.slice(0, args.first),
    hasNextPage: rows.length > args.first,
    count: Number(total?.n ?? 0),
  };
}

export async function findDevice(db: Queryable, viewer: Viewer, id: string): Promise<DeviceRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(devices)
    .where(and(visibleDevices(viewer), eq(devices.id, id)));
  return row ?? null;
}

/**
 * Claims an unclaimed device by the code it shows. A wrong code, and the code of a device that
 * is already claimed (by anyone), answer the same field error, so codes cannot be probed.
 */
export async function claimDevice(db: DB, viewer: Viewer, data: ClaimDeviceInput): Promise<DeviceRow> {
  const venue = await permittedVenue(db, viewer, data.venueId);
  if (!venue) refuse('venueId', 'venue');
  return db.transaction(async (tx) => {
    const [device] = await tx
      .select()
      .from(devices)
      .where(and(eq(devices.claimCode, normalizeClaimCode(data.code)), isNull(devices.companyId)))
      .for('update');
    if (!device) refuse('code', 'unknownCode');
    const [row] = await tx
      .update(devices)
      .set(
        ownRow(viewer, {
          venueId: venue.id,
          name: data.name,
          claimCode: null,
          claimedAt: new Date(),
          version: sql`${devices.version} + 1`,
        }),
      )
      .where(eq(devices.id, device.id))
      .returning();
    if (!row) throw notFound();
    return row;
  });
}

/** Renames a device or moves it to another of the viewer's venues. */
export async function updateDevice(
  db: DB,
  viewer: Viewer,
  id: string,
  data: DeviceInput,
  expectedVersion: number | null | undefined,
): Promise<DeviceRow> {
  if (!isUuid(id)) throw notFound();
  const venue = await permittedVenue(db, viewer, data.venueId);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(devices)
      .where(and(visibleDevices(viewer), eq(devices.id, id)))
      .for('update');
    if (!current) throw notFound();
    if (!venue) refuse('venueId', 'venue');
    checkVersion(current.version, expectedVersion);
    const [row] = await tx
      .update(devices)
      .set({ name: data.name, venueId: venue.id, version: sql`${devices.version} + 1` })
      .where(eq(devices.id, id))
      .returning();
    if (!row) throw notFound();
    return row;
  });
}

/** Onboarded = at least one licence exists (spec section 4). */
export async function isOnboarded(db: Queryable, companyId: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(licences).where(ownRows({ companyId }, licences));
  return Number(row?.n ?? 0) > 0;
}

async function liveVenueCount(db: Queryable, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(venues)
    .where(ownRows({ companyId }, venues, eq(venues.deleted, false)));
  return Number(row?.n ?? 0);
}

export async function setPosAccessBlocked(
  db: Queryable,
  companyId: string,
  blocked: boolean,
): Promise<boolean> {
  await db.update(companies).set({ posAccessBlocked: blocked }).where(eq(companies.id, companyId));
  return blocked;
}

/**
 * `isPOSAccessBlocked` of the operative viewer. A user whose company has no venues is granted
 * POS access automatically (spec section 4): the block is lifted the first time it is read.
 */
export async function posAccessBlocked(db: Queryable, companyId: string): Promise<boolean> {
  const [company] = await db
    .select({ blocked: companies.posAccessBlocked })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company?.blocked) return false;
  if ((await liveVenueCount(db, companyId)) === 0) return setPosAccessBlocked(db, companyId, false);
  return true;
}

/**
 * `grantPOSAccessToCurrentUser`: a settings user may always lift the block; anyone may while the
 * company has no venues (the onboarding rule). Answers whether the block was lifted.
 */
export async function grantPosAccess(db: Queryable, viewer: Viewer): Promise<boolean> {
  const mayGrant =
    hasAnyScope(viewer.scopes, ['SETTINGS']) || (await liveVenueCount(db, viewer.companyId)) === 0;
  if (!mayGrant) return false;
  await setPosAccessBlocked(db, viewer.companyId, false);
  return true;
}
