import { asc, eq, inArray } from 'drizzle-orm';
import type { CountryCode } from '../../src/domain/countries.ts';
import { orderTotals } from '../../src/domain/orders.ts';
import {
  KIND_NAMES,
  type LibraryTemplate,
  libraryTemplate,
  nameIn,
  translationsOf,
  type VenueKind,
} from '../../src/domain/productLibrary/index.ts';
import { createOrder } from '../orders/orders.service.ts';
import { DomainError } from '../platform/api/domainError.ts';
import type { Viewer } from '../platform/context.ts';
import type { Queryable, Tx } from '../platform/db/queryable.ts';
import {
  categories,
  companies,
  courseTypes,
  itemCategories,
  items,
  itemVariationGroups,
  posButtons,
  posLayoutCategories,
  posLayouts,
  posPages,
  variationGroups,
  variations,
} from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';
import { ensureVenue } from './onboarding.service.ts';

export async function companyFacts(db: Queryable, companyId: string) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw new DomainError('NOT_FOUND', (t) => t.errors.notFound());
  return { country: company.country as CountryCode, language: company.defaultLanguage };
}

export interface ImportSummary {
  categories: number;
  products: number;
  courseTypes: number;
  modifierGroups: number;
}

/**
 * Imports a library template in one go (issue 22, "product library"). Applying it again merges:
 * what exists by name (category, course, modifier group, product title) is kept and linked, only
 * what is missing is created, so nothing doubles. Answers what was created this time.
 */
export async function importLibrary(
  tx: Tx,
  companyId: string,
  template: LibraryTemplate,
): Promise<ImportSummary> {
  const tenant = { companyId };
  const summary: ImportSummary = { categories: 0, products: 0, courseTypes: 0, modifierGroups: 0 };
  const courseIds = new Map<string, string>();
  const existingCourses = await tx.select().from(courseTypes).where(ownRows(tenant, courseTypes));
  for (const course of template.courses) {
    let id = existingCourses.find((row) => row.name === course.name)?.id;
    if (!id) {
      const [row] = await tx
        .insert(courseTypes)
        .values({ companyId, name: course.name, nameLang: course.nameLang, position: course.position })
        .returning({ id: courseTypes.id });
      id = row?.id;
      summary.courseTypes++;
    }
    if (id) courseIds.set(course.key, id);
  }
  const groupIds = new Map<string, string>();
  const existingGroups = await tx.select().from(variationGroups).where(ownRows(tenant, variationGroups));
  for (const modifier of template.modifiers) {
    let id = existingGroups.find((row) => row.title === modifier.title)?.id;
    if (!id) {
      const [row] = await tx
        .insert(variationGroups)
        .values({ companyId, title: modifier.title, titleLang: modifier.titleLang })
        .returning({ id: variationGroups.id });
      if (!row) continue;
      id = row.id;
      await tx.insert(variations).values(
        modifier.options.map((option, position) => ({
          companyId,
          groupId: row.id,
          name: option.name,
          nameLang: option.nameLang,
          price: option.price,
          position,
        })),
      );
      summary.modifierGroups++;
    }
    groupIds.set(modifier.key, id);
  }
  const existingCategories = await tx.select().from(categories).where(ownRows(tenant, categories));
  const existingItems = await tx
    .select({ id: items.id, title: items.title })
    .from(items)
    .where(ownRows(tenant, items, eq(items.deleted, false)));
  const itemByTitle = new Map(existingItems.map((row) => [row.title, row.id]));
  for (const category of template.categories) {
    let categoryId = existingCategories.find((row) => row.name === category.name)?.id;
    if (!categoryId) {
      const [row] = await tx
        .insert(categories)
        .values({
          companyId,
          name: category.name,
          nameLang: category.nameLang,
          color: category.color,
          vatRate: category.vatRate,
          courseTypeId: category.courseKey ? (courseIds.get(category.courseKey) ?? null) : null,
        })
        .returning({ id: categories.id });
      categoryId = row?.id;
      summary.categories++;
    }
    if (!categoryId) continue;
    for (const [position, product] of category.products.entries()) {
      let itemId = itemByTitle.get(product.title);
      if (!itemId) {
        const [row] = await tx
          .insert(items)
          .values({
            companyId,
            title: product.title,
            titleLang: product.titleLang,
            defaultPrice: product.price,
            vatRate: product.vatRate,
            takeAwayVatRate: product.takeAwayVatRate,
            courseTypeId: product.courseKey ? (courseIds.get(product.courseKey) ?? null) : null,
          })
          .returning({ id: items.id });
        if (!row) continue;
        itemId = row.id;
        itemByTitle.set(product.title, itemId);
        summary.products++;
        for (const [index, key] of product.modifiers.entries()) {
          const groupId = groupIds.get(key);
          if (groupId)
            await tx
              .insert(itemVariationGroups)
              .values({ companyId, itemId, groupId, position: index })
              .onConflictDoNothing();
        }
      }
      await tx.insert(itemCategories).values({ itemId, categoryId, position }).onConflictDoNothing();
    }
  }
  return summary;
}

const COLUMNS = 5;

/**
 * The POS layout the wizard ends with: one layout named after the kind of venue, a layout
 * category and page per library category, a button per product. Run again it fills in only the
 * missing buttons of the same layout.
 */
export async function buildLibraryLayout(
  tx: Tx,
  companyId: string,
  template: LibraryTemplate,
  language: string,
): Promise<string> {
  const tenant = { companyId };
  const name = nameIn(KIND_NAMES[template.kind], language);
  let [layout] = await tx
    .select()
    .from(posLayouts)
    .where(ownRows(tenant, posLayouts, eq(posLayouts.name, name)));
  if (!layout) {
    [layout] = await tx
      .insert(posLayouts)
      .values({ companyId, name, nameLang: translationsOf(KIND_NAMES[template.kind]) })
      .returning();
  }
  if (!layout) throw new Error('layout not created');
  const layoutId = layout.id;
  const existing = await tx
    .select({
      id: posLayoutCategories.id,
      name: posLayoutCategories.name,
      pageId: posLayoutCategories.pageId,
    })
    .from(posLayoutCategories)
    .where(ownRows(tenant, posLayoutCategories, eq(posLayoutCategories.layoutId, layoutId)));
  const titles = template.categories.flatMap((c) => c.products.map((p) => p.title));
  const itemRows = titles.length
    ? await tx
        .select({ id: items.id, title: items.title })
        .from(items)
        .where(ownRows(tenant, items, eq(items.deleted, false), inArray(items.title, titles)))
    : [];
  const itemId = new Map(itemRows.map((row) => [row.title, row.id]));
  for (const [index, category] of template.categories.entries()) {
    let pageId = existing.find((row) => row.name === category.name)?.pageId;
    const rows = Math.max(2, Math.ceil(category.products.length / COLUMNS));
    if (!pageId) {
      const [page] = await tx
        .insert(posPages)
        .values({
          companyId,
          layoutId,
          name: category.name,
          nameLang: category.nameLang,
          columns: COLUMNS,
          rows,
        })
        .returning({ id: posPages.id });
      if (!page) continue;
      pageId = page.id;
      await tx.insert(posLayoutCategories).values({
        companyId,
        layoutId,
        pageId,
        order: template.categories.length - index,
        color: category.color,
        name: category.name,
        nameLang: category.nameLang,
      });
    }
    const buttons = await tx
      .select({ itemId: posButtons.itemId, col: posButtons.col, row: posButtons.row })
      .from(posButtons)
      .where(eq(posButtons.pageId, pageId));
    const taken = new Set(buttons.map((b) => `${b.row}:${b.col}`));
    const placed = new Set(buttons.map((b) => b.itemId));
    let cell = 0;
    for (const product of category.products) {
      const id = itemId.get(product.title);
      if (!id || placed.has(id)) continue;
      while (taken.has(`${Math.floor(cell / COLUMNS)}:${cell % COLUMNS}`)) cell++;
      if (cell >= COLUMNS * rows) break;
      const row = Math.floor(cell / COLUMNS);
      const col = cell % COLUMNS;
      taken.add(`${row}:${col}`);
      await tx.insert(posButtons).values({ companyId, pageId, kind: 'ITEM', itemId: id, col, row });
    }
  }
  return layoutId;
}

/**
 * The wizard's test sale "through the simulator": one of the layout's first products sold on the
 * POS and paid by card, made by the orders service like any terminal's order (source POS,
 * device "simulator"). The idempotency key is the company's, so pressing twice sells once.
 */
export async function testSale(db: Queryable, viewer: Viewer, layoutId: string | null): Promise<string> {
  const venue = await ensureVenue(db, viewer);
  const [first] = await db
    .select({ id: items.id, title: items.title, price: items.defaultPrice, vatRate: items.vatRate })
    .from(items)
    .innerJoin(posButtons, eq(posButtons.itemId, items.id))
    .innerJoin(posPages, eq(posPages.id, posButtons.pageId))
    .where(
      ownRows(
        viewer,
        items,
        eq(items.deleted, false),
        eq(items.manualPrice, false),
        layoutId ? eq(posPages.layoutId, layoutId) : undefined,
      ),
    )
    .orderBy(asc(posButtons.row), asc(posButtons.col))
    .limit(1);
  if (!first)
    throw new DomainError('BAD_USER_INPUT', (t) => t.onboardingWizard.errors.noProducts(), { problems: [] });
  const totals = orderTotals([
    { quantity: 1, unitPrice: first.price, vatRate: first.vatRate, discounts: [] },
  ]);
  const { orderId } = await createOrder(
    db,
    viewer,
    { userId: viewer.userId, name: 'Onboarding', device: 'simulator' },
    {
      idempotencyKey: `onboarding-test-sale-${viewer.companyId}`,
      venueId: venue.id,
      source: 'POS',
      status: 'COMPLETED',
      device: 'simulator',
      lines: [
        {
          itemId: first.id,
          title: first.title,
          quantity: 1,
          unitPrice: first.price,
          vatRate: first.vatRate,
          total: totals.total,
        },
      ],
      payments: [{ method: 'CARD', amount: totals.total }],
      total: totals.total,
    },
  );
  return orderId;
}

export function templateFor(country: CountryCode, kind: VenueKind, language: string) {
  return libraryTemplate(country, kind, language);
}
