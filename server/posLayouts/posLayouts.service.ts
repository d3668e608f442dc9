import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { BUTTON_KINDS, gridProblems, PALETTE } from '../../src/domain/posLayout.ts';
import { DomainError, type FieldProblem } from '../platform/api/domainError.ts';
import { checkVersion, isUuid } from '../platform/api/versioned.ts';
import type { Queryable, Tx } from '../platform/db/queryable.ts';
import {
  items,
  offers,
  posButtons,
  posLayoutCategories,
  posLayouts,
  posPages,
  type Translations,
  upsells,
} from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';

export type LayoutRow = typeof posLayouts.$inferSelect;
export type CategoryRow = typeof posLayoutCategories.$inferSelect;
export type PageRow = typeof posPages.$inferSelect;
export type ButtonRow = typeof posButtons.$inferSelect & {
  itemTitle: string | null;
  itemPrice: number | null;
};

type Code =
  | 'NOT_FOUND'
  | 'CHECK_FIELDS'
  | 'NAME_REQUIRED'
  | 'INVALID_CHOICE'
  | 'UNKNOWN_REFERENCE'
  | 'GRID_SIZE'
  | 'BUTTON_OUTSIDE'
  | 'BUTTONS_OVERLAP'
  | 'SELF_LINK'
  | 'CATEGORY_PAGE';

const problem = (field: string, code: Code): FieldProblem => ({
  field,
  code,
  wording: (t) => t.posLayouts.errors[code](),
});
export const notFound = () => new DomainError('NOT_FOUND', (t) => t.posLayouts.errors.NOT_FOUND());
const refuse = (problems: FieldProblem[]) =>
  new DomainError('BAD_USER_INPUT', (t) => t.posLayouts.errors.CHECK_FIELDS(), { problems });

function checkName(name: string, field = 'name') {
  if (name.trim() === '') throw refuse([problem(field, 'NAME_REQUIRED')]);
}

async function owned<T extends typeof posLayouts | typeof posPages | typeof posLayoutCategories>(
  db: Queryable,
  table: T,
  companyId: string,
  id: string,
  lock = false,
) {
  if (!isUuid(id)) throw notFound();
  const query = db
    .select()
    .from(table as typeof posLayouts)
    .where(ownRows({ companyId }, table as typeof posLayouts, eq((table as typeof posLayouts).id, id)));
  // A versioned write locks the row for its transaction, so two saves from one version cannot both pass.
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row as unknown as T['$inferSelect'];
}

export const layoutOf = (db: Queryable, companyId: string, id: string) =>
  owned(db, posLayouts, companyId, id);
export async function pageOf(db: Queryable, companyId: string, id: string, lock = false) {
  const page = await owned(db, posPages, companyId, id, lock);
  if (page.deleted) throw notFound();
  return page;
}

export function listLayouts(db: Queryable, companyId: string) {
  return db
    .select()
    .from(posLayouts)
    .where(ownRows({ companyId }, posLayouts))
    .orderBy(asc(posLayouts.createdAt), asc(posLayouts.id));
}

export function categoriesOf(db: Queryable, companyId: string, layoutIds: string[]) {
  if (layoutIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(posLayoutCategories)
    .where(ownRows({ companyId }, posLayoutCategories, inArray(posLayoutCategories.layoutId, layoutIds)))
    .orderBy(asc(posLayoutCategories.order), asc(posLayoutCategories.id));
}

export function pagesOf(db: Queryable, companyId: string, layoutIds: string[]) {
  if (layoutIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(posPages)
    .where(
      ownRows({ companyId }, posPages, inArray(posPages.layoutId, layoutIds), eq(posPages.deleted, false)),
    )
    .orderBy(asc(posPages.createdAt), asc(posPages.id));
}

export async function buttonsOf(db: Queryable, companyId: string, pageId: string): Promise<ButtonRow[]> {
  const rows = await db
    .select({ button: posButtons, itemTitle: items.title, itemPrice: items.defaultPrice })
    .from(posButtons)
    .leftJoin(items, eq(items.id, posButtons.itemId))
    .where(ownRows({ companyId }, posButtons, eq(posButtons.pageId, pageId)))
    .orderBy(asc(posButtons.row), asc(posButtons.col));
  return rows.map((r) => ({ ...r.button, itemTitle: r.itemTitle, itemPrice: r.itemPrice }));
}

export async function createLayout(tx: Tx, companyId: string, name: string, nameLang: Translations) {
  checkName(name);
  const [row] = await tx.insert(posLayouts).values({ companyId, name: name.trim(), nameLang }).returning();
  return row as LayoutRow;
}

export async function renameLayout(
  tx: Tx,
  companyId: string,
  id: string,
  name: string,
  nameLang: Translations,
) {
  await layoutOf(tx, companyId, id);
  checkName(name);
  const [row] = await tx
    .update(posLayouts)
    .set({ name: name.trim(), nameLang })
    .where(ownRows({ companyId }, posLayouts, eq(posLayouts.id, id)))
    .returning();
  return row as LayoutRow;
}

export async function deleteLayout(tx: Tx, companyId: string, id: string) {
  await layoutOf(tx, companyId, id);
  const pageIds = (await tx.select({ id: posPages.id }).from(posPages).where(eq(posPages.layoutId, id))).map(
    (p) => p.id,
  );
  if (pageIds.length) await tx.delete(posButtons).where(inArray(posButtons.pageId, pageIds));
  await tx.delete(posLayouts).where(ownRows({ companyId }, posLayouts, eq(posLayouts.id, id)));
  return true;
}

/** A copy of the layout with its categories, pages and buttons (links point at the copies). */
export async function duplicateLayout(
  tx: Tx,
  companyId: string,
  id: string,
  name: string,
  nameLang: Translations | null = null,
) {
  const source = await layoutOf(tx, companyId, id);
  const copy = await createLayout(tx, companyId, name, nameLang ?? source.nameLang);
  const pages = await pagesOf(tx, companyId, [id]);
  const pageMap = new Map<string, string>();
  for (const p of pages) {
    const [row] = await tx
      .insert(posPages)
      .values({
        companyId,
        layoutId: copy.id,
        name: p.name,
        nameLang: p.nameLang,
        columns: p.columns,
        rows: p.rows,
      })
      .returning({ id: posPages.id });
    pageMap.set(p.id, row?.id as string);
  }
  for (const c of await categoriesOf(tx, companyId, [id])) {
    const pageId = pageMap.get(c.pageId);
    if (pageId)
      await tx.insert(posLayoutCategories).values({ ...c, id: undefined, layoutId: copy.id, pageId });
  }
  for (const p of pages) {
    const buttons = await tx.select().from(posButtons).where(eq(posButtons.pageId, p.id));
    const copies = buttons
      .filter((b) => !b.targetPageId || pageMap.has(b.targetPageId))
      .map((b) => ({
        ...b,
        id: undefined,
        pageId: pageMap.get(p.id) as string,
        targetPageId: b.targetPageId ? (pageMap.get(b.targetPageId) ?? null) : null,
      }));
    if (copies.length) await tx.insert(posButtons).values(copies);
  }
  return copy;
}

export interface CategoryInputShape {
  name: string;
  nameLang: Translations;
  color: string;
  order: number;
}

function checkCategory(input: CategoryInputShape) {
  const problems: FieldProblem[] = [];
  if (input.name.trim() === '') problems.push(problem('name', 'NAME_REQUIRED'));
  if (!(PALETTE as readonly string[]).includes(input.color))
    problems.push(problem('color', 'INVALID_CHOICE'));
  if (problems.length) throw refuse(problems);
}

/** A layout category and the page it shows. */
export async function createCategory(tx: Tx, companyId: string, layoutId: string, input: CategoryInputShape) {
  await layoutOf(tx, companyId, layoutId);
  checkCategory(input);
  const [page] = await tx
    .insert(posPages)
    .values({ companyId, layoutId, name: input.name.trim(), nameLang: input.nameLang })
    .returning();
  const [row] = await tx
    .insert(posLayoutCategories)
    .values({
      companyId,
      layoutId,
      pageId: page?.id as string,
      name: input.name.trim(),
      nameLang: input.nameLang,
      color: input.color,
      order: input.order,
    })
    .returning();
  return row as CategoryRow;
}

/** Renames, recolours or reorders a category; a stale `expectedVersion` is CONFLICT. */
export async function updateCategory(
  tx: Tx,
  companyId: string,
  id: string,
  input: CategoryInputShape,
  expectedVersion: number | null = null,
) {
  const current = await owned(tx, posLayoutCategories, companyId, id, true);
  checkVersion(current.version, expectedVersion);
  checkCategory(input);
  const [row] = await tx
    .update(posLayoutCategories)
    .set({
      name: input.name.trim(),
      nameLang: input.nameLang,
      color: input.color,
      order: input.order,
      version: sql`${posLayoutCategories.version} + 1`,
    })
    .where(ownRows({ companyId }, posLayoutCategories, eq(posLayoutCategories.id, id)))
    .returning();
  // The category's page carries its name (the breadcrumb and "where" lists show page names).
  await tx
    .update(posPages)
    .set({ name: input.name.trim(), nameLang: input.nameLang })
    .where(ownRows({ companyId }, posPages, eq(posPages.id, current.pageId)));
  return row as CategoryRow;
}

/**
 * Deletes a category with its page and the page's buttons, and every button on other pages that
 * links to that page (those pages' versions move on), in the caller's transaction.
 */
export async function deleteCategory(tx: Tx, companyId: string, id: string) {
  const category = await owned(tx, posLayoutCategories, companyId, id, true);
  const removed = await tx
    .delete(posButtons)
    .where(ownRows({ companyId }, posButtons, eq(posButtons.targetPageId, category.pageId)))
    .returning({ pageId: posButtons.pageId });
  await bumpPages(
    tx,
    removed.map((r) => r.pageId).filter((p) => p !== category.pageId),
  );
  await tx.delete(posPages).where(eq(posPages.id, category.pageId));
  return true;
}

/** Pages whose buttons changed outside `updatePage` move to a new version (an open editor's save conflicts). */
async function bumpPages(tx: Tx, pageIds: string[]) {
  const ids = [...new Set(pageIds)];
  if (ids.length)
    await tx
      .update(posPages)
      .set({ version: sql`${posPages.version} + 1` })
      .where(inArray(posPages.id, ids));
}

export async function createSubPage(
  tx: Tx,
  companyId: string,
  layoutId: string,
  input: { name: string; nameLang: Translations; columns: number; rows: number },
) {
  await layoutOf(tx, companyId, layoutId);
  checkName(input.name);
  if (gridProblems(input.columns, input.rows, []).length) throw refuse([problem('columns', 'GRID_SIZE')]);
  const [row] = await tx
    .insert(posPages)
    .values({
      companyId,
      layoutId,
      name: input.name.trim(),
      nameLang: input.nameLang,
      columns: input.columns,
      rows: input.rows,
    })
    .returning();
  return row as PageRow;
}

export interface ButtonInputShape {
  kind: string;
  col: number;
  row: number;
  width: number;
  height: number;
  color: string | null;
  label: string | null;
  itemId: string | null;
  targetPageId: string | null;
  upsellId: string | null;
  offerId: string | null;
}

async function allOwned(
  db: Queryable,
  table: typeof items | typeof upsells | typeof offers | typeof posPages,
  companyId: string,
  ids: string[],
  extra?: ReturnType<typeof eq>,
) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return true;
  if (!wanted.every(isUuid)) return false;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(ownRows({ companyId }, table, inArray(table.id, wanted), extra));
  return rows.length === wanted.length;
}

/**
 * updatePage(pageId, { buttons: { set } }) of spec section 7: the page's buttons become exactly these.
 * A button pointing at another company's (or a missing) product, page, upsell or offer is refused
 * as an unknown reference; a page smaller than its buttons is refused.
 */
export async function updatePage(
  tx: Tx,
  companyId: string,
  pageId: string,
  data: {
    name?: string | null;
    nameLang?: Translations | null;
    columns?: number | null;
    rows?: number | null;
    buttons?: ButtonInputShape[] | null;
  },
  expectedVersion: number | null = null,
) {
  const page = await pageOf(tx, companyId, pageId, true);
  checkVersion(page.version, expectedVersion);
  const columns = data.columns ?? page.columns;
  const rows = data.rows ?? page.rows;
  const buttons =
    data.buttons ??
    (await tx.select().from(posButtons).where(eq(posButtons.pageId, pageId))).map(
      (b) => ({ ...b }) as ButtonInputShape,
    );
  const problems: FieldProblem[] = [];
  if (data.name != null && data.name.trim() === '') problems.push(problem('name', 'NAME_REQUIRED'));
  for (const p of gridProblems(columns, rows, buttons))
    problems.push(problem(p === 'GRID_SIZE' ? 'columns' : 'buttons', p));
  const kinds = BUTTON_KINDS as readonly string[];
  if (
    buttons.some(
      (b) =>
        !kinds.includes(b.kind) || (b.color !== null && !(PALETTE as readonly string[]).includes(b.color)),
    )
  )
    problems.push(problem('buttons', 'INVALID_CHOICE'));
  const target = (b: ButtonInputShape) =>
    b.kind === 'ITEM'
      ? b.itemId
      : b.kind === 'PAGE'
        ? b.targetPageId
        : b.kind === 'UPSELL'
          ? b.upsellId
          : b.offerId;
  if (buttons.some((b) => !target(b))) problems.push(problem('buttons', 'UNKNOWN_REFERENCE'));
  if (buttons.some((b) => b.kind === 'PAGE' && b.targetPageId === pageId))
    problems.push(problem('buttons', 'SELF_LINK'));
  if (problems.length) throw refuse(problems);
  const ids = (kind: string) => buttons.filter((b) => b.kind === kind).map((b) => target(b) as string);
  const ok =
    (await allOwned(tx, items, companyId, ids('ITEM'), eq(items.deleted, false))) &&
    (await allOwned(
      tx,
      posPages,
      companyId,
      ids('PAGE'),
      and(eq(posPages.layoutId, page.layoutId), eq(posPages.deleted, false)) as ReturnType<typeof eq>,
    )) &&
    (await allOwned(tx, upsells, companyId, ids('UPSELL'))) &&
    (await allOwned(tx, offers, companyId, ids('OFFER'), eq(offers.type, 'BUNDLE')));
  if (!ok) throw refuse([problem('buttons', 'UNKNOWN_REFERENCE')]);

  await tx
    .update(posPages)
    .set({
      columns,
      rows,
      version: sql`${posPages.version} + 1`,
      ...(data.name != null ? { name: data.name.trim() } : {}),
      ...(data.nameLang != null ? { nameLang: data.nameLang } : {}),
    })
    .where(eq(posPages.id, pageId));
  if (data.buttons) {
    await tx.delete(posButtons).where(eq(posButtons.pageId, pageId));
    if (buttons.length)
      await tx.insert(posButtons).values(
        buttons.map((b) => ({
          companyId,
          pageId,
          kind: b.kind,
          col: b.col,
          row: b.row,
          width: b.width,
          height: b.height,
          color: b.color,
          label: b.label,
          itemId: b.kind === 'ITEM' ? b.itemId : null,
          targetPageId: b.kind === 'PAGE' ? b.targetPageId : null,
          upsellId: b.kind === 'UPSELL' ? b.upsellId : null,
          offerId: b.kind === 'OFFER' ? b.offerId : null,
        })),
      );
  }
  return pageOf(tx, companyId, pageId);
}

/** The pages holding buttons that link to this page, with how many (asked before removing it). */
export async function pageReferences(db: Queryable, companyId: string, pageId: string) {
  await pageOf(db, companyId, pageId);
  const rows = await db
    .select({ pageId: posButtons.pageId, name: posPages.name })
    .from(posButtons)
    .innerJoin(posPages, eq(posPages.id, posButtons.pageId))
    .where(
      ownRows({ companyId }, posButtons, eq(posButtons.targetPageId, pageId), ne(posButtons.pageId, pageId)),
    );
  const counts = new Map<string, { pageId: string; name: string; count: number }>();
  for (const r of rows) {
    const entry = counts.get(r.pageId) ?? { pageId: r.pageId, name: r.name, count: 0 };
    entry.count++;
    counts.set(r.pageId, entry);
  }
  return [...counts.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Removes a sub-page in one transaction (the caller's): every button that points to it, on every
 * page, goes first, then the page is marked deleted with its own buttons removed. Answers the ids
 * of the pages that lost buttons.
 */
export async function removeSubPage(tx: Tx, companyId: string, pageId: string) {
  const page = await pageOf(tx, companyId, pageId);
  const [category] = await tx
    .select()
    .from(posLayoutCategories)
    .where(eq(posLayoutCategories.pageId, page.id));
  if (category) throw refuse([problem('pageId', 'CATEGORY_PAGE')]);
  const removed = await tx
    .delete(posButtons)
    .where(ownRows({ companyId }, posButtons, eq(posButtons.targetPageId, pageId)))
    .returning({ pageId: posButtons.pageId });
  await tx.delete(posButtons).where(eq(posButtons.pageId, pageId));
  await tx.update(posPages).set({ deleted: true }).where(eq(posPages.id, pageId));
  const changed = [...new Set(removed.map((r) => r.pageId))].filter((p) => p !== pageId).sort();
  await bumpPages(tx, changed);
  return changed;
}
