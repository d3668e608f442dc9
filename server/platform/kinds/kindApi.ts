import type { FieldRef, InputFieldRef, ObjectRef } from '@pothos/core';
import { eq, inArray, type SQL } from 'drizzle-orm';
import {
  clearableFields,
  type Kind,
  type KindErrorCode,
  type KindValues,
  kindDefaults,
  kindFieldErrors,
  kindSchema,
  kindUpdateSchema,
  singularOf,
} from '../../../src/domain/kind.ts';
import { type FieldDictionary, invalidFields } from '../api/input.ts';
import { isUuid, notFound, type VersionedKind } from '../api/versioned.ts';
import { kindService, versionedFields } from '../api/versionedFields.ts';
import { builder, type SchemaOf, viewerOf } from '../builder.ts';
import type { Context, Viewer } from '../context.ts';
import type { Queryable, Tx } from '../db/queryable.ts';
import { venues } from '../db/schema/index.ts';
import { fieldColumn, type KindTable } from '../db/schema/kindTable.ts';
import { ownRows, seesVenue, type VenueTable, venueRows } from '../db/tenant.ts';
import { namedPageField } from '../paging/namedSchema.ts';
import { requireLicence } from '../security/licences.ts';

/** A declared kind's record as the API answers it: its fields, id and version. */
export type KindRow = Record<string, unknown> & { id: string; version: number };

/** The shared words of a declared kind's field problems (`crud.field.<code>`: the generic screen's namespace). */
export const KIND_FIELDS: FieldDictionary<KindErrorCode> = {
  codesOf: kindFieldErrors,
  word: (t, code) => t.crud.field[code](),
  checkFields: (t) => t.errors.badInput(),
};

/** The tenant's rows of the kind: the company's, and for a venue kind the viewer's venues only. */
function visible(kind: Kind, table: KindTable, viewer: Viewer, ...conditions: SQL[]): SQL {
  return kind.scoping === 'venue'
    ? venueRows(viewer, table as unknown as VenueTable, ...conditions)
    : ownRows(viewer, table, ...conditions);
}

async function rowsById(
  db: Queryable,
  kind: Kind,
  table: KindTable,
  viewer: Viewer,
  ids: readonly string[],
): Promise<KindRow[]> {
  const wanted = ids.filter(isUuid);
  if (!wanted.length) return [];
  const rows: unknown[] = await db
    .select()
    .from(table)
    .where(visible(kind, table, viewer, inArray(table.id, wanted)));
  return rows as KindRow[];
}

/**
 * Every venue field names a live (not removed) venue of the company that the viewer may use; anything else is a
 * field problem (a foreign venue reads like a missing one). Locks nothing: a venue removed meanwhile
 * takes its records with it (the column cascades).
 */
async function checkVenues(tx: Tx, kind: Kind, viewer: Viewer, data: Record<string, unknown>) {
  const problems: Record<string, KindErrorCode> = {};
  for (const [name, field] of Object.entries(kind.fields)) {
    const value = data[name];
    if (field.type !== 'venue' || typeof value !== 'string') continue;
    const found =
      isUuid(value) && seesVenue(viewer, value)
        ? await tx
            .select({ id: venues.id })
            .from(venues)
            .where(ownRows(viewer, venues, inArray(venues.id, [value]), eq(venues.deleted, false)))
        : [];
    if (!found.length) problems[name] = 'unknownReference';
  }
  if (Object.keys(problems).length) throw invalidFields(problems, KIND_FIELDS);
}

/** The object type: id, version and a field per declared field. */
function objectType(kind: Kind): ObjectRef<SchemaOf, KindRow> {
  return builder.objectRef<KindRow>(kind.name).implement({
    description: kind.description,
    fields: (t) => {
      const fields: Record<string, FieldRef<SchemaOf, unknown, 'Object'>> = {
        id: t.id({ resolve: (row) => row.id }),
        version: t.int({ resolve: (row) => row.version }),
      };
      for (const [name, field] of Object.entries(kind.fields)) {
        const value = (row: KindRow) => row[name] as never;
        fields[name] =
          field.type === 'text'
            ? t.string({ resolve: value })
            : field.type === 'integer'
              ? t.int({ nullable: !field.required, resolve: value })
              : field.type === 'boolean'
                ? t.boolean({ resolve: value })
                : t.id({ nullable: !field.required, resolve: value });
      }
      return fields;
    },
  });
}

/** The input of create and update: required as declared on create, everything optional on update. */
function inputType(kind: Kind, update: boolean) {
  return builder.inputType(`${kind.name}${update ? 'Update' : ''}Input`, {
    fields: (t) => {
      const fields: Record<string, InputFieldRef<SchemaOf, unknown>> = {};
      for (const [name, field] of Object.entries(kind.fields)) {
        const required = !update && field.type !== 'boolean' && Boolean(field.required);
        fields[name] =
          field.type === 'text'
            ? t.string({ required })
            : field.type === 'integer'
              ? t.int({ required })
              : field.type === 'boolean'
                ? t.boolean({ required: false })
                : t.id({ required, description: 'One of the venues the viewer may use.' });
      }
      return fields;
    },
  });
}

/**
 * The whole API of a declared kind, from its declaration and its table (issue 45): the type, the
 * paged list `<plural>Page`, the one-record read `<singular>(id)`, `create<Name>`,
 * `update<Name>(id, data, expectedVersion)` and `delete<Name>(id)`. Every read and write takes
 * the company (and a venue kind's venue restriction) from the tenant-scoped repository; a foreign
 * id answers like a missing one. `server/areas.gen.ts` calls it once per declaration.
 */
export function kindApi(kind: Kind, table: KindTable): void {
  const authScopes = { scope: kind.scope };
  const guard = async (ctx: Context) => {
    if (kind.licence) await requireLicence(ctx, kind.licence);
  };
  const viewerFor = async (ctx: Context) => {
    await guard(ctx);
    return viewerOf(ctx);
  };
  const Type = objectType(kind);
  const name = fieldColumn(table, kind.nameField);

  namedPageField({
    field: `${kind.plural}Page`,
    typeName: `${kind.name}Page`,
    type: Type,
    scope: kind.scope,
    description: `${kind.description} One page at a time (keyset), by name.`,
    guard,
    list: (viewer) => ({ list: kind.plural, table, id: table.id, name, where: visible(kind, table, viewer) }),
    load: (ctx, ids) => rowsById(ctx.db, kind, table, viewerOf(ctx), ids),
  });

  builder.queryField(singularOf(kind), (t) =>
    t.field({
      type: Type,
      nullable: true,
      description: `One ${kind.name} of the viewer's; null when missing or not the viewer's.`,
      authScopes,
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, args, ctx) =>
        (await rowsById(ctx.db, kind, table, await viewerFor(ctx), [String(args.id)]))[0] ?? null,
    }),
  );

  const writes: VersionedKind<KindTable, KindValues, KindValues> = {
    table,
    values: async (tx, viewer, data) => {
      await checkVenues(tx, kind, viewer, data);
      return data as never;
    },
    beforeUpdate: async (tx, viewer, id, data) => {
      // The row is the company's (locked by the service); a venue kind's must also be a venue of the viewer's.
      if (!(await rowsById(tx, kind, table, viewer, [id])).length) throw notFound();
      await checkVenues(tx, kind, viewer, data);
    },
    changes: (data) => data as never,
  };
  const clearable = clearableFields(kind);
  const defaults = kindDefaults(kind);
  versionedFields({
    service: kindService(writes),
    type: Type,
    scope: kind.scope,
    fields: KIND_FIELDS,
    guard,
    create: {
      name: `create${kind.name}`,
      description: `Adds a ${kind.name} to the viewer's company.`,
      input: inputType(kind, false),
      schema: kindSchema(kind),
      clearable,
      prepare: (input) => ({ ...defaults, ...input }),
    },
    update: {
      name: `update${kind.name}`,
      description: `Saves the given fields of a ${kind.name}; CONFLICT when expectedVersion is not the stored one.`,
      input: inputType(kind, true),
      schema: kindUpdateSchema(kind),
      clearable,
    },
    load: async (ctx, id) => {
      const [row] = await rowsById(ctx.db, kind, table, viewerOf(ctx), [id]);
      if (!row) throw notFound();
      return row;
    },
  });

  builder.mutationField(`delete${kind.name}`, (t) =>
    t.boolean({
      description: `Removes a ${kind.name}; NOT_FOUND when missing or not the viewer's.`,
      authScopes,
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const viewer = await viewerFor(ctx);
        const id = String(args.id);
        if (!isUuid(id)) throw notFound();
        const removed = await ctx.db
          .delete(table)
          .where(visible(kind, table, viewer, inArray(table.id, [id])))
          .returning({ id: table.id });
        if (!removed.length) throw notFound();
        return true;
      },
    }),
  );
}
