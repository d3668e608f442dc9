import { asc, eq, inArray, sql } from 'drizzle-orm';
import { setActor } from '../platform/actor.ts';
import type { Tx } from '../platform/db/queryable.ts';
import { changeLog, items, menuEntries, menus, users } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';

const DAY_MS = 24 * 3_600_000;

/**
 * The demo's change history (issue 16, item 8): a week of edits by the owner (Astrid) and the menu
 * manager (Maja), made through the tables like any write, so the history trigger records them and
 * each can be reverted; then dated back over the last days. Prices of products (default prices)
 * are left alone: other demos and tests read them.
 */
export async function seedHistory(tx: Tx, companyId: string): Promise<void> {
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(ownRows({ companyId }, users, inArray(users.email, ['demo@ordna.se', 'menus@ordna.se'])));
  const owner = people.find((user) => user.email === 'demo@ordna.se')?.id;
  const manager = people.find((user) => user.email === 'menus@ordna.se')?.id;
  if (!owner || !manager) return;
  const menuRows = await tx
    .select({ id: menus.id, name: menus.name })
    .from(menus)
    .where(ownRows({ companyId }, menus, inArray(menus.name, ['Lunch', 'Kvällsmeny', 'Take away'])));
  const menuId = (name: string) => menuRows.find((menu) => menu.name === name)?.id ?? '';
  const entriesOf = (name: string) =>
    tx
      .select({ id: menuEntries.id, price: menuEntries.price, timePrices: menuEntries.timePrices })
      .from(menuEntries)
      .innerJoin(items, eq(items.id, menuEntries.itemId))
      .where(eq(menuEntries.menuId, menuId(name)))
      .orderBy(asc(items.title));
  const [lunch, evening, takeAway] = await Promise.all([
    entriesOf('Lunch'),
    entriesOf('Kvällsmeny'),
    entriesOf('Take away'),
  ]);
  const [product] = await tx
    .select({ id: items.id, title: items.title, titleLang: items.titleLang })
    .from(items)
    .where(ownRows({ companyId }, items))
    .orderBy(asc(items.title))
    .limit(1);

  /** One edit as a user, dated `daysAgo` days back (at a working hour). */
  const edit = async (userId: string, daysAgo: number, hour: number, write: () => Promise<unknown>) => {
    await setActor(tx, { userId, realUserId: null });
    await write();
    const at = new Date(Date.now() - daysAgo * DAY_MS);
    at.setUTCHours(hour, 10 + daysAgo, 0, 0);
    // The rows of this write are dated `now()` (the transaction's start, in microseconds: a
    // JavaScript Date read back would not compare equal on PostgreSQL); earlier edits are already
    // dated back, so this moves exactly this write's rows.
    await tx
      .update(changeLog)
      .set({ at })
      .where(ownRows({ companyId }, changeLog, eq(changeLog.actorId, userId), sql`${changeLog.at} = now()`));
  };
  const setPrice = (entry: { id: string } | undefined, price: number) => async () => {
    if (entry) await tx.update(menuEntries).set({ price }).where(eq(menuEntries.id, entry.id));
  };

  const firstLunch = lunch[0];
  const firstTakeAway = takeAway[0];
  const happy = evening.find((entry) => entry.timePrices.length > 0);
  const plain = evening.find((entry) => entry.timePrices.length === 0);
  if (firstLunch) await edit(owner, 6, 8, setPrice(firstLunch, firstLunch.price + 1_000));
  if (product)
    await edit(owner, 5, 9, async () => {
      await tx
        .update(items)
        .set({ titleLang: { ...product.titleLang, no: product.title }, version: sql`${items.version} + 1` })
        .where(eq(items.id, product.id));
    });
  if (firstTakeAway) await edit(manager, 4, 13, setPrice(firstTakeAway, firstTakeAway.price - 500));
  if (happy)
    // Happy hour from 15:00 instead of 16:00 on the first drink, Monday to Friday.
    await edit(manager, 3, 14, async () => {
      const widened = happy.timePrices.map((price) => ({
        ...price,
        windows: price.windows.map((window) => ({ ...window, start: 15 * 60 })),
      }));
      await tx.update(menuEntries).set({ timePrices: widened }).where(eq(menuEntries.id, happy.id));
    });
  if (plain) await edit(owner, 2, 10, setPrice(plain, plain.price + 2_000));
  if (firstLunch) await edit(manager, 1, 9, setPrice(firstLunch, firstLunch.price + 500));
  await tx.execute(sql`select set_config('ordna.actor', '', true)`);
}
