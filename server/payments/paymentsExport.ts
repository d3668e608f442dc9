import { TRANSACTION_CSV_COLUMNS, transactionCsvRow } from '../../src/domain/payments.ts';
import { type InstantKey, jsonFilterOf } from '../orders/ordersExport.ts';
import type { CsvFeed } from '../platform/api/csvStream.ts';
import { isUuid } from '../platform/api/versioned.ts';
import {
  listTransactions,
  type TransactionFilter,
  transactionFilterSchema,
  transactionTotals,
} from './payments.service.ts';

/** The path of the card payments' CSV export: the transactions screen's filter (`?filter=` its JSON). */
export const PAYMENTS_CSV_PATH = '/export/payments.csv';

/**
 * The card payments of the screen's filtered set, newest first (the `paymentTransactions` list's
 * own SQL and keyset), for payments-only companies like the list.
 */
export const paymentsCsvFeed: CsvFeed<TransactionFilter, InstantKey> = {
  columns: TRANSACTION_CSV_COLUMNS,
  fileName: (now) => `transactions-${now.toISOString().slice(0, 10)}.csv`,
  allowed: (viewer) => viewer.isPaymentsOnly,
  filterOf: (params) => jsonFilterOf(params, (value) => transactionFilterSchema.safeParse(value)),
  count: async (ctx, viewer, filter) => (await transactionTotals(ctx.db, viewer, filter)).count,
  async page(ctx, viewer, filter, after, size, dialect) {
    if (after && !isUuid(after.id)) throw new Error('bad key');
    const rows = await listTransactions(
      ctx.db,
      viewer,
      filter,
      size,
      after && { at: new Date(after.at), id: after.id },
    );
    const shown = rows.slice(0, size);
    const last = shown.at(-1);
    return {
      rows: shown.map((row) =>
        transactionCsvRow(
          {
            createdAt: row.createdAt.toISOString(),
            venueName: row.venueName,
            orderNumber: row.orderNumber,
            amount: row.amount,
            tip: row.tip,
            reference: row.reference,
          },
          dialect,
        ),
      ),
      next: rows.length > size && last ? { at: last.createdAt.toISOString(), id: last.id } : null,
    };
  },
};
