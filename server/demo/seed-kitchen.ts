import { eq, inArray, isNotNull } from 'drizzle-orm';
import type { KdsStage } from '../../src/domain/kds.ts';
import { orderTotals, type ServiceType, vatRateFor } from '../../src/domain/orders.ts';
import { stageAfter } from '../../src/machines/ticketStage/ticketStage.machine.ts';
import { bumpTicket, syncTickets } from '../kds/kds.service.ts';
import { createOrder, menuPrices } from '../orders/orders.service.ts';
import type { Viewer } from '../platform/context.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { courseTypes, items, kdsTickets, stations, venues } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';

/** A line of a demo order: a product title, how many, and free modifications or kitchen messages. */
type Line = [
  title: string,
  quantity: number,
  variations?: { name: string; price: number }[],
  /** Removable ingredients left out (the product's `removable-ingredients` metadata, seed-metadata.ts). */
  removed?: string[],
];

/** Where a station's ticket of the order is when the seed ends; minutes after the order for each bump. */
type Progress = { stage: KdsStage; bumps: number[] };

interface KitchenOrder {
  minutesAgo: number;
  table: string | null;
  serviceType: ServiceType;
  staff: string;
  guests: number;
  lines: Line[];
  /** By station name; a station not named stays NEW. Paid orders are the evening's earlier tables. */
  progress: Record<string, Progress>;
  paid?: boolean;
}

const free = (...names: string[]) => names.map((name) => ({ name, price: 0 }));
const SERVED = (ready: number): Progress => ({ stage: 'SERVED', bumps: [2, ready, ready + 3] });

/**
 * Tonight at the demo's first venue (the one with stations): earlier tables already served and paid
 * (their bumps give the preparation-time figures), and open tables at every stage. One main course
 * has waited 38 minutes (late), one 21 (amber); ready and served tickets can be recalled. Tables 7
 * and 12 stay free for the e2e tests that seat guests there.
 */
export const KITCHEN_ORDERS: KitchenOrder[] = [
  {
    minutesAgo: 170,
    table: '2',
    serviceType: 'TABLE_SERVICE',
    staff: 'Björn',
    guests: 2,
    lines: [
      ['Sillbricka', 1],
      ['Köttbullar med potatismos', 2],
      ['Ljus lager', 2],
    ],
    progress: { Kallskänken: SERVED(9), Köket: SERVED(21), Baren: SERVED(4) },
    paid: true,
  },
  {
    minutesAgo: 140,
    table: '15',
    serviceType: 'TABLE_SERVICE',
    staff: 'David',
    guests: 3,
    lines: [
      ['Quattro formaggi', 1],
      ['Vesuvio', 2],
      ['IPA', 3],
    ],
    progress: { Köket: SERVED(16), Baren: SERVED(5) },
    paid: true,
  },
  {
    minutesAgo: 105,
    table: '4',
    serviceType: 'TABLE_SERVICE',
    staff: 'Cecilia',
    guests: 4,
    lines: [
      ['Västerbottenpaj', 2],
      ['Laxfilé med dillsås', 2, free('Sås vid sidan')],
      ['Wallenbergare', 2],
      ['Husets vita, flaska', 1],
    ],
    progress: { Kallskänken: SERVED(11), Köket: SERVED(26), Baren: SERVED(3) },
    paid: true,
  },
  {
    minutesAgo: 75,
    table: null,
    serviceType: 'TAKE_AWAY',
    staff: 'Astrid',
    guests: 1,
    lines: [
      ['Kycklingburgare', 1, free('Pommes frites')],
      ['Caesarsallad', 1],
    ],
    progress: { Kallskänken: SERVED(13) },
    paid: true,
  },
  {
    minutesAgo: 38,
    table: '3',
    serviceType: 'TABLE_SERVICE',
    staff: 'Cecilia',
    guests: 4,
    lines: [
      ['Toast Skagen', 2],
      ['Biff Rydberg', 1, free('Blodig')],
      ['Köttbullar med potatismos', 2, free('Extra sås')],
      ['Pocherad torsk', 1, free('Laktosfritt')],
      ['Husets röda, glas', 2],
      ['Ljus lager', 2],
    ],
    progress: {
      Kallskänken: SERVED(10),
      Köket: { stage: 'IN_PROGRESS', bumps: [22] },
      Baren: SERVED(4),
    },
  },
  {
    minutesAgo: 21,
    table: '9',
    serviceType: 'TABLE_SERVICE',
    staff: 'Björn',
    guests: 2,
    lines: [
      ['Kantarellsoppa', 1],
      ['Svamprisotto', 1, free('Glutenfritt')],
      ['Raggmunk med fläsk', 1],
      ['Husets vita, glas', 2],
    ],
    progress: { Kallskänken: { stage: 'READY', bumps: [4, 11] }, Baren: { stage: 'READY', bumps: [2, 5] } },
  },
  {
    minutesAgo: 12,
    table: '14',
    serviceType: 'TABLE_SERVICE',
    staff: 'David',
    guests: 2,
    lines: [
      ['Nachos med guacamole', 1],
      ['Lökringar', 1],
      ['IPA', 2],
      ['Aperol spritz', 1],
    ],
    progress: { Köket: { stage: 'IN_PROGRESS', bumps: [6] }, Baren: { stage: 'IN_PROGRESS', bumps: [3] } },
  },
  {
    minutesAgo: 8,
    table: '5',
    serviceType: 'TABLE_SERVICE',
    staff: 'Astrid',
    guests: 3,
    lines: [
      ['Margherita', 1],
      ['Capricciosa', 1, free('Utan lök')],
      ['Kebabpizza', 1],
      ['Coca-Cola', 2],
      ['Cappuccino', 1, [{ name: 'Havremjölk', price: 500 }]],
    ],
    progress: {},
  },
  {
    minutesAgo: 5,
    table: null,
    serviceType: 'TAKE_AWAY',
    staff: 'Astrid',
    guests: 1,
    lines: [
      ['Högrevsburgare', 1, free('Medium', 'Pommes frites'), ['Rödlök', 'Saltgurka']],
      ['Räksallad', 1],
    ],
    progress: {},
  },
  {
    minutesAgo: 3,
    table: '17',
    serviceType: 'TABLE_SERVICE',
    staff: 'Cecilia',
    guests: 2,
    lines: [
      ['Crème brûlée', 1],
      ['Kladdkaka med grädde', 1, free('Allergi – se bongen')],
      ['Espresso', 2],
    ],
    progress: {},
  },
  {
    minutesAgo: 1,
    table: '10',
    serviceType: 'TABLE_SERVICE',
    staff: 'Björn',
    guests: 4,
    lines: [
      ['Burrata med tomat', 2],
      ['Löjrom med rödlök', 1, free('Serveras med förrätten')],
      ['Wallenbergare', 2],
      ['Laxfilé med dillsås', 1],
      ['Mousserande, glas', 4],
    ],
    progress: {},
  },
];

/**
 * The demo's kitchen display on first start (issue 19 item 4): tonight's orders go through the POS
 * order service (`createOrder`, with its clock set to when each was taken), the kitchen service
 * makes their tickets (`syncTickets`) and bumps them (`bumpTicket`) at the minutes above, so /kds
 * opens on a service in progress instead of an empty screen. Runs inside seedDemo's transaction.
 */
export async function seedKitchen(
  tx: Queryable,
  companyId: string,
  owner: { id: string; name: string },
  now = new Date(),
): Promise<number> {
  const stationRows = await tx
    .select()
    .from(stations)
    .where(ownRows({ companyId }, stations, isNotNull(stations.venueId)));
  const venueId = stationRows[0]?.venueId;
  if (!venueId) return 0;
  const titles = [...new Set(KITCHEN_ORDERS.flatMap((order) => order.lines.map(([title]) => title)))];
  const catalogue = await tx
    .select({
      id: items.id,
      title: items.title,
      price: items.defaultPrice,
      vatRate: items.vatRate,
      takeAwayVatRate: items.takeAwayVatRate,
    })
    .from(items)
    .where(ownRows({ companyId }, items, inArray(items.title, titles)));
  const byTitle = new Map(catalogue.map((item) => [item.title, item]));
  const viewer: Viewer = {
    userId: owner.id,
    companyId,
    scopes: [],
    venueIds: [],
    sessionId: 'seed',
    actorUserId: null,
    isPaymentsOnly: false,
  };
  const minutes = (ago: number) => new Date(now.getTime() - ago * 60_000);

  const orderIds: { orderId: string; order: KitchenOrder }[] = [];
  const [venue] = await tx
    .select({ id: venues.id, timezone: venues.timezone })
    .from(venues)
    .where(eq(venues.id, venueId));
  if (!venue) return 0;
  // Right after the day's cutoff, the kitchen's older orders fall on the previous accounting day:
  // before the first day of the venue this seed just made, which the order service refuses
  // (`saleBeforeVenue`). They are written as the demo's history is, as imports: the venue is dated
  // back while they are written, then its own time is restored (so yesterday stays an import day
  // and the automatic close leaves it, whatever the hour the demo was seeded).
  const [made] = await tx.select({ createdAt: venues.createdAt }).from(venues).where(eq(venues.id, venueId));
  const oldest = minutes(Math.max(...KITCHEN_ORDERS.map((order) => order.minutesAgo)) + 1);
  if (made && made.createdAt > oldest)
    await tx.update(venues).set({ createdAt: oldest }).where(eq(venues.id, venueId));
  for (const [index, order] of KITCHEN_ORDERS.entries()) {
    // The till charges the venue's menu price at the order's instant (happy hour included).
    const prices = await menuPrices(tx, companyId, venue, order.serviceType, minutes(order.minutesAgo));
    const lines = order.lines.map(([title, quantity, variations = [], removedIngredients = []]) => {
      const item = byTitle.get(title);
      if (!item) throw new Error(`seed: no product ${title} for the kitchen`);
      const unitPrice = (prices.get(item.id) ?? item.price) + variations.reduce((sum, v) => sum + v.price, 0);
      return {
        itemId: item.id,
        title,
        quantity,
        variations,
        removedIngredients,
        unitPrice,
        vatRate: vatRateFor(item, order.serviceType),
      };
    });
    const totals = orderTotals(lines.map((line) => ({ ...line, discounts: [] })));
    const at = minutes(order.minutesAgo);
    const { orderId } = await createOrder(
      tx,
      viewer,
      { userId: null, name: 'Demo till', device: 'Till 1' },
      {
        idempotencyKey: `demo-kitchen-${index}`,
        venueId,
        status: order.paid ? 'COMPLETED' : 'ACCEPTED',
        serviceType: order.serviceType,
        table: order.table,
        staffName: order.staff,
        guestCount: order.guests,
        device: 'Till 1',
        lines: lines.map((line, position) => ({ ...line, total: totals.lines[position]?.total ?? 0 })),
        payments: order.paid
          ? [{ method: 'CARD', amount: totals.total, acquirerReference: `demo-kitchen-${index}` }]
          : [],
        total: totals.total,
      },
      at,
    );
    orderIds.push({ orderId, order });
  }
  if (made) await tx.update(venues).set({ createdAt: made.createdAt }).where(eq(venues.id, venueId));

  for (const station of stationRows) await syncTickets(tx, companyId, venueId, station.id, now);
  const tickets = await tx
    .select()
    .from(kdsTickets)
    .where(
      ownRows(
        { companyId },
        kdsTickets,
        inArray(
          kdsTickets.orderId,
          orderIds.map((entry) => entry.orderId),
        ),
      ),
    );
  const courses = await tx.select().from(courseTypes).where(ownRows({ companyId }, courseTypes));
  const coursePosition = (id: string | null) => courses.find((course) => course.id === id)?.position ?? 0;
  const stationName = (id: string) => stationRows.find((station) => station.id === id)?.name ?? '';

  // Every bump in time order, so the last one of each station is the one a recall undoes. A later
  // course of the same order starts a few minutes after the earlier one.
  const bumps = tickets.flatMap((ticket) => {
    const entry = orderIds.find((candidate) => candidate.orderId === ticket.orderId);
    const progress = entry?.order.progress[stationName(ticket.stationId)];
    if (!entry || !progress) return [];
    const offset = 3 * coursePosition(ticket.courseTypeId);
    return progress.bumps.map((after) => ({
      ticket,
      at: minutes(entry.order.minutesAgo - after - offset),
    }));
  });
  bumps.sort((a, b) => a.at.getTime() - b.at.getTime());
  const stages = new Map(tickets.map((ticket) => [ticket.id, ticket.stage as KdsStage]));
  for (const { ticket, at } of bumps) {
    const fromStage = stages.get(ticket.id) ?? 'NEW';
    if (!stageAfter(fromStage, { type: 'BUMP' }) || at > now) continue;
    const result = await bumpTicket(
      tx,
      viewer,
      owner.name,
      { stationId: ticket.stationId, ticketId: ticket.id, fromStage },
      at,
    );
    if (result.ticket) stages.set(ticket.id, result.ticket.stage as KdsStage);
  }
  return orderIds.length;
}
