import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { categories, items } from '../db/schema/index.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany } from '../test/fixtures.ts';
import { allRows, changedRows, rowWatch } from './snapshot.ts';

describe.each(testDatabaseKinds())('row snapshots on %s', (kind) => {
  let database: Database;
  let company: Awaited<ReturnType<typeof createCompany>>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    company = await createCompany(database.db, { name: 'Snap', email: 'snap@snapshot.test' });
  });
  afterAll(() => database.close());

  it('finds every changed, added and removed row, as two allRows would', async () => {
    const watch = await rowWatch(database.db);
    const before = await watch.snapshot();
    const rowsBefore = await allRows(database.db);
    expect(changedRows(before, await watch.snapshot())).toEqual([[], []]);

    const [first, second] = company.items;
    if (!first || !second) throw new Error('fixture: items');
    await database.db.update(items).set({ title: 'Renamed' }).where(eq(items.id, first.id));
    await database.db.insert(categories).values({ companyId: company.company.id, name: 'New', vatRate: 12 });
    const after = await watch.snapshot();
    const rowsAfter = await allRows(database.db);

    const [was, is] = changedRows(before, after);
    const gone = rowsBefore.filter((row) => !rowsAfter.includes(row));
    const added = rowsAfter.filter((row) => !rowsBefore.includes(row));
    // Exactly the tables whose rows moved (the two written, and what their triggers wrote), in full.
    const tableOf = (row: string) => row.slice(0, row.indexOf(':'));
    const moved = new Set([...gone, ...added].map(tableOf));
    expect([...moved]).toEqual(expect.arrayContaining(['categories', 'items']));
    expect(new Set([...was, ...is].map(tableOf))).toEqual(moved);
    expect(was).toEqual(rowsBefore.filter((row) => moved.has(tableOf(row))));
    expect(was.filter((row) => !is.includes(row))).toEqual(gone);
    expect(is.filter((row) => !was.includes(row))).toEqual(added);
    expect(added.some((row) => row.includes('"Renamed"'))).toBe(true);
    expect(added.some((row) => row.includes('"New"'))).toBe(true);
    // The later snapshot holds the database's rows, unchanged tables and read-again ones alike.
    expect([...after.values()].flatMap((table) => table.rows).sort()).toEqual(rowsAfter);
  });
});
