import { and, desc, eq, gte, lt, lte, or } from 'drizzle-orm';
import { z } from 'zod';
import { badArguments } from '../platform/api/domainError.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import { type VoucherRow, vouchers } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';
import { permittedVenue } from '../venues/venues.service.ts';

export const VOUCHER_PAGE_SIZE = 100;
/** The longest range one call may ask for. */
const MAX_RANGE_MS = 400 * 24 * 60 * 60 * 1000;

const Voucher = builder.objectRef<VoucherRow>('Voucher').implement({
  description: 'A daily accounting voucher export of one venue.',
  fields: (t) => ({
    id: t.exposeID('id'),
    venueId: t.exposeID('venueId'),
    accountingDate: t.exposeString('accountingDate', { description: 'The accounting day, YYYY-MM-DD.' }),
    status: t.exposeString('status', { description: 'pending, exported or failed.' }),
    message: t.exposeString('message'),
    createdAt: t.string({ resolve: (voucher) => voucher.createdAt.toISOString() }),
  }),
});

const VoucherList = builder
  .objectRef<{ items: VoucherRow[]; lastKey: string | null }>('VoucherList')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [Voucher], resolve: (list) => list.items }),
      lastKey: t.exposeString('lastKey', {
        nullable: true,
        description: 'Pass it back as lastKey for the next page; null on the last page.',
      }),
    }),
  });

const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value));
const cursor = z
  .string()
  .max(200)
  .transform((value, issue) => {
    const [at, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
    const date = new Date(at ?? '');
    if (!id || Number.isNaN(date.getTime())) {
      issue.addIssue({ code: 'custom', message: 'bad cursor' });
      return z.NEVER;
    }
    return { at: date, id };
  });

function encodeCursor(voucher: VoucherRow): string {
  return Buffer.from(`${voucher.createdAt.toISOString()}|${voucher.id}`, 'utf8').toString('base64url');
}

builder.queryField('getVouchers', (t) =>
  t.field({
    type: VoucherList,
    description:
      "The venue's accounting vouchers created between startDate and endDate (ISO 8601), newest first, 100 per page. The company comes from the token: another companyId, or a venue that is not the viewer's, answers with nothing.",
    authScopes: { scope: ['FINANCE', 'INTEGRATIONS'] },
    args: {
      companyId: t.arg.id({ required: false }),
      venueId: t.arg.id({ required: true }),
      startDate: t.arg.string({ required: true }),
      endDate: t.arg.string({ required: true }),
      lastKey: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      const start = instant.safeParse(args.startDate);
      const end = instant.safeParse(args.endDate);
      const after = args.lastKey == null ? null : cursor.safeParse(args.lastKey);
      if (
        !start.success ||
        !end.success ||
        (after && !after.success) ||
        start.data > end.data ||
        end.data.getTime() - start.data.getTime() > MAX_RANGE_MS
      ) {
        throw badArguments();
      }
      const empty = { items: [], lastKey: null };
      if (args.companyId != null && String(args.companyId) !== viewer.companyId) return empty;
      const venue = await permittedVenue(ctx.db, viewerOf(ctx), String(args.venueId));
      if (!venue) return empty;
      const page = after?.success ? after.data : null;
      const rows = await ctx.db
        .select()
        .from(vouchers)
        .where(
          ownRows(
            viewer,
            vouchers,
            eq(vouchers.venueId, venue.id),
            gte(vouchers.createdAt, start.data),
            lte(vouchers.createdAt, end.data),
            page
              ? or(
                  lt(vouchers.createdAt, page.at),
                  and(eq(vouchers.createdAt, page.at), lt(vouchers.id, page.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
        .limit(VOUCHER_PAGE_SIZE + 1);
      const items = rows.slice(0, VOUCHER_PAGE_SIZE);
      const last = items.at(-1);
      return { items, lastKey: rows.length > VOUCHER_PAGE_SIZE && last ? encodeCursor(last) : null };
    },
  }),
);
