import { desc, sql } from 'drizzle-orm';
import { isUuid, notFound } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { type ZReportRow, zReports } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';
import { permittedVenues } from '../venues/venues.service.ts';

/** Where a page of the list resumes: the last row's day, number and id. */
export interface ZReportKey {
  date: string;
  number: number;
  id: string;
}

const KEY = /^(\d{4}-\d{2}-\d{2})#(\d{1,9})$/;

/** The cursor's key of a row: `YYYY-MM-DD#number` (the id travels beside it). */
export function zReportKeyOf(row: ZReportRow): string {
  return `${row.accountingDate}#${row.number}`;
}

export function isZReportKey(value: unknown): value is string {
  return typeof value === 'string' && KEY.test(value);
}

export function parseZReportKey(key: string, id: string): ZReportKey | null {
  const match = KEY.exec(key);
  if (!match?.[1] || !match[2] || !isUuid(id)) return null;
  return { date: match[1], number: Number(match[2]), id };
}

/**
 * One page of the viewer's Z-reports, newest day first (issue 41): by accounting day, then number,
 * then id, all descending, so the list reads 7, 6, 5 … whatever order the days were closed in.
 */
export async function pageZReportsByDay(
  db: Queryable,
  viewer: Viewer,
  venueId: string | null | undefined,
  limit: number,
  after: ZReportKey | null,
): Promise<ZReportRow[]> {
  const venues = await permittedVenues(db, viewer);
  const ids = venues.filter((venue) => !venueId || venue.id === venueId).map((venue) => venue.id);
  if (venueId && ids.length === 0) throw notFound();
  if (ids.length === 0) return [];
  return db
    .select()
    .from(zReports)
    .where(
      ownRows(
        viewer,
        zReports,
        sql`${zReports.venueId} in ${ids}`,
        after
          ? sql`(${zReports.accountingDate}, ${zReports.number}, ${zReports.id}) < (${after.date}, ${after.number}, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(zReports.accountingDate), desc(zReports.number), desc(zReports.id))
    .limit(limit);
}
