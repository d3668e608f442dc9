import { COUNTRIES, COUNTRY_CODES, type CountryCode, CURRENCIES } from './countries.ts';
import { type CsvDialect, type CsvOptions, csvAmount, PLAIN_CSV, writeCsv } from './csv.ts';
import { fieldCodes } from './fieldCodes.ts';
import { z } from './zod.ts';

/**
 * Payments-only companies (issue 20 item 6, issue 24 item 1; docs/payments.md): card transactions,
 * payouts and payout reports, and the card provider's account holders. Pure rules shared by the
 * server and the browser.
 */

/** The field codes of the payments area (worded in `payments.errors`). */
export const PAYMENT_ERROR_CODES = [
  'required',
  'tooLong',
  'invalidEmail',
  'invalidCountry',
  'invalidCurrency',
  'invalidOrgNumber',
  'invalidDate',
  'invalidRange',
  'shareholdersMin',
  'jobTitleRequired',
  'fullNameRequired',
  'duplicateShareholder',
] as const;
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

/**
 * Who must be named as a shareholder, per country (decisions in docs/decisions.md): at least
 * `min` shareholders (beneficial owners); where the register lists board roles (SE, NO, DK, GB)
 * each one needs a job title; where the provider matches people against a population register
 * by given and family name (SE, NO, DK, ES, TR) a single word is not a name it can match.
 */
export const SHAREHOLDER_RULES: Record<
  CountryCode,
  { min: number; jobTitleRequired: boolean; fullNameRequired: boolean }
> = {
  SE: { min: 1, jobTitleRequired: true, fullNameRequired: true },
  NO: { min: 1, jobTitleRequired: true, fullNameRequired: true },
  DK: { min: 1, jobTitleRequired: true, fullNameRequired: true },
  GB: { min: 1, jobTitleRequired: true, fullNameRequired: false },
  ES: { min: 1, jobTitleRequired: false, fullNameRequired: true },
  TR: { min: 1, jobTitleRequired: false, fullNameRequired: true },
};

const text = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const shareholderSchema = z.object({
  name: text(200),
  jobTitle: z.string().trim().max(100, 'tooLong').default(''),
});

/** Names compared as people say them: case, accents and spacing aside. */
const sameName = (name: string) =>
  name.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();

/** An account holder at the card provider, validated for its country. */
export const accountHolderSchema = z
  .object({
    legalName: text(200),
    country: z.enum(COUNTRY_CODES, { error: 'invalidCountry' }),
    email: z.string().trim().max(200, 'tooLong').regex(EMAIL, 'invalidEmail'),
    shareholders: z.array(shareholderSchema).max(20, 'tooLong'),
  })
  .superRefine((value, ctx) => {
    const rule = SHAREHOLDER_RULES[value.country];
    if (value.shareholders.length < rule.min)
      ctx.addIssue({ code: 'custom', path: ['shareholders'], message: 'shareholdersMin' });
    const seen = new Set<string>();
    value.shareholders.forEach((holder, index) => {
      if (rule.fullNameRequired && holder.name && holder.name.split(/\s+/).length < 2)
        ctx.addIssue({ code: 'custom', path: ['shareholders', index, 'name'], message: 'fullNameRequired' });
      const key = sameName(holder.name);
      if (key && seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['shareholders', index, 'name'],
          message: 'duplicateShareholder',
        });
      seen.add(key);
      if (rule.jobTitleRequired && !holder.jobTitle)
        ctx.addIssue({
          code: 'custom',
          path: ['shareholders', index, 'jobTitle'],
          message: 'jobTitleRequired',
        });
    });
  });
export type AccountHolderInput = z.infer<typeof accountHolderSchema>;

/**
 * The address a store needs at the card provider, typed on the onboarding page when the venue has
 * none yet: payments-only companies have no venue settings page to fill it in elsewhere.
 */
export const storeAddressSchema = z.object({ street: text(120), zip: text(16), city: text(80) });
export type StoreAddressInput = z.infer<typeof storeAddressSchema>;

export const PAYOUT_REPORT_TYPES = ['PAYOUTS'] as const;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate');

/** The payout report payload (spec section 3): accountHolderId, type, venueId, orgNumber, currency, dates. */
export const payoutReportSchema = z
  .object({
    accountHolderId: z.string().min(1, 'required'),
    type: z.enum(PAYOUT_REPORT_TYPES).default('PAYOUTS'),
    venueId: z.string().nullish(),
    orgNumber: z
      .string()
      .trim()
      .regex(/^[0-9A-Z-]+$/i, 'invalidOrgNumber'),
    currency: z.enum(CURRENCIES, { error: 'invalidCurrency' }),
    fromDate: day,
    toDate: day,
  })
  .superRefine((value, ctx) => {
    if (value.fromDate > value.toDate)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'invalidRange' });
  });
export type PayoutReportInput = z.infer<typeof payoutReportSchema>;

/** The organisation number (letters and digits, separators aside) is as long as the country says (spec sections 5 and 9). */
export function orgNumberFits(country: CountryCode, orgNumber: string): boolean {
  const digits = orgNumber.replace(/[^0-9A-Z]/gi, '').length;
  const [min, max] = COUNTRIES[country].orgNumberLengths;
  return digits >= min && digits <= max;
}

/** `{ path: code }`, the first code per field, from a zod failure of the schemas above. */
export const paymentFieldErrors = fieldCodes<PaymentErrorCode>(PAYMENT_ERROR_CODES, () => 'required');

// Through the shared writer (src/domain/csv.ts): formulas escaped, a byte-order mark, the dialect.
const csv = (fields: readonly string[], rows: string[][], options: CsvOptions) =>
  writeCsv(fields, rows, options);

export interface CsvTransaction {
  createdAt: string;
  venueName: string;
  orderNumber: number;
  amount: number;
  tip: number;
  reference?: string | null;
}
export const TRANSACTION_CSV_COLUMNS = [
  'created_at',
  'venue',
  'order',
  'amount',
  'tip',
  'reference',
] as const;
export function transactionCsvRow(row: CsvTransaction, dialect: CsvDialect = PLAIN_CSV): string[] {
  return [
    row.createdAt,
    row.venueName,
    String(row.orderNumber),
    csvAmount(row.amount, dialect),
    csvAmount(row.tip, dialect),
    row.reference ?? '',
  ];
}
export function transactionsToCsv(rows: readonly CsvTransaction[], options: CsvOptions = {}): string {
  return csv(
    TRANSACTION_CSV_COLUMNS,
    rows.map((row) => transactionCsvRow(row, options.dialect)),
    options,
  );
}

export interface CsvPayout {
  bookedAt: string;
  amount: number;
  currency: string;
  status: string;
  reference: string;
}
export const PAYOUT_CSV_COLUMNS = ['booked_at', 'amount', 'currency', 'status', 'reference'] as const;
export function payoutsToCsv(rows: readonly CsvPayout[], options: CsvOptions = {}): string {
  return csv(
    PAYOUT_CSV_COLUMNS,
    rows.map((row) => [
      row.bookedAt,
      csvAmount(row.amount, options.dialect),
      row.currency,
      row.status,
      row.reference,
    ]),
    options,
  );
}

export interface CsvPaymentReport {
  createdAt: string;
  type: string;
  fromDate: string;
  toDate: string;
  currency: string;
  status: string;
}
export const REPORT_CSV_COLUMNS = ['created_at', 'type', 'from', 'to', 'currency', 'status'] as const;
export function paymentReportsToCsv(rows: readonly CsvPaymentReport[], options: CsvOptions = {}): string {
  return csv(
    REPORT_CSV_COLUMNS,
    rows.map((row) => [row.createdAt, row.type, row.fromDate, row.toDate, row.currency, row.status]),
    options,
  );
}
