import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingDateWithCutoff } from '../../src/domain/accountingDay.ts';
import { orderTotals } from '../../src/domain/orders.ts';
import type { Database } from '../platform/db/client.ts';
import { orderLines, orders, venues } from '../platform/db/schema/index.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany } from '../test/fixtures.ts';
import { rebuildRollups, recomputedRollups, storedRollups } from './rollups.ts';

const STATUSES = [
  'SCHEDULED',
  'PENDING',
  'ACCEPTED',
  'COMPLETED',
  'CANCELLED',
  'REJECTED',
  'REFUNDED',
] as const;

const orderArb = fc.record({
  minutes: fc.integer({ min: 0, max: 60 * 24 * 6 }),
  status: fc.constantFrom(...STATUSES),
  source: fc.constantFrom('POS', 'APP', 'EXPRESS'),
  serviceType: fc.constantFrom('EAT_HERE', 'TAKE_AWAY'),
  tips: fc.constantFrom(0, 0, 500),
  lines: fc.array(
    fc.record({
      item: fc.integer({ min: 0, max: 2 }),
      quantity: fc.integer({ min: 1, max: 3 }),
      unitPrice: fc.integer({ min: 100, max: 5000 }),
      vatRate: fc.constantFrom(12, 25, 15),
    }),
    { minLength: 1, maxLength: 3 },
  ),
});
type OrderSpec = typeof orderArb extends fc.Arbitrary<infer T> ? T : never;
const opArb = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), order: orderArb }),
  fc.record({ kind: fc.constant('status' as const), pick: fc.nat(), status: fc.constantFrom(...STATUSES) }),
  fc.record({
    kind: fc.constant('refund' as const),
    pick: fc.nat(),
    amount: fc.integer({ min: 1, max: 2000 }),
  }),
  fc.record({
    kind: fc.constant('move' as const),
    pick: fc.nat(),
    minutes: fc.integer({ min: 0, max: 8000 }),
  }),
  fc.record({ kind: fc.constant('timezone' as const), tz: fc.constantFrom('Europe/Oslo', 'Europe/London') }),
);

describe.each(testDatabaseKinds())('finance rollups on %s', (kind) => {
  let database: Database;
  let company: Awaited<ReturnType<typeof createCompany>>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    company = await createCompany(database.db, { name: 'Rollup', email: 'rollup@example.com' });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('equal a recomputation from raw orders after any sequence of writes', async () => {
    const db = database.db;
    const base = new Date('2026-03-27T00:00:00Z').getTime(); // spans the spring DST change
    let number = 0;
    /** One order and its lines, both in one transaction, as the orders service writes them. */
    const insert = async (order: OrderSpec, venue: typeof venues.$inferSelect) => {
      const createdAt = new Date(base + order.minutes * 60_000);
      const totals = orderTotals(order.lines.map((line) => ({ ...line, discounts: [] })));
      const id = crypto.randomUUID();
      number += 1;
      await db.transaction(async (tx) => {
        await tx.insert(orders).values({
          id,
          companyId: company.company.id,
          venueId: venue.id,
          number,
          source: order.source,
          status: order.status,
          serviceType: order.serviceType,
          createdAt,
          accountingDate: accountingDateWithCutoff(createdAt, venue.timezone, venue.accountingCutoff),
          total: totals.total,
          vatTotal: totals.vat.reduce((sum, rate) => sum + rate.vat, 0),
          vat: totals.vat,
          paid: totals.total,
          tips: order.tips,
        });
        await tx.insert(orderLines).values(
          order.lines.map((line, position) => ({
            companyId: company.company.id,
            orderId: id,
            position,
            itemId: company.items[line.item]?.id ?? null,
            title: `Item ${line.item}`,
            variations: [],
            quantity: line.quantity,
            unitPrice: line.unitPrice,
            vatRate: line.vatRate,
            offers: [],
            total: totals.lines[position]?.total ?? 0,
            vat: totals.lines[position]?.vat ?? 0,
          })),
        );
      });
      return id;
    };
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        const ids: string[] = [];
        for (const op of ops) {
          const [venue] = await db.select().from(venues).where(eq(venues.id, company.venue.id));
          if (!venue) throw new Error('venue');
          if (op.kind === 'insert') {
            const id = await insert(op.order, venue);
            ids.push(id);
          } else if (op.kind === 'timezone') {
            await db.update(venues).set({ timezone: op.tz }).where(eq(venues.id, venue.id));
          } else {
            const id = ids[op.pick % Math.max(ids.length, 1)];
            if (!id) continue;
            if (op.kind === 'status')
              await db.update(orders).set({ status: op.status }).where(eq(orders.id, id));
            if (op.kind === 'refund')
              await db
                .update(orders)
                .set({ refunded: sql`least(${orders.total}, ${orders.refunded} + ${op.amount})` })
                .where(eq(orders.id, id));
            if (op.kind === 'move') {
              const createdAt = new Date(base + op.minutes * 60_000);
              await db
                .update(orders)
                .set({
                  createdAt,
                  accountingDate: accountingDateWithCutoff(createdAt, venue.timezone, venue.accountingCutoff),
                })
                .where(eq(orders.id, id));
            }
          }
        }
        const stored = await storedRollups(db, company.company.id);
        const recomputed = await recomputedRollups(db, company.company.id);
        expect(stored).toEqual(recomputed);
      }),
      { numRuns: 12 },
    );
    // The repair path gives the same figures, with at least one counted sale in them (the random
    // runs may leave every order cancelled).
    const [venue] = await db.select().from(venues).where(eq(venues.id, company.venue.id));
    if (!venue) throw new Error('venue');
    await insert(
      {
        minutes: 600,
        status: 'COMPLETED',
        source: 'POS',
        serviceType: 'EAT_HERE',
        tips: 0,
        lines: [{ item: 0, quantity: 1, unitPrice: 1000, vatRate: 12 }],
      },
      venue,
    );
    const before = await storedRollups(db, company.company.id);
    await rebuildRollups(db, company.company.id);
    expect(await storedRollups(db, company.company.id)).toEqual(before);
    expect(before.hourly.length).toBeGreaterThan(0);
  }, 240_000);
});
