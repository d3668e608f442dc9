/** What verify-ledger answers (issue 40 item 4): shared by the server, the script and the Z-reports page. */

export const LEDGER_BREAK_REASONS = [
  /** A link's sequence number is not the one after the previous link's (a link removed or inserted). */
  'sequenceGap',
  /** A link's hash is not SHA-256 of the previous hash and its content hash (a link edited). */
  'hashMismatch',
  /** The stream's head does not name its last link. */
  'headMismatch',
  /** The record as stored now is not what its latest link hashed (edited outside the app). */
  'recordChanged',
  /** A link names a record that no longer exists (deleted). */
  'recordMissing',
  /** A record stored after the ledger began has no link (inserted outside the app). */
  'unlinked',
  /** Z-report numbers of a register are not 1, 2, 3, … */
  'zNumbering',
  /** A Z-report's grand totals are not the previous one's plus its own day. */
  'grandTotals',
] as const;
export type LedgerBreakReason = (typeof LEDGER_BREAK_REASONS)[number];

export interface LedgerBreak {
  venueId: string;
  register: string;
  /** The link's place in its stream (null: the record has no link). */
  seq: number | null;
  kind: 'order' | 'z' | null;
  recordId: string | null;
  /** The order's or Z-report's number. */
  number: number | null;
  reason: LedgerBreakReason;
  /** ISO instant of the link (or the record). */
  at: string;
}

export interface LedgerVerification {
  ok: boolean;
  /** Links checked. */
  links: number;
  /** Orders and Z-reports compared with their links. */
  records: number;
  /** Records older than the ledger that this verify chained first. */
  backfilled: number;
  breakCount: number;
  /** The earliest break: the one to look at first. */
  firstBreak: LedgerBreak | null;
  /** The first 50 breaks, earliest first. */
  breaks: LedgerBreak[];
}
