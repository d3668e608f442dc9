import { accessLevelSchema, accessLevelUpdateSchema, TERMINAL_PERMISSIONS } from '../../src/domain/staff.ts';
import { notFound } from '../platform/api/versioned.ts';
import { kindService, versionedFields } from '../platform/api/versionedFields.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import type { Context } from '../platform/context.ts';
import { type AccessLevelRow, accessLevels } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';
import { namedPageField } from '../platform/paging/namedSchema.ts';
import { inViewerOrder } from '../platform/paging/nameOrder.ts';
import {
  accessLevelKind,
  deleteAccessLevel,
  findAccessLevel,
  listAccessLevels,
} from './accessLevels.service.ts';
import { STAFF_FIELDS } from './errors.ts';

/** Staff pages are open to STAFF or ACCOUNTS (spec section 2). */
export const STAFF_SCOPES = ['STAFF', 'ACCOUNTS'] as const;

type AccessLevelShape = AccessLevelRow & { staffCount?: number };

export const AccessLevel = builder.objectRef<AccessLevelShape>('AccessLevel').implement({
  description: 'A named set of staff terminal permissions (spec section 6).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    permissions: t.stringList({
      description: `Staff terminal permissions: ${TERMINAL_PERMISSIONS.join(', ')}.`,
      resolve: (level) => level.permissions,
    }),
    defaultKey: t.string({
      nullable: true,
      description: 'manager, staff or clockIn for the levels made on sign-up.',
      resolve: (level) => level.defaultKey,
    }),
    staffCount: t.int({ resolve: (level) => level.staffCount ?? 0 }),
    version: t.exposeInt('version'),
  }),
});

builder.queryField('accessLevels', (t) =>
  t.field({
    type: [AccessLevel],
    description: "The company's access levels by name.",
    authScopes: { scope: STAFF_SCOPES },
    resolve: async (_root, _args, ctx) =>
      inViewerOrder(ctx, await listAccessLevels(ctx.db, viewerOf(ctx)), (level) => level.name),
  }),
);

namedPageField({
  field: 'accessLevelsPage',
  typeName: 'AccessLevelPage',
  type: AccessLevel,
  scope: STAFF_SCOPES,
  description: "The company's access levels one page at a time (keyset), by name.",
  list: (viewer) => ({
    list: 'accessLevels',
    table: accessLevels,
    id: accessLevels.id,
    name: accessLevels.name,
    where: ownRows(viewer, accessLevels),
  }),
  load: (ctx, ids) => listAccessLevels(ctx.db, viewerOf(ctx), ids),
});

const AccessLevelInput = builder.inputType('AccessLevelInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    permissions: t.stringList({ required: true }),
  }),
});
const AccessLevelUpdateInput = builder.inputType('AccessLevelUpdateInput', {
  fields: (t) => ({
    name: t.string({ required: false }),
    permissions: t.stringList({ required: false }),
  }),
});

async function load(ctx: Context, id: string): Promise<AccessLevelShape> {
  const row = await findAccessLevel(ctx.db, viewerOf(ctx), id);
  if (!row) throw notFound();
  return row;
}

versionedFields({
  service: kindService(accessLevelKind),
  type: AccessLevel,
  scope: STAFF_SCOPES,
  create: {
    name: 'createAccessLevel',
    input: AccessLevelInput,
    schema: accessLevelSchema,
  },
  update: {
    name: 'updateAccessLevel',
    input: AccessLevelUpdateInput,
    schema: accessLevelUpdateSchema,
  },
  load,
  fields: STAFF_FIELDS,
});

builder.mutationField('deleteAccessLevel', (t) =>
  t.boolean({
    description: 'Removes an access level no staff member holds.',
    authScopes: { scope: STAFF_SCOPES },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteAccessLevel(ctx.db, viewerOf(ctx), String(args.id));
      return true;
    },
  }),
);
