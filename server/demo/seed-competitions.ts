import { asc } from 'drizzle-orm';
import type { DB } from '../platform/db/client.ts';
import { categories, competitions } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';

type Tx = Parameters<Parameters<DB['transaction']>[0]>[0];

/**
 * A running sales competition for the demo (issue 21 item 3): the last 30 days through the next
 * 30, on the first category by name, counted by quantity, so the board shows the demo orders.
 */
export async function seedCompetitions(tx: Tx, companyId: string): Promise<void> {
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(ownRows({ companyId }, categories))
    .orderBy(asc(categories.name))
    .limit(1);
  if (!category) return;
  const day = 86_400_000;
  await tx.insert(competitions).values({
    companyId,
    name: 'Månadens säljare',
    metric: 'QUANTITY',
    startsAt: new Date(Date.now() - 30 * day),
    endsAt: new Date(Date.now() + 30 * day),
    categoryIds: [category.id],
  });
}
