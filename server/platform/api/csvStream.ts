import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CSV_MEDIA_TYPE, type CsvDialect, csvDialectFor, writeCsv } from '../../../src/domain/csv.ts';
import type { Context, Services, Viewer } from '../context.ts';
import { badArguments } from './domainError.ts';
import { exportViewer, refuse } from './exportGate.ts';
import { messageIn } from './translateErrors.ts';

/** A page of a streamed export: its rows as cells, and the key after its last row (null: the end). */
export interface CsvPage<Key> {
  rows: string[][];
  next: Key | null;
}

/**
 * One CSV export streamed from the server (issue 44 item 5): who may read it, its filter from the
 * address, the count of what it will hold (the browser's progress), and its pages read from SQL
 * with a keyset cursor. The company is always the token's; nothing is held beyond one page.
 */
export interface CsvFeed<Filter, Key> {
  columns: readonly string[];
  fileName: (now: Date) => string;
  /** The scope rule of the matching GraphQL list (API keys are refused before this). */
  allowed: (viewer: Viewer) => boolean;
  /** The filter from the query string; null is bad input. */
  filterOf: (params: URLSearchParams) => Filter | null;
  count: (ctx: Context, viewer: Viewer, filter: Filter) => Promise<number>;
  page: (
    ctx: Context,
    viewer: Viewer,
    filter: Filter,
    after: Key | null,
    size: number,
    dialect: CsvDialect,
  ) => Promise<CsvPage<Key>>;
}

/** Rows read per query while streaming. */
export const EXPORT_PAGE = 500;

/** The header that carries the export's row count, for the browser's progress. */
export const ROW_COUNT_HEADER = 'x-row-count';

/**
 * Answers one GET of a feed: authenticated like the GraphQL API (the bearer token; the refusals
 * worded in the request's language), then the file page by page, waiting when the client reads
 * slowly. The dialect is the request's language's (semicolons and decimal commas for sv, no, da…).
 */
export async function streamCsv<Filter, Key>(
  services: Services,
  req: IncomingMessage,
  res: ServerResponse,
  feed: CsvFeed<Filter, Key>,
  pageSize = EXPORT_PAGE,
): Promise<void> {
  const gate = await exportViewer(services, req, res, feed.allowed);
  if (!gate) return;
  const { ctx, viewer } = gate;
  const filter = feed.filterOf(new URL(req.url ?? '/', 'http://ordna.local').searchParams);
  if (filter === null) return refuse(res, 400, messageIn(ctx, badArguments()));
  const dialect = csvDialectFor(ctx.locale);

  let count: number;
  let page: CsvPage<Key>;
  try {
    count = await feed.count(ctx, viewer, filter);
    page = await feed.page(ctx, viewer, filter, null, pageSize, dialect);
  } catch {
    return refuse(res, 400, messageIn(ctx, badArguments()));
  }
  res.statusCode = 200;
  res.setHeader('content-type', CSV_MEDIA_TYPE);
  res.setHeader('content-disposition', `attachment; filename="${feed.fileName(new Date())}"`);
  res.setHeader('cache-control', 'no-store');
  res.setHeader(ROW_COUNT_HEADER, String(count));
  let first = true;
  try {
    for (;;) {
      if (res.destroyed) return;
      if (page.rows.length > 0 || first) {
        const text = writeCsv(feed.columns, page.rows, { dialect, header: first, bom: first });
        const chunk = first ? text : page.rows.length ? `\r\n${text}` : '';
        if (chunk && !res.write(chunk)) await once(res, 'drain');
        first = false;
      }
      if (page.next === null) break;
      page = await feed.page(ctx, viewer, filter, page.next, pageSize, dialect);
    }
    res.end();
  } catch (error) {
    // Headers are gone: the truncated file is cut off so the browser reports a failed download.
    console.error(
      `${feed.fileName(new Date())} export failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    res.destroy();
  }
}
