import { asc, count, eq, inArray } from 'drizzle-orm';
import { type AccessLevelInput, TERMINAL_PERMISSIONS } from '../../src/domain/staff.ts';
import { isUuid, notFound, type VersionedKind } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { DB } from '../platform/db/client.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { accessLevels, staffMembers } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';
import { problem, refuse } from './errors.ts';

/** Each permission once, in the spec's order, whatever order the client sent. */
export function normalizedPermissions(permissions: readonly string[]): string[] {
  return TERMINAL_PERMISSIONS.filter((permission) => permissions.includes(permission));
}

/** The company's access levels by name (all, or those of `ids`), with how many staff members hold each. */
export async function listAccessLevels(db: Queryable, viewer: Viewer, ids?: readonly string[]) {
  const rows = await db
    .select()
    .from(accessLevels)
    .where(ownRows(viewer, accessLevels, ids ? inArray(accessLevels.id, [...ids]) : undefined))
    .orderBy(asc(accessLevels.name), asc(accessLevels.id));
  const counts = await db
    .select({ id: staffMembers.accessLevelId, n: count() })
    .from(staffMembers)
    .where(ownRows(viewer, staffMembers, ids ? inArray(staffMembers.accessLevelId, [...ids]) : undefined))
    .groupBy(staffMembers.accessLevelId);
  return rows.map((row) => ({ ...row, staffCount: Number(counts.find((c) => c.id === row.id)?.n ?? 0) }));
}

export async function findAccessLevel(db: Queryable, viewer: Viewer, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(accessLevels)
    .where(ownRows(viewer, accessLevels, eq(accessLevels.id, id)));
  return row ?? null;
}

export const accessLevelKind: VersionedKind<
  typeof accessLevels,
  AccessLevelInput,
  Partial<AccessLevelInput>
> = {
  table: accessLevels,
  values: (_tx, _viewer, data) => ({ name: data.name, permissions: normalizedPermissions(data.permissions) }),
  changes: (data) => ({
    ...(data.name !== undefined ? { name: data.name } : {}),
    ...(data.permissions !== undefined ? { permissions: normalizedPermissions(data.permissions) } : {}),
  }),
};

/** Removes an access level no staff member holds; one in use is refused (nothing is left without a level). */
export async function deleteAccessLevel(db: DB, viewer: Viewer, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const level = await findAccessLevel(tx, viewer, id);
    if (!level) throw notFound();
    const [used] = await tx
      .select({ n: count() })
      .from(staffMembers)
      .where(ownRows(viewer, staffMembers, eq(staffMembers.accessLevelId, id)));
    if (Number(used?.n ?? 0) > 0) refuse(problem('id', 'accessLevelInUse'));
    await tx.delete(accessLevels).where(eq(accessLevels.id, id));
  });
}
