import { KDS_STAGES, type KdsStage } from '../../src/domain/kds.ts';
import { badArguments } from '../platform/api/domainError.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import type { Context } from '../platform/context.ts';
import type { KdsBumpRow, KdsTicketRow, StationRow } from '../platform/db/schema/index.ts';
import { merged } from '../platform/events/merged.ts';
import { busOf, pubsubOf } from '../platform/events/pubsub.ts';
import { inViewerOrder } from '../platform/paging/nameOrder.ts';
import { requireLicence } from '../platform/security/licences.ts';
import { actorName } from '../session/actorName.service.ts';
import {
  type BumpOutcome,
  bumpTicket,
  lastBump,
  listStations,
  openTickets,
  type PrepTime,
  prepTimes,
  recallBump,
  screenOf,
  type TicketLine,
  type TicketView,
  ticketViews,
} from './kds.service.ts';

/** Spec: the KDS licence, and POS_CUSTOMIZATION or ORDERS (the page's gate also needs a venue). */
const KDS = { scope: ['POS_CUSTOMIZATION', 'ORDERS'] } as const;
const requireKds = (ctx: Context) => requireLicence(ctx, 'kds');

/** The most tickets one screen reads at once (a station never has more open). */
const MAX_TICKETS = 500;

async function announce(ctx: Context, ticket: KdsTicketRow, reason: string) {
  pubsubOf(await busOf(ctx)).publish('kdsChanged', viewerOf(ctx).companyId, {
    venueId: ticket.venueId,
    stationId: ticket.stationId,
    ticketId: ticket.id,
    stage: ticket.stage,
    reason,
  });
}

const stageEnum = builder.enumType('KdsStage', { values: KDS_STAGES });
const outcomeEnum = builder.enumType('KdsBumpOutcome', { values: ['APPLIED', 'STALE', 'NOTHING'] as const });

const StationType = builder.objectRef<StationRow>('KdsStation').implement({
  description: 'A kitchen station a screen can show (its own venue or company-wide).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    kind: t.exposeString('kind'),
  }),
});

const LineType = builder.objectRef<TicketLine>('KdsTicketLine').implement({
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The order line.' }),
    title: t.exposeString('title'),
    quantity: t.exposeInt('quantity'),
    modifications: t.exposeStringList('modifications'),
    removed: t.exposeStringList('removed', { description: 'Ingredients left out ("without onion").' }),
    messages: t.exposeStringList('messages', { description: 'Kitchen messages (predefined messages).' }),
    allergens: t.exposeStringList('allergens'),
    soldOut: t.exposeBoolean('soldOut', {
      description: "The line's product is sold out at the venue now (tracked stock at zero or below).",
    }),
  }),
});

const iso = (date: Date | null) => date?.toISOString() ?? null;

const TicketType = builder.objectRef<TicketView>('KdsTicket').implement({
  description: "One order's lines for one station and course, with its stage and stamps.",
  fields: (t) => ({
    id: t.id({ resolve: (view) => view.ticket.id }),
    orderId: t.id({ resolve: (view) => view.ticket.orderId }),
    stationId: t.id({ resolve: (view) => view.ticket.stationId }),
    orderNumber: t.exposeInt('orderNumber'),
    table: t.exposeString('table', { nullable: true }),
    serviceType: t.exposeString('serviceType'),
    staffName: t.exposeString('staffName', { nullable: true }),
    courseName: t.exposeString('courseName', { nullable: true }),
    coursePosition: t.exposeInt('coursePosition', { nullable: true }),
    stage: t.field({ type: stageEnum, resolve: (view) => view.ticket.stage as KdsStage }),
    version: t.int({ resolve: (view) => view.ticket.version }),
    orderedAt: t.string({ resolve: (view) => view.ticket.orderedAt.toISOString() }),
    createdAt: t.string({ resolve: (view) => view.ticket.createdAt.toISOString() }),
    startedAt: t.string({ nullable: true, resolve: (view) => iso(view.ticket.startedAt) }),
    readyAt: t.string({ nullable: true, resolve: (view) => iso(view.ticket.readyAt) }),
    lines: t.field({ type: [LineType], resolve: (view) => view.lines }),
  }),
});

const BumpType = builder.objectRef<KdsBumpRow>('KdsBump').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    ticketId: t.exposeID('ticketId'),
    fromStage: t.field({ type: stageEnum, resolve: (bump) => bump.fromStage as KdsStage }),
    toStage: t.field({ type: stageEnum, resolve: (bump) => bump.toStage as KdsStage }),
    at: t.string({ resolve: (bump) => bump.at.toISOString() }),
  }),
});

const BoardType = builder
  .objectRef<{ tickets: TicketView[]; lastBump: KdsBumpRow | null; at: Date }>('KdsBoard')
  .implement({
    fields: (t) => ({
      tickets: t.field({ type: [TicketType], resolve: (board) => board.tickets }),
      lastBump: t.field({
        type: BumpType,
        nullable: true,
        description: 'The bump a recall would undo.',
        resolve: (board) => board.lastBump,
      }),
      at: t.string({ resolve: (board) => board.at.toISOString() }),
    }),
  });

builder.queryField('kdsStations', (t) =>
  t.field({
    type: [StationType],
    description: "The stations of a venue's kitchen display (empty for a venue not the viewer's).",
    authScopes: KDS,
    args: { venueId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await requireKds(ctx);
      return inViewerOrder(
        ctx,
        await listStations(ctx.db, viewerOf(ctx), String(args.venueId)),
        (s) => s.name,
      );
    },
  }),
);

builder.queryField('kdsTickets', (t) =>
  t.field({
    type: BoardType,
    description:
      "A station's open tickets at a venue (new, in progress, ready), oldest first, at most `first` (≤ 500); NOT_FOUND for a station or venue not the viewer's.",
    authScopes: KDS,
    args: {
      stationId: t.arg.id({ required: true }),
      venueId: t.arg.id({ required: true }),
      first: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      await requireKds(ctx);
      const first = args.first ?? 200;
      if (!Number.isInteger(first) || first < 1 || first > MAX_TICKETS) throw badArguments();
      const viewer = viewerOf(ctx);
      const at = new Date();
      const stationId = String(args.stationId);
      const tickets = await openTickets(ctx.db, viewer, stationId, String(args.venueId), first, at);
      return { tickets, lastBump: await lastBump(ctx.db, viewer, stationId), at };
    },
  }),
);

const OutcomeType = builder
  .objectRef<{ result: BumpOutcome; view: TicketView | null }>('KdsBumpResult')
  .implement({
    description: 'APPLIED, or STALE (the ticket moved on elsewhere: nothing changed), or NOTHING to recall.',
    fields: (t) => ({
      applied: t.boolean({ resolve: (row) => row.result.applied }),
      outcome: t.field({ type: outcomeEnum, resolve: (row) => row.result.outcome }),
      ticket: t.field({ type: TicketType, nullable: true, resolve: (row) => row.view }),
      bump: t.field({ type: BumpType, nullable: true, resolve: (row) => row.result.bump }),
    }),
  });

async function answer(ctx: Context, result: BumpOutcome, reason: string) {
  if (result.applied && result.ticket) await announce(ctx, result.ticket, reason);
  const [view] = result.ticket ? await ticketViews(ctx.db, viewerOf(ctx).companyId, [result.ticket]) : [];
  return { result, view: view ?? null };
}

builder.mutationField('bumpKdsTicket', (t) =>
  t.field({
    type: OutcomeType,
    description:
      'Moves a ticket one stage on (new → in progress → ready → served). `fromStage` is the stage the screen showed: a ticket that moved on elsewhere answers STALE and is not moved twice. A ticket of another station is refused (BAD_USER_INPUT).',
    authScopes: KDS,
    args: {
      stationId: t.arg.id({ required: true }),
      ticketId: t.arg.id({ required: true }),
      fromStage: t.arg({ type: stageEnum, required: true }),
    },
    resolve: async (_root, args, ctx) => {
      await requireKds(ctx);
      const result = await bumpTicket(ctx.db, viewerOf(ctx), await actorName(ctx.db, viewerOf(ctx)), {
        stationId: String(args.stationId),
        ticketId: String(args.ticketId),
        fromStage: args.fromStage,
      });
      return answer(ctx, result, 'bump');
    },
  }),
);

builder.mutationField('recallKdsTicket', (t) =>
  t.field({
    type: OutcomeType,
    description:
      "Undoes the station's last bump. With `bumpId` (a queued recall) only while that bump is still the last, else STALE.",
    authScopes: KDS,
    args: {
      stationId: t.arg.id({ required: true }),
      bumpId: t.arg.id({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      await requireKds(ctx);
      const result = await recallBump(ctx.db, viewerOf(ctx), {
        stationId: String(args.stationId),
        bumpId: args.bumpId == null ? null : String(args.bumpId),
      });
      return answer(ctx, result, 'recall');
    },
  }),
);

const PrepTimeType = builder.objectRef<PrepTime>('KdsPrepTime').implement({
  description: 'Average preparation time (arrival at the station → ready) of one station in one hour.',
  fields: (t) => ({
    stationId: t.exposeID('stationId'),
    stationName: t.exposeString('stationName'),
    hour: t.string({
      description: 'Start of the hour (ISO, UTC).',
      resolve: (row) => row.hour.toISOString(),
    }),
    tickets: t.exposeInt('tickets'),
    averageSeconds: t.exposeInt('averageSeconds'),
  }),
});

builder.queryField('kdsPrepTimes', (t) =>
  t.field({
    type: [PrepTimeType],
    description:
      'Average preparation time per station and hour at a venue, newest hour first; `from`/`to` ISO times (default: the last 24 hours, at most 31 days).',
    authScopes: KDS,
    args: {
      venueId: t.arg.id({ required: true }),
      stationId: t.arg.id({ required: false }),
      from: t.arg.string({ required: false }),
      to: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      await requireKds(ctx);
      const to = args.to ? new Date(args.to) : new Date();
      const from = args.from ? new Date(args.from) : new Date(to.getTime() - 24 * 3_600_000);
      if (
        Number.isNaN(to.getTime()) ||
        Number.isNaN(from.getTime()) ||
        from > to ||
        to.getTime() - from.getTime() > 31 * 86_400_000
      )
        throw badArguments();
      return prepTimes(ctx.db, viewerOf(ctx), {
        venueId: String(args.venueId),
        stationId: args.stationId == null ? null : String(args.stationId),
        from,
        to,
      });
    },
  }),
);

const KdsEventType = builder
  .objectRef<{ reason: string; orderId: string | null; ticketId: string | null; at: string }>('KdsEvent')
  .implement({
    description:
      "Something changed on a station's screen: an order arrived (order) or a ticket moved (bump, recall).",
    fields: (t) => ({
      reason: t.exposeString('reason'),
      orderId: t.exposeID('orderId', { nullable: true }),
      ticketId: t.exposeID('ticketId', { nullable: true }),
      at: t.exposeString('at', { description: 'When this instance delivered it (ISO).' }),
    }),
  });

builder.subscriptionField('kdsEvents', (t) =>
  t.field({
    type: KdsEventType,
    nullable: true,
    description:
      'Fires when an order of the venue arrives or a ticket of the station moves (any instance): the screen reads kdsTickets again.',
    authScopes: KDS,
    args: { stationId: t.arg.id({ required: true }), venueId: t.arg.id({ required: true }) },
    subscribe: async (_root, args, ctx) => {
      await requireKds(ctx);
      const viewer = viewerOf(ctx);
      const { station, venue } = await screenOf(ctx.db, viewer, String(args.stationId), String(args.venueId));
      const pubsub = pubsubOf(await busOf(ctx));
      return merged(
        [
          pubsub.subscribe('orderChanged', viewer.companyId),
          pubsub.subscribe('kdsChanged', viewer.companyId),
        ],
        (payload) => {
          const event = payload as { venueId?: unknown; stationId?: unknown };
          if (String(event.venueId ?? '') !== venue.id) return false;
          return event.stationId === undefined || String(event.stationId) === station.id;
        },
      );
    },
    resolve: (payload) => {
      const event = payload as { reason?: unknown; orderId?: unknown; ticketId?: unknown };
      return {
        reason: typeof event.reason === 'string' ? event.reason : 'order',
        orderId: typeof event.orderId === 'string' ? event.orderId : null,
        ticketId: typeof event.ticketId === 'string' ? event.ticketId : null,
        at: new Date().toISOString(),
      };
    },
  }),
);
