import { eq } from 'drizzle-orm';
import { accountingDateWithCutoff } from '../../src/domain/accountingDay.ts';
import { orderTotals, priceBasket, type ServiceType, vatRateFor } from '../../src/domain/orders.ts';
import type { PricingCurrency, PricingOffer } from '../../src/domain/pricing/index.ts';
import { pricingOffers } from '../discounts/pricingOffers.ts';
import { chainUnlinked } from '../orders/ledger.ts';
import { menuPriceBook } from '../orders/orders.service.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import {
  companies,
  items,
  offers,
  orderAudit,
  orderCounters,
  orderLines,
  orderPayments,
  orders,
  venues,
} from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';

/** Days of demo order history (issue 18: 90, about 3,300 orders, the whole demo seed 5.8 s on PGlite on a busy 2-core machine; 2 under vitest). */
export const DEMO_ORDER_DAYS = Number(process.env.DEMO_ORDER_DAYS ?? (process.env.VITEST ? 2 : 90));

/** A small deterministic generator, so every demo start shows the same history. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const DAYPARTS = [
  { hour: 8, weight: 2, basket: 2 },
  { hour: 12, weight: 5, basket: 3 },
  { hour: 15, weight: 2, basket: 2 },
  { hour: 19, weight: 4, basket: 4 },
  { hour: 22, weight: 1, basket: 3 },
];
const SERVICE: ServiceType[] = ['EAT_HERE', 'EAT_HERE', 'TABLE_SERVICE', 'TAKE_AWAY', 'POS'];
const STAFF = ['Astrid', 'Björn', 'Cecilia', 'David'];

/** The till's automatic offers (the lunch combo, happy hour) in the pricing engine's shape. */
async function automaticOffers(tx: Queryable, companyId: string): Promise<PricingOffer[]> {
  const rows = await tx.select().from(offers).where(ownRows({ companyId }, offers));
  return pricingOffers(
    tx,
    { companyId },
    rows.filter((row) => row.automatic && row.context === 'POS' && row.type !== 'VISUAL'),
  );
}

/**
 * The demo company's order history: completed sales of the last `days` accounting days in each
 * venue, priced as the API checks them: the venue's menu price at the order's instant (lunch and
 * evening prices, happy hour; the default price only for items the menu lacks) with the automatic
 * offers in force then (`priceBasket`), so finance figures add up and show discounts. Card and
 * cash with tips. Written in bulk after the menus are seeded (the API path is `npm run simulate`).
 */
export async function seedOrders(tx: Queryable, companyId: string, days = DEMO_ORDER_DAYS, now = new Date()) {
  if (days <= 0) return 0;
  const catalogue = await tx
    .select({
      id: items.id,
      title: items.title,
      price: items.defaultPrice,
      vatRate: items.vatRate,
      takeAwayVatRate: items.takeAwayVatRate,
    })
    .from(items)
    .where(ownRows({ companyId }, items));
  const venueRows = await tx.select().from(venues).where(ownRows({ companyId }, venues));
  if (catalogue.length === 0) return 0;
  const [company] = await tx
    .select({ currency: companies.currency })
    .from(companies)
    .where(eq(companies.id, companyId));
  const currency = (company?.currency ?? 'SEK') as PricingCurrency;
  const tillOffers = await automaticOffers(tx, companyId);
  const next = random(20261124);
  let total = 0;
  for (const [venueIndex, venue] of venueRows.entries()) {
    const orderRows: (typeof orders.$inferInsert)[] = [];
    const lineRows: (typeof orderLines.$inferInsert)[] = [];
    const paymentRows: (typeof orderPayments.$inferInsert)[] = [];
    const auditRows: (typeof orderAudit.$inferInsert)[] = [];
    let number = 0;
    const pricesAt = menuPriceBook(tx, companyId, venue);
    for (let day = days; day >= 1; day--) {
      const weekend = new Date(now.getTime() - day * 86_400_000).getUTCDay() % 6 === 0;
      for (const part of DAYPARTS) {
        const count = Math.round(
          part.weight * (weekend ? 1.5 : 1) * (venueIndex === 0 ? 1.2 : 0.9) * (0.6 + next()),
        );
        for (let n = 0; n < count; n++) {
          const createdAt = new Date(
            now.getTime() - day * 86_400_000 + (part.hour - 12) * 3_600_000 + Math.floor(next() * 3_600_000),
          );
          const serviceType = SERVICE[Math.floor(next() * SERVICE.length)] ?? 'EAT_HERE';
          const basket = 1 + Math.floor(next() * part.basket);
          const prices = await pricesAt(serviceType, createdAt);
          const basketLines = Array.from({ length: basket }, () => {
            const item = catalogue[Math.floor(next() * catalogue.length)] ?? catalogue[0];
            if (!item) throw new Error('seed: no items');
            return {
              itemId: item.id,
              title: item.title,
              quantity: next() < 0.8 ? 1 : 2,
              unitPrice: prices.get(item.id) ?? item.price,
              vatRate: vatRateFor(item, serviceType),
            };
          });
          const lines = priceBasket(basketLines, tillOffers, {
            at: createdAt,
            venue: { id: venue.id, timeZone: venue.timezone, currency },
          }).lines;
          const totals = orderTotals(
            lines.map((line) => ({
              quantity: line.quantity,
              unitPrice: line.unitPrice,
              vatRate: line.vatRate,
              discounts: line.offers.map((offer) => offer.discount),
            })),
          );
          const id = crypto.randomUUID();
          number += 1;
          const card = next() < 0.8;
          const tip = card && next() < 0.3 ? Math.round(totals.total * 0.05) : 0;
          orderRows.push({
            id,
            companyId,
            venueId: venue.id,
            number,
            source: next() < 0.9 ? 'POS' : 'APP',
            status: 'COMPLETED',
            serviceType,
            tableRef: serviceType === 'TABLE_SERVICE' ? String(1 + Math.floor(next() * 20)) : null,
            staffName: STAFF[Math.floor(next() * STAFF.length)] ?? null,
            guestCount: 1 + Math.floor(next() * 4),
            createdAt,
            paidAt: createdAt,
            recordedAt: createdAt,
            accountingDate: accountingDateWithCutoff(createdAt, venue.timezone, venue.accountingCutoff),
            device: `Till ${venueIndex + 1}`,
            total: totals.total,
            vatTotal: totals.vat.reduce((sum, rate) => sum + rate.vat, 0),
            vat: totals.vat,
            paid: totals.total,
            tips: tip,
          });
          lines.forEach((line, position) => {
            lineRows.push({
              companyId,
              orderId: id,
              position,
              itemId: line.itemId,
              title: line.title,
              variations: [],
              quantity: line.quantity,
              unitPrice: line.unitPrice,
              vatRate: line.vatRate,
              offers: line.offers,
              total: totals.lines[position]?.total ?? 0,
              vat: totals.lines[position]?.vat ?? 0,
            });
          });
          paymentRows.push({
            companyId,
            orderId: id,
            method: card ? 'CARD' : 'CASH',
            amount: totals.total,
            tip,
            acquirerReference: card ? `demo-${id.slice(0, 8)}` : null,
            createdAt,
          });
          auditRows.push({
            companyId,
            orderId: id,
            at: createdAt,
            who: 'Demo till',
            device: `Till ${venueIndex + 1}`,
            action: 'created',
            detail: {},
          });
        }
      }
    }
    for (let i = 0; i < orderRows.length; i += 500)
      await tx.insert(orders).values(orderRows.slice(i, i + 500));
    for (let i = 0; i < lineRows.length; i += 500)
      await tx.insert(orderLines).values(lineRows.slice(i, i + 500));
    for (let i = 0; i < paymentRows.length; i += 500)
      await tx.insert(orderPayments).values(paymentRows.slice(i, i + 500));
    for (let i = 0; i < auditRows.length; i += 500)
      await tx.insert(orderAudit).values(auditRows.slice(i, i + 500));
    await tx.insert(orderCounters).values({ venueId: venue.id, companyId, lastNumber: number });
    total += orderRows.length;
  }
  // The history joins the fiscal ledger as if each order had been written through the API.
  await chainUnlinked(tx, companyId);
  return total;
}
