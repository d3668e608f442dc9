import { and, desc, eq, gte, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { isMetadataRecordType, METADATA_SCOPES } from '../../src/domain/metadata.ts';
import type { Scope } from '../../src/domain/scopes.ts';
import { checkRecord } from '../metadata/metadata.service.ts';
import { setActor } from '../platform/actor.ts';
import { DomainError } from '../platform/api/domainError.ts';
import { isUuid } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { DB } from '../platform/db/client.ts';
import { resultRows } from '../platform/db/queryable.ts';
import { changeLog, recordMetadata, users } from '../platform/db/schema/index.ts';
import { ownedBy, ownRow, ownRows } from '../platform/db/tenant.ts';

/**
 * The tracked record kinds: their table and the columns the trigger of migration 0017 watches
 * (the same lists), and what a revert may do with them. Products and menus are soft-edited by
 * field; menu entries also come and go, so their creation and removal revert too.
 */
export const TRACKED = {
  item: {
    table: 'items',
    columns: [
      'title',
      'title_lang',
      'default_price',
      'vat_rate',
      'take_away_vat_rate',
      'norwegian_category',
      'volume_suffix',
      'manual_price',
      'course_type_id',
      'station_id',
      'allergens',
      'image_url',
      'deleted',
    ],
    versioned: true,
    scope: 'POS_CUSTOMIZATION',
    rowOps: false,
  },
  menu: {
    table: 'menus',
    columns: ['name', 'name_lang', 'currency'],
    versioned: true,
    scope: 'MENUS',
    rowOps: false,
  },
  menuEntry: {
    table: 'menu_entries',
    columns: ['price', 'schedule', 'time_prices'],
    versioned: false,
    scope: 'MENUS',
    rowOps: true,
  },
  /**
   * Record metadata (migration 0035): one row per record and key, recorded under the id of the
   * record it belongs to; its value comes and goes, so setting and removing a key revert too.
   * Reverted by `revertMetadata` (the row has no id of its own), with the scope of the owning
   * record type (METADATA_SCOPES: a venue's or the company's notes need SETTINGS); this one is
   * the default for a row that names no record type.
   */
  metadata: {
    table: 'record_metadata',
    columns: ['value'],
    versioned: true,
    scope: 'POS_CUSTOMIZATION',
    rowOps: true,
  },
} as const;
export type RecordType = keyof typeof TRACKED;

export function isRecordType(value: string): value is RecordType {
  return Object.hasOwn(TRACKED, value);
}

export interface ChangeFilter {
  recordType?: RecordType | null;
  /** One record's history (a product, a menu, an entry). */
  recordId?: string | null;
  /** A menu and its entries. */
  menuId?: string | null;
  actorId?: string | null;
  /** Inclusive ISO instants. */
  from?: Date | null;
  to?: Date | null;
}

export interface ChangeView {
  id: string;
  at: Date;
  actorName: string | null;
  realActorName: string | null;
  recordType: RecordType;
  recordId: string;
  label: string;
  op: 'insert' | 'update' | 'delete';
  fields: string[];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  revertOf: string | null;
  revertable: boolean;
}

const errors = {
  gone: () => new DomainError('NOT_FOUND', (t) => t.menus.history.errors.gone()),
  changedSince: () => new DomainError('CONFLICT', (t) => t.menus.history.errors.changedSince()),
  notRevertable: () => new DomainError('BAD_USER_INPUT', (t) => t.menus.history.errors.notRevertable()),
  notFound: () => new DomainError('NOT_FOUND', (t) => t.menus.history.errors.notFound()),
};

/** The record's name as it was at the change: a product's title, a menu's name, "product · menu". */
const LABEL = sql<string>`case ${changeLog.recordType}
  when 'item' then coalesce(${changeLog.after} ->> 'title', ${changeLog.before} ->> 'title')
  when 'menu' then coalesce(${changeLog.after} ->> 'name', ${changeLog.before} ->> 'name')
  when 'metadata' then coalesce(case coalesce(${changeLog.after}, ${changeLog.before}) ->> 'record_type'
    when 'ITEM' then (select i.title from items i where i.id = ${changeLog.recordId})
    when 'CATEGORY' then (select c.name from categories c where c.id = ${changeLog.recordId})
    when 'UPSELL' then (select u.name from upsells u where u.id = ${changeLog.recordId})
    when 'VENUE' then (select v.name from venues v where v.id = ${changeLog.recordId})
    when 'COMPANY' then (select c.name from companies c where c.id = ${changeLog.recordId})
    end, '?')
  else coalesce((select i.title from items i where i.id = (coalesce(${changeLog.after}, ${changeLog.before}) ->> 'item_id')::uuid), '?')
    || ' · ' || coalesce((select m.name from menus m where m.id = (coalesce(${changeLog.after}, ${changeLog.before}) ->> 'menu_id')::uuid), '?')
  end`;

/** Columns that hold another record's id, shown by that record's name (never the id). */
const REFERENCES: Record<string, { table: 'course_types' | 'stations'; name: string }> = {
  course_type_id: { table: 'course_types', name: 'name' },
  station_id: { table: 'stations', name: 'name' },
};

/**
 * The names of the records the reference columns of these changes point at, the company's own
 * only (a foreign or removed one stays nameless): `${field}:${id}` → name.
 */
export async function referenceNames(
  db: DB,
  companyId: string,
  changes: readonly ChangeView[],
): Promise<Map<string, string>> {
  const wanted = new Map<string, Set<string>>();
  for (const change of changes)
    for (const field of change.fields) {
      if (!REFERENCES[field]) continue;
      for (const row of [change.before, change.after]) {
        const id = row?.[field];
        if (typeof id === 'string' && isUuid(id)) {
          const ids = wanted.get(field) ?? new Set<string>();
          ids.add(id);
          wanted.set(field, ids);
        }
      }
    }
  const names = new Map<string, string>();
  for (const [field, ids] of wanted) {
    const reference = REFERENCES[field];
    if (!reference) continue;
    const rows = resultRows<{ id: string; name: string }>(
      await db.execute(sql`select id::text as id, ${sql.identifier(reference.name)} as name
        from ${sql.identifier(reference.table)}
        where ${ownedBy({ companyId }, sql.raw('company_id'))} and id in (${sql.join(
          [...ids].map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`),
    );
    for (const row of rows) names.set(`${field}:${row.id}`, row.name);
  }
  return names;
}

function isRevertable(type: RecordType, op: string): boolean {
  return op === 'update' || TRACKED[type].rowOps;
}

function whereOf(viewer: Viewer, filter: ChangeFilter): SQL {
  const none = sql`false`;
  const uuidOr = (value: string | null | undefined, make: (id: string) => SQL | undefined) =>
    value == null ? undefined : isUuid(value) ? make(value) : none;
  return ownRows(
    viewer,
    changeLog,
    filter.recordType ? eq(changeLog.recordType, filter.recordType) : undefined,
    uuidOr(filter.recordId, (id) => eq(changeLog.recordId, id)),
    uuidOr(filter.menuId, (id) =>
      or(
        eq(changeLog.recordId, id),
        and(
          eq(changeLog.recordType, 'menuEntry'),
          sql`coalesce(${changeLog.after}, ${changeLog.before}) ->> 'menu_id' = ${id}`,
        ),
      ),
    ),
    uuidOr(filter.actorId, (id) => or(eq(changeLog.actorId, id), eq(changeLog.realActorId, id))),
    filter.from ? gte(changeLog.at, filter.from) : undefined,
    filter.to ? lte(changeLog.at, filter.to) : undefined,
  );
}

/** The people who made (or, as an organization admin, acted in) the company's changes, by name. */
export async function changeActors(db: DB, viewer: Viewer): Promise<{ id: string; name: string }[]> {
  const own = ownedBy(viewer, sql.raw('company_id'));
  const rows = await db.execute(sql`
    select u.id, u.name from users u
    where u.id in (
      select actor_id from change_log where ${own} and actor_id is not null
      union
      select real_actor_id from change_log where ${own} and real_actor_id is not null)
    order by u.name, u.id`);
  return resultRows<{ id: string; name: string }>(rows);
}

/** One page of the company's changes, newest first; `after` is the last row's (at, id). */
export async function listChanges(
  db: DB,
  viewer: Viewer,
  filter: ChangeFilter,
  first: number,
  after: { at: Date; id: string } | null,
): Promise<ChangeView[]> {
  const realActors = sql`(select u.name from users u where u.id = ${changeLog.realActorId})`;
  const rows = await db
    .select({
      change: changeLog,
      actorName: users.name,
      realActorName: sql<string | null>`${realActors}`,
      label: LABEL,
    })
    .from(changeLog)
    .leftJoin(users, eq(users.id, changeLog.actorId))
    .where(
      and(
        whereOf(viewer, filter),
        after
          ? or(lt(changeLog.at, after.at), and(eq(changeLog.at, after.at), lt(changeLog.id, after.id)))
          : undefined,
      ),
    )
    .orderBy(desc(changeLog.at), desc(changeLog.id))
    .limit(first);
  return rows.map(({ change, actorName, realActorName, label }) => {
    const type = change.recordType as RecordType;
    if (type === 'metadata') {
      // One field, named by its key (removable-ingredients), with the key's value before and after.
      const key = String((change.after ?? change.before)?.key ?? 'value');
      const keyed = (row: Record<string, unknown> | null) => (row ? { [key]: row.value } : null);
      return {
        id: change.id,
        at: change.at,
        actorName,
        realActorName,
        recordType: type,
        recordId: change.recordId,
        label,
        op: change.op as ChangeView['op'],
        fields: [key],
        before: keyed(change.before),
        after: keyed(change.after),
        revertOf: change.revertOf,
        revertable: true,
      };
    }
    return {
      id: change.id,
      at: change.at,
      actorName,
      realActorName,
      recordType: type,
      recordId: change.recordId,
      label,
      op: change.op as ChangeView['op'],
      fields: change.fields,
      before: change.before,
      after: change.after,
      revertOf: change.revertOf,
      revertable: isRevertable(type, change.op),
    };
  });
}

/**
 * Applies a change's old values as a new change (which is itself in the history and revertible).
 * Refused when the record changed since (CONFLICT) or is gone (NOT_FOUND); never across companies.
 */
export async function revertChange(
  db: DB,
  viewer: Viewer,
  changeId: string,
  mayWrite: (scope: Scope) => boolean,
): Promise<void> {
  if (!isUuid(changeId)) throw errors.notFound();
  await db.transaction(async (tx) => {
    const [change] = await tx
      .select()
      .from(changeLog)
      .where(ownRows(viewer, changeLog, eq(changeLog.id, changeId)));
    if (!change || !isRecordType(change.recordType)) throw errors.notFound();
    const kind = TRACKED[change.recordType];
    if (!mayWrite(change.recordType === 'metadata' ? metadataScopeOf(change) : kind.scope))
      throw new DomainError('FORBIDDEN', (t) => t.errors.forbidden());
    if (!isRevertable(change.recordType, change.op)) throw errors.notRevertable();
    await setActor(tx, { userId: viewer.userId, realUserId: viewer.actorUserId, revertOf: change.id });
    if (change.recordType === 'metadata') {
      await revertMetadata(tx, viewer, change);
      return;
    }
    const table = sql.identifier(kind.table);
    // The row as it is now, and whether the changed fields still hold the change's values.
    const fields =
      change.op === 'update'
        ? change.fields.filter((f) => (kind.columns as readonly string[]).includes(f))
        : [...kind.columns];
    const current = await tx.execute(sql`
      select (select bool_and((to_jsonb(t) -> f) is not distinct from (${JSON.stringify(change.after)}::jsonb -> f))
              from unnest(${sql.raw(`array[${fields.map((f) => `'${f}'`).join(',') || "''"}]::text[]`)}) f) as same
      from ${table} t where t.id = ${change.recordId} for update`);
    const row = resultRows<{ same: boolean | null }>(current)[0];
    if (change.op === 'delete') {
      if (row) throw errors.changedSince();
      // Put the removed entry back as it was, if its menu and product are still there.
      const restored = await tx.execute(sql`
        insert into ${table}
        select r.* from jsonb_populate_record(null::${table}, ${JSON.stringify(change.before)}::jsonb) r
        where exists (select 1 from menus m where m.id = r.menu_id and ${ownedBy(viewer, sql.raw('m.company_id'))})
          and exists (select 1 from items i where i.id = r.item_id and ${ownedBy(viewer, sql.raw('i.company_id'))} and not i.deleted)
          and not exists (select 1 from menu_entries e where e.menu_id = r.menu_id and e.item_id = r.item_id)
        returning 1`);
      if (resultRows(restored).length === 0) throw errors.gone();
      return;
    }
    if (!row) throw errors.gone();
    if (row.same !== true) throw errors.changedSince();
    if (change.op === 'insert') {
      await tx.execute(sql`delete from ${table} where id = ${change.recordId}`);
      return;
    }
    const assignments = sql.join(
      [
        ...fields.map((f) => sql`${sql.identifier(f)} = r.${sql.identifier(f)}`),
        ...(kind.versioned ? [sql`version = t.version + 1`] : []),
      ],
      sql`, `,
    );
    await tx.execute(sql`
      update ${table} as t set ${assignments}
      from jsonb_populate_record(null::${table}, ${JSON.stringify(change.before)}::jsonb) r
      where t.id = ${change.recordId}`);
  });
}

type Tx = Parameters<Parameters<DB['transaction']>[0]>[0];
type ChangeRow = typeof changeLog.$inferSelect;

/** The scope that writes the metadata a change touched: its record type's (METADATA_SCOPES). */
function metadataScopeOf(change: ChangeRow): Scope {
  const row = (change.before ?? change.after) as Record<string, unknown> | null;
  const recordType = typeof row?.record_type === 'string' ? row.record_type : '';
  return isMetadataRecordType(recordType) ? METADATA_SCOPES[recordType] : TRACKED.metadata.scope;
}

/**
 * Reverts a change of one metadata key (migration 0035): the row is found by company, record
 * type, record and key (never another company's: the company is the viewer's). The key must still
 * hold the change's value (or, for a removal, still be unset), else CONFLICT; setting a key back
 * needs its record to exist still, else NOT_FOUND. The new change bumps the version, so an editor
 * open on the old value sees a conflict instead of overwriting the revert.
 */
async function revertMetadata(tx: Tx, viewer: Viewer, change: ChangeRow): Promise<void> {
  const row = (change.before ?? change.after) as Record<string, unknown> | null;
  const recordType = typeof row?.record_type === 'string' ? row.record_type : null;
  const key = typeof row?.key === 'string' ? row.key : null;
  if (!recordType || !key || !isMetadataRecordType(recordType)) throw errors.notRevertable();
  const where = ownRows(
    viewer,
    recordMetadata,
    eq(recordMetadata.recordType, recordType),
    eq(recordMetadata.recordId, change.recordId),
    eq(recordMetadata.key, key),
  );
  const afterValue = change.after ? JSON.stringify(change.after.value) : null;
  // jsonb equality: the same value whatever the key order or spacing it was written with.
  const [current] = await tx
    .select({ same: sql<boolean>`${recordMetadata.value} = ${afterValue}::jsonb` })
    .from(recordMetadata)
    .where(where)
    .for('update');
  if (change.op === 'delete') {
    if (current) throw errors.changedSince();
  } else {
    if (!current) throw errors.gone();
    if (current.same !== true) throw errors.changedSince();
  }
  if (change.op === 'insert') {
    await tx.delete(recordMetadata).where(where);
    return;
  }
  try {
    await checkRecord(tx, viewer, recordType, change.recordId);
  } catch {
    throw errors.gone();
  }
  const value: unknown = change.before?.value;
  if (change.op === 'delete') {
    await tx.insert(recordMetadata).values(
      ownRow(viewer, {
        recordType,
        recordId: change.recordId,
        key,
        value,
        updatedBy: viewer.userId,
      }),
    );
    return;
  }
  await tx
    .update(recordMetadata)
    .set({
      value,
      updatedAt: new Date(),
      updatedBy: viewer.userId,
      version: sql`${recordMetadata.version} + 1`,
    })
    .where(where);
}
