import type { Decor, TableShape } from '../../src/domain/tables.ts';
import type { DB } from '../platform/db/client.ts';
import { diningTables, floorPlans, venues } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';

type Tx = Parameters<Parameters<DB['transaction']>[0]>[0];

interface PlanSeed {
  name: string;
  area: string;
  codes: number[];
  shape: TableShape;
  seats: number;
  decor: Decor[];
}

/** Rooms of every demo venue; codes 1–20 match the demo orders' tables (seed-orders.ts). */
const PLANS: PlanSeed[] = [
  {
    name: 'Matsal',
    area: 'Matsal',
    codes: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    shape: 'SQUARE',
    seats: 4,
    decor: [
      { id: 'w1', kind: 'WALL', x: 0, y: 0, width: 1200, height: 10, rotation: 0, text: '' },
      { id: 'w2', kind: 'WALL', x: 0, y: 0, width: 10, height: 800, rotation: 0, text: '' },
      { id: 'l1', kind: 'LABEL', x: 1000, y: 740, width: 160, height: 40, rotation: 0, text: 'Kök' },
    ],
  },
  {
    name: 'Bar',
    area: 'Bar',
    codes: [13, 14, 15, 16],
    shape: 'ROUND',
    seats: 2,
    decor: [{ id: 'bar', kind: 'WALL', x: 100, y: 600, width: 800, height: 40, rotation: 0, text: '' }],
  },
  {
    name: 'Terrass',
    area: 'Terrass',
    codes: [17, 18, 19, 20],
    shape: 'RECTANGLE',
    seats: 6,
    decor: [],
  },
];

/** The demo's floor plans and tables (issue 19): three rooms per venue. */
export async function seedTables(tx: Tx, companyId: string): Promise<void> {
  const venueRows = await tx.select().from(venues).where(ownRows({ companyId }, venues));
  for (const venue of venueRows) {
    for (const [index, seed] of PLANS.entries()) {
      // Apart in time, so the dining room is the first plan everywhere (lists sort by creation).
      const createdAt = new Date(Date.now() - (PLANS.length - index) * 1000);
      const [plan] = await tx
        .insert(floorPlans)
        .values({ companyId, venueId: venue.id, name: seed.name, decor: seed.decor, createdAt })
        .returning({ id: floorPlans.id });
      if (!plan) continue;
      await tx.insert(diningTables).values(
        seed.codes.map((code, index) => ({
          companyId,
          venueId: venue.id,
          floorPlanId: plan.id,
          code: String(code),
          seats: seed.seats,
          shape: seed.shape,
          width: seed.shape === 'RECTANGLE' ? 160 : 80,
          height: 80,
          posX: 60 + (index % 4) * (seed.shape === 'RECTANGLE' ? 220 : 160),
          posY: 60 + Math.floor(index / 4) * 160,
          rotation: 0,
          area: seed.area,
        })),
      );
    }
  }
}
