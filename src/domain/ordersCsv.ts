import { type CsvDialect, type CsvOptions, csvAmount, PLAIN_CSV, writeCsv } from './csv.ts';

/** The columns of the orders CSV export (issue 18): one row per order of the filtered set. */
export const ORDER_CSV_COLUMNS = [
  'number',
  'created_at',
  'accounting_date',
  'venue',
  'channel',
  'service_type',
  'status',
  'table',
  'staff',
  'total',
  'refunded',
] as const;

export interface CsvOrder {
  number: number;
  createdAt: string;
  accountingDate: string;
  venueName: string;
  channel: string;
  serviceType: string;
  status: string;
  table?: string | null;
  staffName?: string | null;
  total: number;
  refunded: number;
}

/** One row per order, amounts in major units in the dialect's decimal mark. */
export function orderCsvRow(order: CsvOrder, dialect: CsvDialect = PLAIN_CSV): string[] {
  return [
    String(order.number),
    order.createdAt,
    order.accountingDate,
    order.venueName,
    order.channel,
    order.serviceType,
    order.status,
    order.table ?? '',
    order.staffName ?? '',
    csvAmount(order.total, dialect),
    csvAmount(order.refunded, dialect),
  ];
}

/** CSV through the shared writer (src/domain/csv.ts): formulas escaped, the dialect's separator. */
export function ordersToCsv(orders: readonly CsvOrder[], options: CsvOptions = {}): string {
  const dialect = options.dialect ?? PLAIN_CSV;
  return writeCsv(
    ORDER_CSV_COLUMNS,
    orders.map((order) => orderCsvRow(order, dialect)),
    options,
  );
}
