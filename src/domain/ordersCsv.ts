import Papa from 'papaparse';
import { formatMajorAmount } from './pim.ts';

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

/** CSV (comma-separated, CRLF), amounts in major units with a dot, as the product export. */
export function ordersToCsv(orders: readonly CsvOrder[]): string {
  return Papa.unparse(
    {
      fields: [...ORDER_CSV_COLUMNS],
      data: orders.map((order) => [
        String(order.number),
        order.createdAt,
        order.accountingDate,
        order.venueName,
        order.channel,
        order.serviceType,
        order.status,
        order.table ?? '',
        order.staffName ?? '',
        formatMajorAmount(order.total),
        formatMajorAmount(order.refunded),
      ]),
    },
    { newline: '\r\n' },
  );
}
