import type { ArgBuilder } from '@pothos/core';
import { claimDeviceSchema, deviceSchema } from '../../src/domain/devices.ts';
import { LICENCE_PLANS, LICENCE_STATUSES, MODULES } from '../../src/domain/licences.ts';
import { z } from '../../src/domain/zod.ts';
import { parseInput } from '../platform/api/input.ts';
import { builder, type SchemaOf, viewerOf } from '../platform/builder.ts';
import type { Context } from '../platform/context.ts';
import type { DeviceRow, LicenceRow } from '../platform/db/schema/index.ts';
import { isText, keysetPage, listFilterOf, pageType } from '../platform/paging/keyset.ts';
import { DEVICE_FIELDS } from './errors.ts';
import {
  activeLicences,
  activeLicencesOfDevices,
  claimDevice,
  findDevice,
  grantPosAccess,
  isOnboarded,
  listDevices,
  listLicences,
  posAccessBlocked,
  setPosAccessBlocked,
  updateDevice,
} from './licences.service.ts';

const SETTINGS = { scope: 'SETTINGS' } as const;
export const LICENCE_PAGE_SIZE = 50;

const LicenceProductEnum = builder.enumType('LicenceProduct', {
  description:
    'The module a new-style licence sells (spec section 3 Modules); src/domain/licences.ts MODULE_FEATURE says which feature each turns on.',
  values: MODULES,
});
const LicenceStatusEnum = builder.enumType('LicenceStatus', { values: LICENCE_STATUSES });
const LicencePlanEnum = builder.enumType('LicencePlan', { values: LICENCE_PLANS });

export const LicenceRef = builder.objectRef<LicenceRow>('License').implement({
  description: 'A new-style licence (spec section 3 Licence).',
  fields: (t) => ({
    id: t.exposeID('id'),
    plan: t.field({ type: LicencePlanEnum, resolve: (row) => row.plan }),
    status: t.field({ type: LicenceStatusEnum, resolve: (row) => row.status }),
    product: t.field({ type: LicenceProductEnum, resolve: (row) => row.product }),
    deviceId: t.id({ nullable: true, resolve: (row) => row.deviceId }),
    expiresAt: t.string({ nullable: true, resolve: (row) => row.expiresAt?.toISOString() ?? null }),
  }),
});

/** A device with the active licences of its page, loaded in one query. */
interface DeviceShape {
  row: DeviceRow;
  activeLicenses: LicenceRow[];
}

const DeviceRef = builder.objectRef<DeviceShape>('Device').implement({
  description: 'A claimed till, kitchen screen or phone (spec section 3 Device).',
  fields: (t) => ({
    id: t.id({ resolve: (d) => d.row.id }),
    name: t.string({ resolve: (d) => d.row.name }),
    venueId: t.id({ nullable: true, resolve: (d) => d.row.venueId }),
    claimedAt: t.string({ nullable: true, resolve: (d) => d.row.claimedAt?.toISOString() ?? null }),
    version: t.int({ resolve: (d) => d.row.version }),
    activeLicenses: t.field({ type: [LicenceRef], resolve: (d) => d.activeLicenses }),
  }),
});

async function withLicences(ctx: Context, rows: DeviceRow[]): Promise<DeviceShape[]> {
  const byDevice = await activeLicencesOfDevices(
    ctx.db,
    viewerOf(ctx).companyId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ row, activeLicenses: byDevice.get(row.id) ?? [] }));
}

const LicensePage = pageType('LicensePage', LicenceRef);
const DevicePage = pageType('DevicePage', DeviceRef);

builder.queryField('licenses', (t) =>
  t.field({
    type: LicensePage,
    description: "GetLicenses: the company's licences, oldest first; `activeOnly` is GetActiveLicenses.",
    authScopes: SETTINGS,
    args: {
      activeOnly: t.arg.boolean({ required: false }),
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) => {
      const activeOnly = args.activeOnly ?? false;
      return keysetPage(ctx, {
        list: 'licenses',
        scope: { activeOnly },
        first: args.first,
        pageSize: LICENCE_PAGE_SIZE,
        after: args.after,
        isKey: isText,
        load: (first, after) => listLicences(ctx.db, viewerOf(ctx), { activeOnly, first, after }),
        keyOf: (row) => [row.createdAt.toISOString(), row.id],
      });
    },
  }),
);

const deviceListArgs = z.object({ search: z.string().max(200), venueId: z.string().max(64).nullable() });

interface DeviceArgs {
  search?: string | null;
  venueId?: string | number | null;
  first?: number | null;
  after?: string | null;
}

/** The arguments of both device lists (`devices`, `operativeViewer.devices`). */
const deviceArgs = (arg: ArgBuilder<SchemaOf>) => ({
  search: arg.string({ required: false }),
  venueId: arg.id({ required: false }),
  first: arg.int({ required: false }),
  after: arg.string({ required: false }),
});

/** One page of the viewer's devices by name with their active licences (`devices`, `operativeViewer.devices`). */
function devicesPage(ctx: Context, args: DeviceArgs) {
  const filter = listFilterOf(deviceListArgs, {
    search: args.search ?? '',
    venueId: args.venueId ? String(args.venueId) : null,
  });
  return keysetPage(ctx, {
    list: 'devices',
    scope: filter,
    first: args.first,
    pageSize: LICENCE_PAGE_SIZE,
    after: args.after,
    isKey: isText,
    load: (first, after) => listDevices(ctx.db, viewerOf(ctx), { ...filter, first, after }),
    keyOf: (row) => [row.name, row.id],
    present: (rows) => withLicences(ctx, rows),
  });
}

builder.queryField('devices', (t) =>
  t.field({
    type: DevicePage,
    description: "GetDevices: the company's claimed devices by name with their active licences.",
    authScopes: SETTINGS,
    args: deviceArgs(t.arg),
    resolve: (_root, args, ctx) => devicesPage(ctx, args),
  }),
);

builder.queryField('device', (t) =>
  t.field({
    type: DeviceRef,
    nullable: true,
    description: "One of the viewer's devices; null when missing or not the viewer's.",
    authScopes: SETTINGS,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const row = await findDevice(ctx.db, viewerOf(ctx), String(args.id));
      return row ? ((await withLicences(ctx, [row]))[0] ?? null) : null;
    },
  }),
);

interface OperativeViewerShape {
  companyId: string;
}

const OperativeViewer = builder.objectRef<OperativeViewerShape>('OperativeViewer').implement({
  description: "The viewer's company as the POS sees it (spec section 3 Operative viewer).",
  fields: (t) => ({
    isPOSAccessBlocked: t.boolean({ resolve: (v, _args, ctx) => posAccessBlocked(ctx.db, v.companyId) }),
    onboarded: t.boolean({
      description: 'At least one licence exists (spec section 4).',
      resolve: (v, _args, ctx) => isOnboarded(ctx.db, v.companyId),
    }),
    activeLicenses: t.field({
      type: [LicenceRef],
      resolve: (v, _args, ctx) => activeLicences(ctx.db, v.companyId),
    }),
  }),
});

builder.queryField('operativeViewer', (t) =>
  t.field({
    type: OperativeViewer,
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => ({ companyId: viewerOf(ctx).companyId }),
  }),
);

builder.objectField(OperativeViewer, 'devices', (t) =>
  t.field({
    type: DevicePage,
    nullable: true,
    description:
      'The devices with their active licences (spec section 3 Operative viewer): the same page as `devices`, under SETTINGS; without it null with FORBIDDEN.',
    authScopes: SETTINGS,
    args: deviceArgs(t.arg),
    resolve: (_root, args, ctx) => devicesPage(ctx, args),
  }),
);

const DeviceInputRef = builder.inputType('DeviceInput', {
  fields: (t) => ({ name: t.string({ required: true }), venueId: t.id({ required: true }) }),
});
const ClaimDeviceInputRef = builder.inputType('ClaimDeviceInput', {
  fields: (t) => ({
    code: t.string({ required: true }),
    name: t.string({ required: true }),
    venueId: t.id({ required: true }),
  }),
});

builder.mutationField('claimDevice', (t) =>
  t.field({
    type: DeviceRef,
    description: 'Claims a device by the code it shows and places it in one of the viewer’s venues.',
    authScopes: SETTINGS,
    args: { data: t.arg({ type: ClaimDeviceInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const data = parseInput(
        claimDeviceSchema,
        { ...args.data, venueId: String(args.data.venueId) },
        DEVICE_FIELDS,
      );
      const row = await claimDevice(ctx.db, viewerOf(ctx), data);
      return { row, activeLicenses: [] };
    },
  }),
);

builder.mutationField('updateDevice', (t) =>
  t.field({
    type: DeviceRef,
    description: 'Renames a device or moves it to another venue; CONFLICT on a stale expectedVersion.',
    authScopes: SETTINGS,
    args: {
      id: t.arg.id({ required: true }),
      data: t.arg({ type: DeviceInputRef, required: true }),
      expectedVersion: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const data = parseInput(
        deviceSchema,
        { ...args.data, venueId: String(args.data.venueId) },
        DEVICE_FIELDS,
      );
      const row = await updateDevice(ctx.db, viewerOf(ctx), String(args.id), data, args.expectedVersion);
      return (await withLicences(ctx, [row]))[0] ?? { row, activeLicenses: [] };
    },
  }),
);

builder.mutationField('setPOSAccessBlocked', (t) =>
  t.boolean({
    description: "Blocks or restores the company's POS access; answers the new isPOSAccessBlocked.",
    authScopes: SETTINGS,
    args: { blocked: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => setPosAccessBlocked(ctx.db, viewerOf(ctx).companyId, args.blocked),
  }),
);

builder.mutationField('grantPOSAccessToCurrentUser', (t) =>
  t.boolean({
    description:
      'Lifts the POS block for the viewer’s company: a settings user always may, anyone while the company has no venues. Answers whether it was lifted.',
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => grantPosAccess(ctx.db, viewerOf(ctx)),
  }),
);
