import { eq } from 'drizzle-orm';
import { accountingDateWithCutoff } from '../../src/domain/accountingDay.ts';
import { orderTotals } from '../../src/domain/orders.ts';
import { chainUnlinked } from '../orders/ledger.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import {
  accountHolders,
  companies,
  orderLines,
  orderPayments,
  orders,
  venues,
} from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';
import { DEMO_ORDER_DAYS } from './seed-orders.ts';

const MENU = [
  { title: 'Kaffe', price: 3900 },
  { title: 'Cappuccino', price: 4900 },
  { title: 'Kanelbulle', price: 3500 },
  { title: 'Smörgås', price: 7900 },
];

/**
 * The payments-only demo company (Café Lilla Torget, docs/payments.md): card payments of the last
 * `days` days, so /payments-transactions shows data with no provider configured, and one account
 * holder waiting for verification (the onboarding state). Payouts and reports come from the
 * provider: without one they show "not configured".
 */
export async function seedPayments(tx: Queryable, days = Math.min(DEMO_ORDER_DAYS, 30), now = new Date()) {
  const [cafe] = await tx.select().from(companies).where(eq(companies.legalEntityId, 'LE-DEMO-0002'));
  if (!cafe) return 0;
  const [venue] = await tx
    .select()
    .from(venues)
    .where(ownRows({ companyId: cafe.id }, venues));
  if (!venue) return 0;
  await tx.insert(accountHolders).values({
    companyId: cafe.id,
    legalEntityId: 'LE-DEMO-0002',
    providerId: 'AH-DEMO-0002',
    legalName: cafe.legalName || cafe.name,
    country: 'SE',
    email: 'elsa@lillatorget.se',
    shareholders: [{ name: 'Elsa Nord', jobTitle: 'VD' }],
    status: 'PENDING',
  });
  let state = 20261124;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const lineRows: (typeof orderLines.$inferInsert)[] = [];
  const paymentRows: (typeof orderPayments.$inferInsert)[] = [];
  let number = 0;
  for (let day = days; day >= 1; day--) {
    const count = 6 + Math.floor(next() * 8);
    for (let n = 0; n < count; n++) {
      const createdAt = new Date(now.getTime() - day * 86_400_000 + (7 + next() * 10 - 12) * 3_600_000);
      const item = MENU[Math.floor(next() * MENU.length)] ?? MENU[0];
      if (!item) continue;
      const quantity = next() < 0.7 ? 1 : 2;
      const totals = orderTotals([{ quantity, unitPrice: item.price, vatRate: 12, discounts: [] }]);
      const id = crypto.randomUUID();
      number += 1;
      const tip = next() < 0.2 ? 1000 : 0;
      orderRows.push({
        id,
        companyId: cafe.id,
        venueId: venue.id,
        number,
        source: 'POS',
        status: 'COMPLETED',
        serviceType: 'EAT_HERE',
        createdAt,
        paidAt: createdAt,
        recordedAt: createdAt,
        accountingDate: accountingDateWithCutoff(createdAt, venue.timezone, venue.accountingCutoff),
        device: 'Terminal 1',
        total: totals.total,
        vatTotal: totals.vat.reduce((sum, rate) => sum + rate.vat, 0),
        vat: totals.vat,
        paid: totals.total,
        tips: tip,
      });
      lineRows.push({
        companyId: cafe.id,
        orderId: id,
        position: 0,
        title: item.title,
        variations: [],
        quantity,
        unitPrice: item.price,
        vatRate: 12,
        offers: [],
        total: totals.lines[0]?.total ?? totals.total,
        vat: totals.lines[0]?.vat ?? 0,
      });
      paymentRows.push({
        companyId: cafe.id,
        orderId: id,
        method: 'CARD',
        amount: totals.total,
        tip,
        acquirerReference: `PSP${String(883100000 + number)}`,
        createdAt,
      });
    }
  }
  for (let i = 0; i < orderRows.length; i += 500) await tx.insert(orders).values(orderRows.slice(i, i + 500));
  for (let i = 0; i < lineRows.length; i += 500)
    await tx.insert(orderLines).values(lineRows.slice(i, i + 500));
  for (let i = 0; i < paymentRows.length; i += 500)
    await tx.insert(orderPayments).values(paymentRows.slice(i, i + 500));
  await chainUnlinked(tx, cafe.id);
  return orderRows.length;
}
