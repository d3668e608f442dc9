import type { InputObjectRef, ObjectRef } from '@pothos/core';
import type { Scope } from '../../../src/domain/scopes.ts';
import { builder, type SchemaOf, viewerOf } from '../builder.ts';
import type { Context, Viewer } from '../context.ts';
import type { DB } from '../db/client.ts';
import { type FieldDictionary, type Parser, parseInput, withoutNulls } from './input.ts';
import {
  type VersionedKind,
  type VersionedService,
  type VersionedTable,
  versionedService,
} from './versioned.ts';

/** A zod schema, or one made for the viewer's company (e.g. its country's VAT rates). */
type SchemaFor<T> = Parser<T> | ((db: DB, viewer: Viewer) => Promise<Parser<T>>);

interface MutationSpec<Input, Data> {
  name: string;
  input: InputObjectRef<SchemaOf, Input>;
  schema: SchemaFor<Data>;
  description?: string;
  /** Fields for which null means "clear it" rather than "not given". */
  clearable?: readonly string[];
  /** Input clean-up before parsing (e.g. nulls inside nested lists). */
  prepare?: (input: Input) => Input;
}

export interface VersionedFieldsSpec<Row, CreateIn, UpdateIn, Create, Update> {
  /** The writes for one viewer: `versionedService` over a kind, or a service of its own. */
  service: (db: DB, viewer: Viewer) => VersionedService<Create, Update>;
  type: ObjectRef<SchemaOf, Row>;
  /** The scope, or scopes of which any one will do. */
  scope: Scope | readonly Scope[];
  create: MutationSpec<CreateIn, Create>;
  update: MutationSpec<UpdateIn, Update> & { idArg?: string };
  /** The written record as the answer shows it (a fresh read, not the request's cache). */
  load(ctx: Context, id: string): Promise<Row>;
  /** The area's field words: its own dictionary, never another area's. */
  fields: FieldDictionary<string>;
  /** A gate before either write beyond the scope (a licensed module's). */
  guard?: (ctx: Context) => Promise<void>;
}

async function parse<Input, Data>(
  ctx: Context,
  spec: MutationSpec<Input, Data>,
  input: object,
  fields: FieldDictionary<string>,
): Promise<Data> {
  const schema = typeof spec.schema === 'function' ? await spec.schema(ctx.db, viewerOf(ctx)) : spec.schema;
  const given = withoutNulls(input, spec.clearable) as Input;
  return parseInput(schema, spec.prepare ? spec.prepare(given) : given, fields);
}

/** The fields of one versioned kind, written through the generic service. */
export function kindService<T extends VersionedTable, Create, Update>(
  kind: VersionedKind<T, Create, Update>,
) {
  return (db: DB, viewer: Viewer) => versionedService(db, viewer, kind);
}

/**
 * The create and update mutations of one versioned kind: `create<Kind>(data)` and
 * `update<Kind>(id, data, expectedVersion)`, both answering the record. Parsing, the company, the
 * transaction, the version and the read-back are done here once for every kind.
 */
export function versionedFields<Row extends object, CreateIn, UpdateIn, Create, Update>(
  spec: VersionedFieldsSpec<Row, CreateIn, UpdateIn, Create, Update>,
): void {
  const authScopes = { scope: spec.scope };
  // Products name it `itemId` (a contract); the argument is typed as `id` below either way.
  const idArg = spec.update.idArg ?? 'id';
  // Pothos cannot resolve its argument types over type parameters: the refs are seen as plain
  // objects here, and the spec's types hold where each kind is declared.
  const type = spec.type as unknown as ObjectRef<SchemaOf, object>;
  const createInput = spec.create.input as unknown as InputObjectRef<SchemaOf, Record<string, unknown>>;
  const updateInput = spec.update.input as unknown as InputObjectRef<SchemaOf, Record<string, unknown>>;
  builder.mutationField(spec.create.name, (t) =>
    t.field({
      type,
      description: spec.create.description,
      authScopes,
      args: { data: t.arg({ type: createInput, required: true }) },
      resolve: async (_root, args, ctx) => {
        await spec.guard?.(ctx);
        const data = await parse<CreateIn, Create>(ctx, spec.create, args.data, spec.fields);
        const id = await spec.service(ctx.db, viewerOf(ctx)).create(data);
        return spec.load(ctx, id);
      },
    }),
  );
  builder.mutationField(spec.update.name, (t) =>
    t.field({
      type,
      description: spec.update.description,
      authScopes,
      args: {
        ...({ [idArg]: t.arg.id({ required: true }) } as { id: ReturnType<typeof t.arg.id> }),
        data: t.arg({ type: updateInput, required: true }),
        expectedVersion: t.arg.int({ required: false }),
      },
      resolve: async (_root, args, ctx) => {
        await spec.guard?.(ctx);
        const id = String((args as Record<string, unknown>)[idArg]);
        const data = await parse<UpdateIn, Update>(ctx, spec.update, args.data, spec.fields);
        await spec.service(ctx.db, viewerOf(ctx)).update(id, data, args.expectedVersion);
        return spec.load(ctx, id);
      },
    }),
  );
}
