import {
  pinSchema,
  staffMemberSchema,
  staffMemberUpdateSchema,
  TERMINAL_PERMISSIONS,
} from '../../src/domain/staff.ts';
import { z } from '../../src/domain/zod.ts';
import { parseInput, withoutNulls } from '../platform/api/input.ts';
import { notFound } from '../platform/api/versioned.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import type { Context } from '../platform/context.ts';
import type { StaffMemberRow } from '../platform/db/schema/index.ts';
import { byNameArgs, byNamePage, pageType } from '../platform/paging/keyset.ts';
import { AccessLevel, STAFF_SCOPES } from './accessLevels.graphql.ts';
import { findAccessLevel } from './accessLevels.service.ts';
import { STAFF_FIELDS } from './errors.ts';
import {
  createStaff,
  deleteStaff,
  findStaff,
  listStaff,
  proposeStaffPin,
  resetStaffPin,
  staffPermissions,
  updateStaff,
  venuesOfStaff,
} from './staff.service.ts';

export const STAFF_PAGE_SIZE = 50;

type StaffShape = StaffMemberRow & { venueIds: string[] };

export const StaffMember = builder.objectRef<StaffShape>('StaffMember').implement({
  description: 'A person who signs in at the terminal with a PIN (the PIN is never shown).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    venueIds: t.idList({ resolve: (staff) => staff.venueIds }),
    accessLevelId: t.id({ nullable: true, resolve: (staff) => staff.accessLevelId }),
    accessLevel: t.field({
      type: AccessLevel,
      nullable: true,
      resolve: (staff, _args, ctx) =>
        staff.accessLevelId ? findAccessLevel(ctx.db, viewerOf(ctx), staff.accessLevelId) : null,
    }),
    phone: t.exposeString('phone'),
    email: t.exposeString('email'),
    employmentStart: t.string({ nullable: true, resolve: (staff) => staff.employmentStart }),
    active: t.exposeBoolean('active'),
    version: t.exposeInt('version'),
  }),
});

const StaffPage = pageType('StaffPage', StaffMember);

async function withVenues(ctx: Context, rows: StaffMemberRow[]): Promise<StaffShape[]> {
  const venues = await venuesOfStaff(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, venueIds: venues.get(row.id) ?? [] }));
}

builder.queryField('staffMembers', (t) =>
  t.field({
    type: StaffPage,
    description:
      "The company's staff by name, keyset-paged (pass pageInfo.endCursor as after), searched by name, e-mail or phone.",
    authScopes: { scope: STAFF_SCOPES },
    args: byNameArgs(t.arg),
    resolve: (_root, args, ctx) =>
      byNamePage(ctx, {
        list: 'staffMembers',
        pageSize: STAFF_PAGE_SIZE,
        args,
        load: (query) => listStaff(ctx.db, viewerOf(ctx), query),
        present: (rows) => withVenues(ctx, rows),
      }),
  }),
);

async function load(ctx: Context, id: string): Promise<StaffShape> {
  const row = await findStaff(ctx.db, viewerOf(ctx), id);
  if (!row) throw notFound();
  const [shape] = await withVenues(ctx, [row]);
  if (!shape) throw notFound();
  return shape;
}

builder.queryField('staffMember', (t) =>
  t.field({
    type: StaffMember,
    nullable: true,
    description: 'One staff member; null when missing or not the viewer’s.',
    authScopes: { scope: STAFF_SCOPES },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const row = await findStaff(ctx.db, viewerOf(ctx), String(args.id));
      return row ? load(ctx, row.id) : null;
    },
  }),
);

const StaffMemberInput = builder.inputType('StaffMemberInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    venueIds: t.idList({ required: true }),
    accessLevelId: t.id({ required: false }),
    pin: t.string({ required: true, description: '4–6 digits, not weak or sequential, unique per venue.' }),
    phone: t.string({ required: false }),
    email: t.string({ required: false }),
    employmentStart: t.string({ required: false, description: 'YYYY-MM-DD or empty.' }),
    active: t.boolean({ required: false }),
  }),
});

const StaffMemberUpdateInput = builder.inputType('StaffMemberUpdateInput', {
  fields: (t) => ({
    name: t.string({ required: false }),
    venueIds: t.idList({ required: false }),
    accessLevelId: t.id({ required: false }),
    phone: t.string({ required: false }),
    email: t.string({ required: false }),
    employmentStart: t.string({ required: false }),
    active: t.boolean({ required: false }),
  }),
});

builder.mutationField('createStaffMember', (t) =>
  t.field({
    type: StaffMember,
    authScopes: { scope: STAFF_SCOPES },
    args: { data: t.arg({ type: StaffMemberInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const data = parseInput(staffMemberSchema, withoutNulls(args.data), STAFF_FIELDS);
      const id = await createStaff(ctx.db, viewerOf(ctx), ctx.tokenSecret, data);
      return load(ctx, id);
    },
  }),
);

builder.mutationField('updateStaffMember', (t) =>
  t.field({
    type: StaffMember,
    authScopes: { scope: STAFF_SCOPES },
    args: {
      id: t.arg.id({ required: true }),
      data: t.arg({ type: StaffMemberUpdateInput, required: true }),
      expectedVersion: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const data = parseInput(
        staffMemberUpdateSchema,
        withoutNulls(args.data, ['accessLevelId']),
        STAFF_FIELDS,
      );
      await updateStaff(ctx.db, viewerOf(ctx), String(args.id), data, args.expectedVersion);
      return load(ctx, String(args.id));
    },
  }),
);

builder.mutationField('resetStaffPin', (t) =>
  t.field({
    type: StaffMember,
    description: 'Sets a new PIN; the old one stops working.',
    authScopes: { scope: STAFF_SCOPES },
    args: { id: t.arg.id({ required: true }), pin: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { pin } = parseInput(z.object({ pin: pinSchema }), { pin: args.pin }, STAFF_FIELDS);
      await resetStaffPin(ctx.db, viewerOf(ctx), ctx.tokenSecret, String(args.id), pin);
      return load(ctx, String(args.id));
    },
  }),
);

builder.queryField('proposeStaffPin', (t) =>
  t.string({
    description:
      'A PIN no staff member uses at any of these venues, to give a new member or a reset (4 digits, 6 when the venue has used most of them). Not reserved; 60 an hour per user.',
    authScopes: { scope: STAFF_SCOPES },
    args: { venueIds: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) =>
      proposeStaffPin(ctx.db, viewerOf(ctx), ctx.tokenSecret, args.venueIds.map(String)),
  }),
);

builder.mutationField('deleteStaffMember', (t) =>
  t.boolean({
    authScopes: { scope: STAFF_SCOPES },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteStaff(ctx.db, viewerOf(ctx), String(args.id));
      return true;
    },
  }),
);

const StaffPermissions = builder
  .objectRef<{ staffId: string; name: string; active: boolean; permissions: string[] }>('StaffPermissions')
  .implement({
    description: 'What a staff member may do on the terminal.',
    fields: (t) => ({
      staffId: t.exposeID('staffId'),
      name: t.exposeString('name'),
      active: t.exposeBoolean('active'),
      permissions: t.stringList({
        description: `Staff terminal permissions: ${TERMINAL_PERMISSIONS.join(', ')}.`,
        resolve: (answer) => answer.permissions,
      }),
    }),
  });

builder.queryField('staffPermissions', (t) =>
  t.field({
    type: StaffPermissions,
    nullable: true,
    description:
      "POS API: a staff member's terminal permissions (a terminal's key with WRITE_ORDERS sees only its venue's staff); null when missing.",
    authScopes: { scope: ['STAFF', 'ACCOUNTS', 'ORDERS'] },
    args: { staffId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const found = await staffPermissions(ctx.db, viewerOf(ctx), String(args.staffId));
      return found
        ? {
            staffId: found.row.id,
            name: found.row.name,
            active: found.row.active,
            permissions: found.permissions,
          }
        : null;
    },
  }),
);
