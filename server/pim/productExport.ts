import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { csvDialectFor } from '../../src/domain/csv.ts';
import type { TranslationsValue } from '../../src/domain/pim.ts';
import { type CsvProduct, productsToCsv } from '../../src/domain/productCsv.ts';
import { hasAnyScope } from '../../src/domain/scopes.ts';
import { badArguments } from '../platform/api/domainError.ts';
import { exportViewer, refuse } from '../platform/api/exportGate.ts';
import { messageIn } from '../platform/api/translateErrors.ts';
import type { Services } from '../platform/context.ts';
import { courseTypes } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';
import { log } from '../platform/log.ts';
import { SORT_DIRECTIONS, type SortDirection } from '../platform/paging/cursor.ts';
import { type ItemShape, PRODUCT_READER_SCOPES } from './items.ts';
import { ITEM_ORDERS, type ItemOrder, type ItemPageArgs, pageItems } from './itemsPage.ts';

/** The path of the products' CSV export (the products list's own filter, search and sort). */
export const PRODUCTS_CSV_PATH = '/export/products.csv';
/** Rows read per query while streaming: the server's largest page. */
const EXPORT_PAGE = 500;

/** The list's state from the address: `search`, `categoryId`, `orderBy` (TITLE | PRICE), `direction`. */
export function exportArgsOf(params: URLSearchParams): Omit<ItemPageArgs, 'first' | 'after'> | null {
  const orderBy = params.get('orderBy');
  const direction = params.get('direction');
  if (orderBy !== null && !(ITEM_ORDERS as readonly string[]).includes(orderBy)) return null;
  if (direction !== null && !(SORT_DIRECTIONS as readonly string[]).includes(direction)) return null;
  const search = params.get('search');
  const categoryId = params.get('categoryId');
  if ((search?.length ?? 0) > 200 || (categoryId?.length ?? 0) > 64) return null;
  return {
    filter: { search: search || null, categoryId: categoryId || null },
    orderBy: (orderBy as ItemOrder | null) ?? 'TITLE',
    direction: (direction as SortDirection | null) ?? 'ASC',
  };
}

function csvProductsOf(rows: readonly ItemShape[], courses: ReadonlyMap<string, string>): CsvProduct[] {
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    titleLang: Object.fromEntries(
      Object.entries(row.titleLang ?? {}).filter(([, text]) => Boolean(text)),
    ) as TranslationsValue,
    categories: row.categories.map((category) => category.name),
    price: row.defaultPrice,
    vatRate: row.vatRate,
    takeAwayVatRate: row.takeAwayVatRate ?? null,
    norwegianCategory: row.norwegianCategory ?? null,
    manualPrice: row.manualPrice,
    volumeSuffix: row.volumeSuffix ?? null,
    course: row.courseTypeId ? (courses.get(row.courseTypeId) ?? null) : null,
    allergens: row.allergens as CsvProduct['allergens'],
    imageUrl: row.imageUrl ?? null,
  }));
}

/**
 * Streams every product that matches the list's filter, search and sort as CSV, page by page
 * (keyset, 500 rows a query), writing each page before reading the next and waiting when the
 * client reads slowly: neither the server nor the browser holds the catalogue. The company is
 * the token's; API keys (terminals) are refused, like every screen-only read.
 */
export async function streamProductsCsv(
  services: Services,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const gate = await exportViewer(
    services,
    req,
    res,
    (viewer) => !viewer.isPaymentsOnly && hasAnyScope(viewer.scopes, PRODUCT_READER_SCOPES),
  );
  if (!gate) return;
  const { ctx, viewer } = gate;
  const args = exportArgsOf(new URL(req.url ?? '/', 'http://ordna.local').searchParams);
  if (!args) return refuse(res, 400, messageIn(ctx, badArguments()));

  const courses = new Map(
    (
      await ctx.db
        .select({ id: courseTypes.id, name: courseTypes.name })
        .from(courseTypes)
        .where(ownRows(viewer, courseTypes))
    ).map((course) => [course.id, course.name]),
  );
  let page: Awaited<ReturnType<typeof pageItems>>;
  try {
    page = await pageItems(ctx, ctx.db, viewer.companyId, { ...args, first: EXPORT_PAGE, after: null });
  } catch {
    return refuse(res, 400, messageIn(ctx, badArguments()));
  }
  res.statusCode = 200;
  res.setHeader('content-type', 'text/csv; charset=utf-8');
  res.setHeader(
    'content-disposition',
    `attachment; filename="products-${new Date().toISOString().slice(0, 10)}.csv"`,
  );
  res.setHeader('cache-control', 'no-store');
  // The rows to come (the first page's count of every match), for the browser's "N exported".
  res.setHeader('x-row-count', String(page.count));
  // A byte-order mark, so spreadsheets read the file as UTF-8 (å, ä, ö, ø).
  res.write('\uFEFF');
  // The viewer's Excel dialect (src/domain/csv.ts); the import reads either back.
  const dialect = csvDialectFor(ctx.locale);
  let first = true;
  try {
    for (;;) {
      if (res.destroyed) return;
      if (page.results.length > 0 || first) {
        const text = productsToCsv(csvProductsOf(page.results, courses), { header: first, dialect });
        if (!res.write(first ? text : `\r\n${text}`)) await once(res, 'drain');
        first = false;
      }
      const after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      if (!after) break;
      page = await pageItems(ctx, ctx.db, viewer.companyId, { ...args, first: EXPORT_PAGE, after });
    }
    res.end();
  } catch (error) {
    // Headers are gone: the truncated file is cut off so the browser reports a failed download.
    log.error({ err: error instanceof Error ? error.message : String(error) }, 'products export failed');
    res.destroy();
  }
}
