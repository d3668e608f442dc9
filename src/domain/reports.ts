/**
 * Generated reports (issue 20 item 2): the kinds, the stored filters and the columns of each
 * kind's table. Amounts are minor units; the CSV and PDF show them in major units.
 */
export const REPORT_KINDS = ['SALES', 'INVENTORY', 'PAYOUTS'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_STATUSES = ['running', 'done', 'failed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The filters as stored with a report (the Reports payload's, checked and resolved). */
export interface ReportFilters {
  venueIds: string[];
  origins: string[];
  includeItems: boolean;
  ignoreInvoices: boolean;
  /** First accounting day (createdAt_gt), included. */
  from: string;
  /** Last accounting day (createdAt_lt), included. */
  to: string;
  /** hour_gt: the first local hour (0–23), included. */
  hourFrom: number | null;
  /** hour_lt: the last local hour (0–23), included. */
  hourTo: number | null;
  staffId: string | null;
  giftcardItemId: string | null;
}

export const REPORT_COLUMNS = {
  SALES: ['date', 'venue', 'product', 'quantity', 'net', 'vat', 'gross', 'tips', 'refunded'],
  // Stock (issue 47 item 8): units delivered, count corrections, the level at the day's end and
  // its value at the default price (docs/inventory.md); empty for a product not tracked.
  INVENTORY: [
    'date',
    'venue',
    'product',
    'sold',
    'returned',
    'quantity',
    'gross',
    'delivered',
    'counted',
    'stock',
    'stockValue',
  ],
  PAYOUTS: ['date', 'venue', 'method', 'quantity', 'amount', 'tips'],
} as const satisfies Record<ReportKind, readonly string[]>;
export type ReportColumn = (typeof REPORT_COLUMNS)[ReportKind][number];

/** Columns whose cells are amounts in minor units. */
export const MONEY_COLUMNS: ReadonlySet<string> = new Set([
  'net',
  'vat',
  'gross',
  'tips',
  'refunded',
  'amount',
  'stockValue',
]);

export function reportColumns(kind: ReportKind): readonly ReportColumn[] {
  return REPORT_COLUMNS[kind];
}

export function isReportKind(value: string): value is ReportKind {
  return (REPORT_KINDS as readonly string[]).includes(value);
}
