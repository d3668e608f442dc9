import { claimDeviceSchema, deviceSchema } from '../../src/domain/devices.ts';
import { LICENCE_PLANS, LICENCE_PRODUCTS, LICENCE_STATUSES } from '../../src/domain/licences.ts';
import { z } from '../../src/domain/zod.ts';
import { parseInput } from '../api/input.ts';
import { builder, viewerOf } from '../builder.ts';
import type { Context } from '../context.ts';
import type { DeviceRow, LicenceRow } from '../db/schema/index.ts';
import { appError } from '../errors.ts';
import { type CursorBinding, decodeCursor, encodeCursor, isPageSize } from '../paging/cursor.ts';
import { PageInfo } from '../paging/schema.ts';
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
    'A new-style licence product: app orders, the till (EPOS), kitchen display (KDS), table service (TSR).',
  values: LICENCE_PRODUCTS,
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

interface PageShape<T> {
  results: T[];
  count: number;
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

const LicensePage = builder.objectRef<PageShape<LicenceRow>>('LicensePage').implement({
  fields: (t) => ({
    results: t.field({ type: [LicenceRef], resolve: (page) => page.results }),
    count: t.exposeInt('count'),
    pageInfo: t.field({ type: PageInfo, resolve: (page) => page.pageInfo }),
  }),
});
const DevicePage = builder.objectRef<PageShape<DeviceShape>>('DevicePage').implement({
  fields: (t) => ({
    results: t.field({ type: [DeviceRef], resolve: (page) => page.results }),
    count: t.exposeInt('count'),
    pageInfo: t.field({ type: PageInfo, resolve: (page) => page.pageInfo }),
  }),
});

function afterPair(
  ctx: Context,
  binding: CursorBinding,
  after: string | null | undefined,
): [string, string] | null {
  if (!after) return null;
  const [a, b] = decodeCursor(ctx.tokenSecret, binding, after) ?? [];
  if (typeof a !== 'string' || typeof b !== 'string')
    throw appError('BAD_USER_INPUT', ctx.t.errors.badInput());
  return [a, b];
}

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
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      const first = args.first ?? LICENCE_PAGE_SIZE;
      if (!isPageSize(first)) throw appError('BAD_USER_INPUT', ctx.t.errors.badInput());
      const activeOnly = args.activeOnly ?? false;
      const binding = {
        list: 'licenses',
        companyId: viewer.companyId,
        scope: JSON.stringify({ activeOnly }),
      };
      const page = await listLicences(ctx.db, viewer, {
        activeOnly,
        first,
        after: afterPair(ctx, binding, args.after),
      });
      const last = page.rows.at(-1);
      return {
        results: page.rows,
        count: page.count,
        pageInfo: {
          hasNextPage: page.hasNextPage,
          endCursor:
            page.hasNextPage && last
              ? encodeCursor(ctx.tokenSecret, binding, [last.createdAt.toISOString(), last.id])
              : null,
        },
      };
    },
  }),
);

const deviceListArgs = z.object({ search: z.string().max(200), venueId: z.string().max(64).nullable() });

builder.queryField('devices', (t) =>
  t.field({
    type: DevicePage,
    description: "GetDevices: the company's claimed devices by name with their active licences.",
    authScopes: SETTINGS,
    args: {
      search: t.arg.string({ required: false }),
      venueId: t.arg.id({ required: false }),
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      const first = args.first ?? LICENCE_PAGE_SIZE;
      const parsed = deviceListArgs.safeParse({
        search: args.search ?? '',
        venueId: args.venueId ? String(args.venueId) : null,
      });
      if (!parsed.success || !isPageSize(first)) throw appError('BAD_USER_INPUT', ctx.t.errors.badInput());
      const binding = { list: 'devices', companyId: viewer.companyId, scope: JSON.stringify(parsed.data) };
      const page = await listDevices(ctx.db, viewer, {
        ...parsed.data,
        first,
        after: afterPair(ctx, binding, args.after),
      });
      const last = page.rows.at(-1);
      return {
        results: await withLicences(ctx, page.rows),
        count: page.count,
        pageInfo: {
          hasNextPage: page.hasNextPage,
          endCursor:
            page.hasNextPage && last ? encodeCursor(ctx.tokenSecret, binding, [last.name, last.id]) : null,
        },
      };
    },
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
