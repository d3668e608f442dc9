/**
 * The fiscal ledger's one canonical serialisation (issue 40 item 4, docs/z-report.md "Tamper
 * evidence"): every order (the electronic journal) and every Z-report is hashed over this text,
 * at write time and again by verify-ledger, so the two must never differ.
 *
 * Rules: object keys sorted by code unit; a key whose value is null or undefined is left out (so a
 * nullable column added later changes no earlier record's hash); instants as ISO 8601 UTC with
 * milliseconds; numbers and strings as JSON writes them; arrays keep their order (the record
 * builders below sort them by a stable key first).
 */
export function canonicalJson(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .filter((key) => record[key] !== undefined && record[key] !== null)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`)
      .join(',')}}`;
  }
  if (typeof value === 'bigint') return value.toString();
  return JSON.stringify(value ?? null);
}

/** The hash before a stream's first record (64 hex zeros). */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * One chain per venue and register: the ONE place that names a record's stream. Orders carry no
 * register yet (another change adds it): a record with a `register` field is keyed on it, one
 * without it (or with null) on the venue's unnamed register '', as Z-reports without a register are.
 */
export function ledgerStream(record: { venueId: string; register?: string | null }): string {
  return `${record.venueId}:${record.register ?? ''}`;
}

/**
 * What a link's hash covers: the previous link's hash followed by the record's content hash, both
 * lower-case hex; the link's hash is SHA-256 of this text (UTF-8), hex. (The database computes the
 * same when it appends: `encode(sha256(convert_to(prev || content, 'UTF8')), 'hex')`.)
 */
export function linkText(previousHash: string, contentHash: string): string {
  return `${previousHash}${contentHash}`;
}

type Row = Record<string, unknown>;

function pick(row: Row, keys: readonly string[]): Row {
  return Object.fromEntries(keys.filter((key) => key in row).map((key) => [key, row[key]]));
}

function byKey(rows: readonly Row[], ...keys: string[]): Row[] {
  const text = (row: Row) => keys.map((key) => canonicalJson(row[key])).join('\u0000');
  return [...rows].sort((a, b) => (text(a) < text(b) ? -1 : text(a) > text(b) ? 1 : 0));
}

/** The order's own fields the journal covers (named, so a column added later is not silently in or out). */
export const LEDGER_ORDER_FIELDS = [
  'id',
  'companyId',
  'venueId',
  'register',
  'number',
  'source',
  'status',
  'serviceType',
  'tableRef',
  'staffId',
  'staffName',
  'guestCount',
  'createdAt',
  'paidAt',
  'recordedAt',
  'accountingDate',
  'device',
  'total',
  'vatTotal',
  'vat',
  'paid',
  'tips',
  'refunded',
] as const;
export const LEDGER_LINE_FIELDS = [
  'id',
  'position',
  'itemId',
  'title',
  'variations',
  'removedIngredients',
  'quantity',
  'unitPrice',
  'manualPrice',
  'vatRate',
  'offers',
  'total',
  'vat',
  'refundedQuantity',
] as const;
export const LEDGER_PAYMENT_FIELDS = [
  'id',
  'method',
  'amount',
  'tip',
  'acquirerReference',
  'createdAt',
] as const;
export const LEDGER_REFUND_FIELDS = [
  'id',
  'amount',
  'lines',
  'reason',
  'status',
  'method',
  'acquirerReference',
  'requestKey',
  'createdAt',
  'settledAt',
] as const;
export const LEDGER_Z_FIELDS = [
  'id',
  'companyId',
  'venueId',
  'register',
  'number',
  'accountingDate',
  'createdAt',
  'previousClosedAt',
  'closedBy',
  'content',
] as const;

/** An order as the journal records it: the order with its lines, payments and refunds. */
export function orderLedgerContent(
  order: Row,
  lines: readonly Row[],
  payments: readonly Row[],
  refunds: readonly Row[],
): Row {
  return {
    kind: 'order',
    order: pick(order, LEDGER_ORDER_FIELDS),
    lines: byKey(lines, 'position', 'id').map((line) => pick(line, LEDGER_LINE_FIELDS)),
    payments: byKey(payments, 'createdAt', 'id').map((payment) => pick(payment, LEDGER_PAYMENT_FIELDS)),
    refunds: byKey(refunds, 'createdAt', 'id').map((refund) => pick(refund, LEDGER_REFUND_FIELDS)),
  };
}

/** A Z-report as the ledger records it (its content holds the grand totals). */
export function zReportLedgerContent(report: Row): Row {
  return { kind: 'z', report: pick(report, LEDGER_Z_FIELDS) };
}

export type LedgerKind = 'order' | 'z';
