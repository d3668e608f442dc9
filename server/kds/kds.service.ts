import { asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  isKdsStage,
  KDS_SKIPPED_ORDER_STATUSES,
  KDS_WINDOW_HOURS,
  type KdsErrorCode,
  type KdsStage,
  STAGE_STAMP,
} from '../../src/domain/kds.ts';
import { stageAfter } from '../../src/machines/ticketStage/ticketStage.machine.ts';
import { soldOutAt } from '../inventory/ingredients.service.ts';
import { DomainError } from '../platform/api/domainError.ts';
import { isUuid, notFound } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import { type Queryable, resultRows } from '../platform/db/queryable.ts';
import {
  courseTypes,
  type KdsBumpRow,
  type KdsTicketRow,
  kdsBumps,
  kdsTickets,
  orders,
  predefinedMessages,
  type StationRow,
  stations,
} from '../platform/db/schema/index.ts';
import { ownedBy, ownRow, ownRows, seesVenue } from '../platform/db/tenant.ts';
import { permittedVenue } from '../venues/venues.service.ts';

/** A refusal of the kitchen display, worded from the `kds` dictionary. */
export function kdsRefusal(code: KdsErrorCode, field = 'ticketId'): DomainError {
  return new DomainError('BAD_USER_INPUT', (t) => t.kds.errors[code](), {
    problems: [{ field, code, wording: (t) => t.kds.errors[code]() }],
  });
}

/** The viewer's station (company, and venue when it has one), or null. */
export async function stationOf(
  db: Queryable,
  viewer: Viewer,
  stationId: string,
): Promise<StationRow | null> {
  if (!isUuid(stationId)) return null;
  const [station] = await db
    .select()
    .from(stations)
    .where(ownRows(viewer, stations, eq(stations.id, stationId)));
  if (!station) return null;
  if (station.venueId && !seesVenue(viewer, station.venueId)) return null;
  return station;
}

/** The station and venue a screen shows: the venue must be the viewer's and the station serve it. */
export async function screenOf(db: Queryable, viewer: Viewer, stationId: string, venueId: string) {
  const venue = isUuid(venueId) ? await permittedVenue(db, viewer, venueId) : null;
  const station = venue ? await stationOf(db, viewer, stationId) : null;
  if (!venue || !station || (station.venueId && station.venueId !== venue.id)) throw notFound();
  return { venue, station };
}

/** The stations a venue's screens can show: its own and the company-wide ones. */
export async function listStations(db: Queryable, viewer: Viewer, venueId: string): Promise<StationRow[]> {
  const venue = isUuid(venueId) ? await permittedVenue(db, viewer, venueId) : null;
  if (!venue) return [];
  const rows = await db
    .select()
    .from(stations)
    .where(ownRows(viewer, stations))
    .orderBy(asc(stations.name), asc(stations.id));
  return rows.filter((station) => !station.venueId || station.venueId === venue.id);
}

/**
 * Where each order line goes: the item's own station and course, else its first category's.
 * Lines without a catalogue item go nowhere (an open price line is not kitchen work).
 */
const ROUTED_LINES = (companyId: string) => sql`
  select l.id as line_id, l.order_id, l.position, l.title, l.item_id, l.quantity - l.refunded_quantity as quantity,
         l.variations, l.removed_ingredients, i.allergens,
         coalesce(i.station_id, (
           select c.station_id from item_categories ic join categories c on c.id = ic.category_id
           where ic.item_id = i.id and c.station_id is not null order by c.name, c.id limit 1)) as station_id,
         coalesce(i.course_type_id, (
           select c.course_type_id from item_categories ic join categories c on c.id = ic.category_id
           where ic.item_id = i.id and c.course_type_id is not null order by c.name, c.id limit 1)) as course_type_id
  from order_lines l join items i on i.id = l.item_id and ${ownedBy({ companyId }, sql.raw('i.company_id'))}
  where ${ownedBy({ companyId }, sql.raw('l.company_id'))}`;

/**
 * Makes the tickets of the venue's recent orders for one station (idempotent: one ticket per order,
 * station and course). Runs when a screen reads, so every way an order arrives (POS API, import,
 * simulator) reaches the kitchen without a hook in the order service.
 */
export async function syncTickets(
  db: Queryable,
  companyId: string,
  venueId: string,
  stationId: string,
  now = new Date(),
): Promise<void> {
  const since = new Date(now.getTime() - KDS_WINDOW_HOURS * 3_600_000);
  const skipped = sql.join(
    KDS_SKIPPED_ORDER_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  await db.execute(sql`
    insert into kds_tickets (company_id, venue_id, order_id, station_id, course_type_id, ordered_at, created_at)
    select distinct o.company_id, o.venue_id, o.id, r.station_id, r.course_type_id, o.created_at,
           greatest(o.recorded_at, o.created_at)
    from orders o join (${ROUTED_LINES(companyId)}) r on r.order_id = o.id
    where ${ownedBy({ companyId }, sql.raw('o.company_id'))} and o.venue_id = ${venueId} and o.created_at > ${since.toISOString()}
      and o.status not in (${skipped}) and r.station_id = ${stationId} and r.quantity > 0
      and not exists (select 1 from kds_tickets k where k.order_id = o.id and k.station_id = ${stationId})
    on conflict do nothing`);
}

export interface TicketLine {
  id: string;
  title: string;
  quantity: number;
  modifications: string[];
  /** Ingredients the guest asked to leave out (issue 16 item 7). */
  removed: string[];
  messages: string[];
  allergens: string[];
  /** The product is sold out at the ticket's venue now (issue 47 item 8): the kitchen can say so. */
  soldOut: boolean;
}

export interface TicketView {
  ticket: KdsTicketRow;
  orderNumber: number;
  table: string | null;
  serviceType: string;
  staffName: string | null;
  courseName: string | null;
  coursePosition: number | null;
  lines: TicketLine[];
}

/** Ticket rows with their order and course, and the lines routed to the ticket's station and course. */
export async function ticketViews(
  db: Queryable,
  companyId: string,
  rows: KdsTicketRow[],
): Promise<TicketView[]> {
  if (rows.length === 0) return [];
  const tenant = { companyId };
  const orderIds = [...new Set(rows.map((row) => row.orderId))];
  const [orderRows, courses, messageRows, lineResult] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        tableRef: orders.tableRef,
        serviceType: orders.serviceType,
        staffName: orders.staffName,
      })
      .from(orders)
      .where(ownRows(tenant, orders, inArray(orders.id, orderIds))),
    db.select().from(courseTypes).where(ownRows(tenant, courseTypes)),
    db
      .select({ text: predefinedMessages.text })
      .from(predefinedMessages)
      .where(ownRows(tenant, predefinedMessages)),
    db.execute(sql`select * from (${ROUTED_LINES(companyId)}) r
      where r.order_id in (${sql.join(
        orderIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and r.quantity > 0 order by r.position`),
  ]);
  const orderById = new Map(orderRows.map((order) => [order.id, order]));
  // Sold out per venue: a screen shows one venue, but the rows say which.
  const venueIds = [...new Set(rows.map((row) => row.venueId))];
  const lineItems = [...new Set(resultRows<{ item_id: string }>(lineResult).map((line) => line.item_id))];
  const soldOut = new Map<string, Set<string>>();
  for (const venueId of venueIds) soldOut.set(venueId, await soldOutAt(db, tenant, venueId, lineItems));
  const courseById = new Map(courses.map((course) => [course.id, course]));
  const messageTexts = new Set(messageRows.map((row) => row.text.toLowerCase()));
  const lines = resultRows<{
    line_id: string;
    order_id: string;
    item_id: string;
    title: string;
    quantity: number;
    variations: { name: string; price: number }[] | string;
    removed_ingredients: string[] | string | null;
    allergens: string[] | string | null;
    station_id: string | null;
    course_type_id: string | null;
  }>(lineResult);
  const arrayOf = (value: string[] | string | null): string[] =>
    Array.isArray(value)
      ? value
      : typeof value === 'string'
        ? value
            .replace(/^\{|\}$/g, '')
            .split(',')
            .filter(Boolean)
        : [];
  const jsonList = (value: string[] | string | null): string[] => {
    const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
    return Array.isArray(list) ? list.map(String) : [];
  };
  return rows.map((ticket) => {
    const order = orderById.get(ticket.orderId);
    const course = ticket.courseTypeId ? courseById.get(ticket.courseTypeId) : undefined;
    return {
      ticket,
      orderNumber: order?.number ?? 0,
      table: order?.tableRef ?? null,
      serviceType: order?.serviceType ?? '',
      staffName: order?.staffName ?? null,
      courseName: course?.name ?? null,
      coursePosition: course?.position ?? null,
      lines: lines
        .filter(
          (line) =>
            line.order_id === ticket.orderId &&
            line.station_id === ticket.stationId &&
            (line.course_type_id ?? null) === (ticket.courseTypeId ?? null),
        )
        .map((line) => {
          const variations =
            typeof line.variations === 'string' ? JSON.parse(line.variations) : line.variations;
          const list = Array.isArray(variations) ? (variations as { name: string; price: number }[]) : [];
          // A predefined kitchen message travels as a free variation with the message's text.
          const isMessage = (v: { name: string; price: number }) =>
            v.price === 0 && messageTexts.has(String(v.name).toLowerCase());
          return {
            id: line.line_id,
            title: line.title,
            quantity: Number(line.quantity),
            modifications: list.filter((v) => !isMessage(v)).map((v) => String(v.name)),
            removed: jsonList(line.removed_ingredients),
            messages: list.filter(isMessage).map((v) => String(v.name)),
            allergens: arrayOf(line.allergens),
            soldOut: soldOut.get(ticket.venueId)?.has(line.item_id) ?? false,
          };
        }),
    };
  });
}

/** The station's open tickets (not served), oldest first, after making the new ones. */
export async function openTickets(
  db: Queryable,
  viewer: Viewer,
  stationId: string,
  venueId: string,
  first: number,
  now = new Date(),
): Promise<TicketView[]> {
  const { station, venue } = await screenOf(db, viewer, stationId, venueId);
  await syncTickets(db, viewer.companyId, venue.id, station.id, now);
  const rows = await db
    .select()
    .from(kdsTickets)
    .where(
      ownRows(
        viewer,
        kdsTickets,
        eq(kdsTickets.stationId, station.id),
        eq(kdsTickets.venueId, venue.id),
        ne(kdsTickets.stage, 'SERVED'),
      ),
    )
    .orderBy(asc(kdsTickets.orderedAt), asc(kdsTickets.id))
    .limit(first);
  return ticketViews(db, viewer.companyId, rows);
}

/** The station's last bump that can still be undone. */
export async function lastBump(db: Queryable, viewer: Viewer, stationId: string): Promise<KdsBumpRow | null> {
  const [bump] = await db
    .select()
    .from(kdsBumps)
    .where(ownRows(viewer, kdsBumps, eq(kdsBumps.stationId, stationId), isNull(kdsBumps.recalledAt)))
    .orderBy(desc(kdsBumps.at), desc(kdsBumps.id))
    .limit(1);
  return bump ?? null;
}

export interface BumpOutcome {
  applied: boolean;
  /** APPLIED, or why nothing changed: STALE (moved on elsewhere), NOTHING (nothing to recall). */
  outcome: 'APPLIED' | 'STALE' | 'NOTHING';
  ticket: KdsTicketRow | null;
  bump: KdsBumpRow | null;
}

async function lockTicket(tx: Queryable, viewer: Viewer, ticketId: string): Promise<KdsTicketRow> {
  if (!isUuid(ticketId)) throw notFound();
  const [ticket] = await tx
    .select()
    .from(kdsTickets)
    .where(ownRows(viewer, kdsTickets, eq(kdsTickets.id, ticketId)))
    .for('update');
  if (!ticket || !seesVenue(viewer, ticket.venueId)) throw notFound();
  return ticket;
}

const stamps = (stage: KdsStage, at: Date | null) => {
  const column = STAGE_STAMP[stage];
  return column ? { [column]: at } : {};
};

/**
 * Moves a ticket one stage on. `fromStage` is the stage the screen saw: when the ticket has moved
 * on elsewhere the bump is STALE and changes nothing, so a replayed or doubled bump never applies twice.
 */
export async function bumpTicket(
  db: Queryable,
  viewer: Viewer,
  byName: string,
  input: { stationId: string; ticketId: string; fromStage: string },
  now = new Date(),
): Promise<BumpOutcome> {
  const station = await stationOf(db, viewer, input.stationId);
  if (!station) throw notFound();
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, viewer, input.ticketId);
    if (ticket.stationId !== station.id) throw kdsRefusal('otherStation');
    const from = input.fromStage;
    if (!isKdsStage(from) || ticket.stage !== from)
      return { applied: false, outcome: 'STALE', ticket, bump: null };
    const to = stageAfter(from, { type: 'BUMP' });
    if (!to) return { applied: false, outcome: 'STALE', ticket, bump: null };
    const [updated] = await tx
      .update(kdsTickets)
      .set({ stage: to, version: ticket.version + 1, ...stamps(to, now) })
      .where(eq(kdsTickets.id, ticket.id))
      .returning();
    const [bump] = await tx
      .insert(kdsBumps)
      .values(
        ownRow(viewer, {
          ticketId: ticket.id,
          stationId: station.id,
          fromStage: from,
          toStage: to,
          at: now,
          byName,
        }),
      )
      .returning();
    return { applied: true, outcome: 'APPLIED', ticket: updated ?? ticket, bump: bump ?? null };
  });
}

/**
 * Undoes the station's last bump (recall). With `bumpId` (a queued recall replayed after a network
 * loss) only that bump is undone, and only while it is still the last: otherwise STALE.
 */
export async function recallBump(
  db: Queryable,
  viewer: Viewer,
  input: { stationId: string; bumpId: string | null },
  now = new Date(),
): Promise<BumpOutcome> {
  const station = await stationOf(db, viewer, input.stationId);
  if (!station) throw notFound();
  if (input.bumpId !== null && !isUuid(input.bumpId)) throw notFound();
  return db.transaction(async (tx) => {
    const last = await lastBump(tx, viewer, station.id);
    if (input.bumpId !== null) {
      const [named] = await tx
        .select({ id: kdsBumps.id })
        .from(kdsBumps)
        .where(ownRows(viewer, kdsBumps, eq(kdsBumps.id, input.bumpId)));
      if (!named) throw notFound();
    }
    if (!last) return { applied: false, outcome: 'NOTHING', ticket: null, bump: null };
    if (input.bumpId !== null && last.id !== input.bumpId)
      return { applied: false, outcome: 'STALE', ticket: null, bump: null };
    const ticket = await lockTicket(tx, viewer, last.ticketId);
    if (ticket.stage !== last.toStage || !isKdsStage(last.toStage))
      return { applied: false, outcome: 'STALE', ticket, bump: null };
    // The machine's recall: one stage back from where the last bump left the ticket.
    const back = stageAfter(last.toStage, { type: 'RECALL' });
    if (!back) return { applied: false, outcome: 'STALE', ticket, bump: null };
    const [updated] = await tx
      .update(kdsTickets)
      .set({ stage: back, version: ticket.version + 1, ...stamps(last.toStage, null) })
      .where(eq(kdsTickets.id, ticket.id))
      .returning();
    const [recalled] = await tx
      .update(kdsBumps)
      .set({ recalledAt: now })
      .where(eq(kdsBumps.id, last.id))
      .returning();
    return { applied: true, outcome: 'APPLIED', ticket: updated ?? ticket, bump: recalled ?? null };
  });
}

export interface PrepTime {
  stationId: string;
  stationName: string;
  hour: Date;
  tickets: number;
  averageSeconds: number;
}

/**
 * Average preparation time (arrival → ready) per station and hour of readiness, from the stored
 * bump stamps: the screen shows its station's last hours, reports read any range.
 */
export async function prepTimes(
  db: Queryable,
  viewer: Viewer,
  input: { venueId: string; stationId: string | null; from: Date; to: Date },
): Promise<PrepTime[]> {
  const venue = isUuid(input.venueId) ? await permittedVenue(db, viewer, input.venueId) : null;
  if (!venue) throw notFound();
  if (input.stationId !== null && !(await stationOf(db, viewer, input.stationId))) throw notFound();
  const result = await db.execute(sql`
    select k.station_id, s.name as station_name, date_trunc('hour', k.ready_at) as hour, count(*)::int as tickets,
           round(avg(extract(epoch from (k.ready_at - k.created_at))))::int as average_seconds
    from kds_tickets k join stations s on s.id = k.station_id
    where ${ownedBy(viewer, sql.raw('k.company_id'))} and k.venue_id = ${venue.id} and k.ready_at is not null
      and k.ready_at >= ${input.from.toISOString()} and k.ready_at < ${input.to.toISOString()}
      ${input.stationId === null ? sql`` : sql`and k.station_id = ${input.stationId}`}
    group by k.station_id, s.name, date_trunc('hour', k.ready_at)
    order by hour desc, s.name
    limit 500`);
  return resultRows<{
    station_id: string;
    station_name: string;
    hour: string | Date;
    tickets: number;
    average_seconds: number;
  }>(result).map((row) => ({
    stationId: row.station_id,
    stationName: row.station_name,
    hour: new Date(row.hour),
    tickets: Number(row.tickets),
    averageSeconds: Number(row.average_seconds),
  }));
}
