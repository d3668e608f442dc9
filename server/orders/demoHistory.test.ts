import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTotals, priceBasket } from '../../src/domain/orders.ts';
import type { PricingOffer } from '../../src/domain/pricing/index.ts';
import { storedOffer } from '../discounts/offers.service.ts';
import type { Database } from '../platform/db/client.ts';
import { idempotencyKeys, items, offers, orderLines, orders, venues } from '../platform/db/schema/index.ts';
import { openDemoDatabase } from '../test/demo.ts';
import { menuPrices } from './orders.service.ts';

/**
 * The demo's bulk order history (server/demo/seed-orders.ts, issue 18 item 6) is priced as the API
 * checks a terminal's order: each line at the venue's menu price at the order's instant (lunch,
 * evening, happy hour), with the automatic offers in force, and totals that `orderTotals` agrees with.
 */
describe('the demo order history', () => {
  let database: Database;
  let companyId: string;

  beforeAll(async () => {
    ({ database, companyId } = await openDemoDatabase('pglite'));
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  it('charges the menu price at each order’s instant, not the default price', async () => {
    // The bulk history: written without the API, so without idempotency keys (the kitchen's
    // evening in seed-kitchen.ts goes through createOrder and has them).
    const history = await database.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.companyId, companyId),
          inArray(orders.device, ['Till 1', 'Till 2']),
          notExists(
            database.db
              .select({ one: sql`1` })
              .from(idempotencyKeys)
              .where(eq(idempotencyKeys.orderId, orders.id)),
          ),
        ),
      );
    expect(history.length).toBeGreaterThan(20);
    const venueRows = await database.db.select().from(venues).where(eq(venues.companyId, companyId));
    const venueOf = new Map(venueRows.map((venue) => [venue.id, venue]));
    const lines = await database.db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          history.map((order) => order.id),
        ),
      );
    const catalogue = new Map(
      (await database.db.select().from(items).where(eq(items.companyId, companyId))).map((item) => [
        item.id,
        item,
      ]),
    );
    const tillOffers: PricingOffer[] = (
      await database.db.select().from(offers).where(eq(offers.companyId, companyId))
    )
      .filter((row) => row.automatic && row.type !== 'VISUAL')
      .map(storedOffer);
    expect(tillOffers.map((offer) => offer.name)).toContain('Lunchkombo');
    let differsFromDefault = 0;
    for (const order of history) {
      const venue = venueOf.get(order.venueId);
      if (!venue) throw new Error('venue');
      const prices = await menuPrices(database.db, companyId, venue, order.serviceType, order.createdAt);
      const own = lines.filter((line) => line.orderId === order.id).sort((a, b) => a.position - b.position);
      for (const line of own) {
        const item = catalogue.get(line.itemId ?? '');
        const variations = line.variations.reduce((sum, variation) => sum + variation.price, 0);
        expect(line.unitPrice).toBe((prices.get(line.itemId ?? '') ?? item?.defaultPrice ?? 0) + variations);
        if (line.unitPrice !== item?.defaultPrice) differsFromDefault += 1;
      }
      const totals = orderTotals(
        own.map((line) => ({
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          vatRate: line.vatRate,
          discounts: line.offers.map((offer) => offer.discount),
        })),
      );
      expect(own.map((line) => line.total)).toEqual(totals.lines.map((line) => line.total));
      expect(order.total).toBe(totals.total);
      // The offers on the lines are exactly what the engine applies at that instant.
      const engine = priceBasket(
        own.map((line) => ({
          itemId: line.itemId ?? '',
          title: line.title,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          vatRate: line.vatRate,
        })),
        tillOffers,
        { at: order.createdAt, venue: { id: venue.id, timeZone: venue.timezone, currency: 'SEK' } },
      );
      expect(own.map((line) => line.offers)).toEqual(engine.lines.map((line) => line.offers));
    }
    // The demo's menus price some items differently from their default (lunch and evening menus).
    expect(differsFromDefault).toBeGreaterThan(0);
  });
});
