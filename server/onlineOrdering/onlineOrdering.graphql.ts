import { findOrder } from '../orders/orders.service.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import type { Context } from '../platform/context.ts';
import { busOf, pubsubOf } from '../platform/events/pubsub.ts';
import { requireLicence } from '../platform/security/licences.ts';
import {
  type GuestChoiceGroup,
  type GuestMenu,
  type GuestMenuItem,
  guestMenu,
  guestTable,
  guestUrl,
  listSettings,
  placeGuestOrder,
  updateSetting,
  type VenueSetting,
  venueForSheet,
} from './onlineOrdering.service.ts';
import { qrSheetPdf } from './qrSheet.ts';

/** Spec section 2: the online-ordering page needs ORDERS and the company's `hasAppOrders` licence. */
const ORDERS = { scope: 'ORDERS' } as const;
const requireAppOrders = (ctx: Context) => requireLicence(ctx, 'appOrders');

const MenuChoice = builder.objectRef<{ id: string; name: string }>('OnlineOrderingMenu').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const SettingType = builder.objectRef<VenueSetting>('OnlineOrderingVenue').implement({
  description: "A venue's tableside ordering (issue 19 item 5): on or off, and the menu guests see.",
  fields: (t) => ({
    venueId: t.exposeID('venueId'),
    venueName: t.exposeString('venueName'),
    enabled: t.exposeBoolean('enabled'),
    menuId: t.exposeID('menuId', {
      nullable: true,
      description: 'Null: the TABLE_SERVICE menu by the schedule.',
    }),
    version: t.exposeInt('version', { description: '0 before the first save.' }),
    menus: t.field({ type: [MenuChoice], resolve: (setting) => setting.menus }),
  }),
});

builder.queryField('onlineOrderingVenues', (t) =>
  t.field({
    type: [SettingType],
    description: "The viewer's venues with their tableside-ordering settings (a company has few venues).",
    authScopes: ORDERS,
    resolve: async (_root, _args, ctx) => {
      await requireAppOrders(ctx);
      return listSettings(ctx.db, viewerOf(ctx));
    },
  }),
);

builder.mutationField('updateOnlineOrdering', (t) =>
  t.field({
    type: SettingType,
    description:
      'Turns tableside ordering on or off for a venue and picks its TABLE_SERVICE menu. CONFLICT when expectedVersion is not the stored one.',
    authScopes: ORDERS,
    args: {
      venueId: t.arg.id({ required: true }),
      enabled: t.arg.boolean({ required: true }),
      menuId: t.arg.id({ required: false }),
      expectedVersion: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      await requireAppOrders(ctx);
      return updateSetting(ctx.db, viewerOf(ctx), {
        venueId: String(args.venueId),
        enabled: args.enabled,
        menuId: args.menuId ? String(args.menuId) : null,
        expectedVersion: args.expectedVersion ?? null,
      });
    },
  }),
);

builder.queryField('onlineOrderingQrSheet', (t) =>
  t.string({
    description:
      "A PDF (base64) with one QR code per table of the venue, each opening the table's guest page.",
    authScopes: ORDERS,
    args: { venueId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await requireAppOrders(ctx);
      const { venue, codes } = await venueForSheet(ctx.db, viewerOf(ctx), String(args.venueId));
      const tables = await Promise.all(
        codes.map(async (code) => {
          const url = guestUrl(ctx.publicUrl, venue.id, code);
          return {
            code,
            url,
            png: await (await import('qrcode')).default.toBuffer(url, { margin: 1, width: 360 }),
          };
        }),
      );
      return (await qrSheetPdf(venue.name, tables, ctx.t.onlineOrdering.pdf)).toString('base64');
    },
  }),
);

const QrCodeType = builder
  .objectRef<{ code: string; url: string; svg: string }>('OnlineOrderingQrCode')
  .implement({
    description: "A table's QR code for the printable sheet in the browser (issue 47 item 9).",
    fields: (t) => ({
      code: t.exposeString('code', { description: "The table's code." }),
      url: t.exposeString('url', { description: "The guest page's address the code holds." }),
      svg: t.exposeString('svg', { description: 'The QR code as an SVG image (no script).' }),
    }),
  });

builder.queryField('onlineOrderingQrCodes', (t) =>
  t.field({
    type: [QrCodeType],
    description:
      "One QR code per table of the venue, each opening the table's guest page: the sheet the back office prints (the PDF is onlineOrderingQrSheet).",
    authScopes: ORDERS,
    args: { venueId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await requireAppOrders(ctx);
      const { venue, codes } = await venueForSheet(ctx.db, viewerOf(ctx), String(args.venueId));
      return Promise.all(
        codes.map(async (code) => {
          const url = guestUrl(ctx.publicUrl, venue.id, code);
          return {
            code,
            url,
            svg: await (await import('qrcode')).default.toString(url, { type: 'svg', margin: 1 }),
          };
        }),
      );
    },
  }),
);

// ---------------------------------------------------------------------------------------------
// The guest page (no login): only what the guest needs, in the guest's language.

const GuestChoiceType = builder
  .objectRef<{ id: string; name: string; price: number }>('GuestChoice')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      price: t.exposeInt('price', { description: 'Added to the price, minor units.' }),
    }),
  });

const GuestChoiceGroupType = builder.objectRef<GuestChoiceGroup>('GuestChoiceGroup').implement({
  description:
    'A modification group of a product: SINGLE asks for exactly one option (it cannot be skipped), MULTIPLE for any number.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    selectionMode: t.exposeString('selectionMode'),
    options: t.field({ type: [GuestChoiceType], resolve: (group) => group.options }),
  }),
});

const GuestItemType = builder.objectRef<GuestMenuItem>('GuestMenuItem').implement({
  fields: (t) => ({
    category: t.exposeString('category', {
      description: "The product's category in the guest's language ('' without one).",
    }),
    groups: t.field({ type: [GuestChoiceGroupType], resolve: (item) => item.groups }),
    itemId: t.exposeID('itemId'),
    title: t.exposeString('title'),
    price: t.exposeInt('price', { description: 'Minor units, VAT included.' }),
    soldOut: t.exposeBoolean('soldOut', {
      description: 'Sold out at the venue (tracked stock at zero or below): shown, not orderable.',
    }),
    allergens: t.field({
      type: ['String'],
      description: "The allergens' names in the guest's language.",
      resolve: (item, _args, ctx) =>
        item.allergens.map((code) => {
          const word = (ctx.t.pim.allergens as Record<string, (() => string) | undefined>)[code];
          return word ? word() : code;
        }),
    }),
  }),
});

const GuestMenuType = builder.objectRef<GuestMenu>('GuestMenu').implement({
  description: "What a table's guest page shows: the venue's TABLE_SERVICE menu now, or closed.",
  fields: (t) => ({
    venueName: t.exposeString('venueName'),
    tableCode: t.exposeString('tableCode'),
    open: t.exposeBoolean('open'),
    currency: t.exposeString('currency'),
    items: t.field({ type: [GuestItemType], resolve: (menu) => menu.items }),
  }),
});

builder.queryField('guestMenu', (t) =>
  t.field({
    type: GuestMenuType,
    description:
      'Public (the QR code on a table): the menu a guest may order from. NOT_FOUND for an unknown venue or table, or when tableside ordering is off.',
    args: { venueId: t.arg.id({ required: true }), tableCode: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const guest = await guestTable(ctx.db, String(args.venueId), args.tableCode);
      return guestMenu(ctx.db, guest, ctx.locale);
    },
  }),
);

const GuestLineInput = builder.inputType('GuestOrderLineInput', {
  fields: (t) => ({
    itemId: t.id({ required: true }),
    quantity: t.int({ required: true }),
    choices: t.idList({
      required: false,
      description: "The chosen options of the product's groups; every SINGLE group needs one.",
    }),
  }),
});

const GuestOrderResult = builder
  .objectRef<{ number: number; replayed: boolean }>('GuestOrderResult')
  .implement({
    fields: (t) => ({ number: t.exposeInt('number'), replayed: t.exposeBoolean('replayed') }),
  });

builder.mutationField('placeGuestOrder', (t) =>
  t.field({
    type: GuestOrderResult,
    description:
      'Public (the QR code on a table): places an order with source APP through the order service; paid at the table. Throttled per table; refused when the menu is closed.',
    args: {
      venueId: t.arg.id({ required: true }),
      tableCode: t.arg.string({ required: true }),
      lines: t.arg({ type: [GuestLineInput], required: true }),
      idempotencyKey: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const guest = await guestTable(ctx.db, String(args.venueId), args.tableCode);
      const result = await placeGuestOrder(
        ctx.db,
        guest,
        {
          lines: args.lines.map((line) => ({
            itemId: String(line.itemId),
            quantity: line.quantity,
            choices: (line.choices ?? []).map(String).slice(0, 50),
          })),
          idempotencyKey: args.idempotencyKey ?? null,
        },
        ctx.locale,
      );
      // Announced as soon as the write commits (the kitchen display and monitoring read it then).
      if (!result.replayed && result.number !== null) {
        pubsubOf(await busOf(ctx)).publish('orderChanged', guest.viewer.companyId, {
          orderId: result.orderId,
          venueId: result.venueId,
          number: result.number,
        });
        return { number: result.number, replayed: false };
      }
      const order = await findOrder(ctx.db, guest.viewer, result.orderId);
      if (!order) throw new Error('guest order not found');
      return { number: order.number, replayed: result.replayed };
    },
  }),
);
