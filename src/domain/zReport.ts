/** The stored figures of a Z- or X-report: written by the server, read by the report's screen. */

/** The company facts a Z-report, receipt, SIE or SAF-T file prints, all from the company's settings. */
export interface CompanyFacts {
  name: string;
  legalName: string;
  orgNumber: string;
  address: string;
  country: string;
  currency: string;
  language: string;
}

/**
 * Z-reports and X-reports (docs/z-report.md lists each field against SKVFS 2014:9 and
 * kassasystemforskriften § 2-8-2). The figures are read from the day's raw orders, payments and
 * refunds (not the rollups), so a report stands on the receipts themselves.
 */
export interface ZReportContent {
  kind: 'Z' | 'X';
  company: CompanyFacts;
  venue: { id: string; name: string; address: string; timezone: string };
  /** The register's name (its device), '' for the venue's register-less book. */
  register: string;
  /** The register's device id, '' for the venue's register-less book (reports before registers lack it). */
  registerId?: string;
  number: number | null;
  accountingDate: string;
  period: { start: string; end: string };
  createdAt: string;
  previousClosedAt: string | null;
  closedBy: string;
  productGroups: { name: string; count: number; net: number; gross: number }[];
  vat: { rate: number; net: number; vat: number; gross: number }[];
  /**
   * Payments by method code; `name` is set for a company's own method (its name when the report
   * was made), a built-in one is named in the reader's language.
   */
  payments: { method: string; name?: string; count: number; amount: number }[];
  tips: number;
  rounding: number;
  discounts: { count: number; amount: number };
  returns: { count: number; amount: number };
  /**
   * The returns split by VAT rate and by payment method (for the daily voucher, which books them).
   * Reports stored before the split lack them; `returnSplit` reads them again from the refunds.
   */
  returnsByRate?: { rate: number; gross: number; vat: number }[];
  returnsByMethod?: { method: string; count: number; amount: number }[];
  receipts: { sales: number; copies: number; training: number; proForma: number };
  /**
   * Sales booked into this day whose own time is in an earlier, already closed day (a till that was
   * offline): listed with their original time (reports before issue 40 lack it).
   */
  lateReceipts?: { number: number; createdAt: string; gross: number }[];
  cashDrawerOpenings: number;
  totals: { gross: number; vat: number; net: number };
  grandTotals: { sales: number; returns: number; net: number };
}
