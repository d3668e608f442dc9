import type { CountryCode } from '../countries.ts';
import { COUNTRIES } from '../countries.ts';
import { PAYMENT_METHODS, type PaymentMethod } from '../orders.ts';

/**
 * How a company's daily sales land in its books (issue 22, "Manage configs"): a sales account and
 * an output-VAT account per VAT rate, a balance account per payment method, and accounts for
 * tips, rounding and cash differences. Account numbers are strings: charts differ by country.
 */
export interface AccountMapping {
  /** VAT rate (as a string key, e.g. "25") → sales account. */
  sales: Record<string, string>;
  /** VAT rate → output VAT account (not used for 0 %). */
  vat: Record<string, string>;
  /**
   * Payment method → balance account: the built-in methods, and any of the company's own methods
   * (by its code) that has an account of its own.
   */
  payments: Partial<Record<PaymentMethod, string>> & Record<string, string | undefined>;
  /**
   * The account of the company's own payment methods without an entry in `payments` (docs/decisions.md,
   * "Paying with a company's own payment method"); mappings saved before it lack it.
   */
  otherPayments?: string;
  tips: string;
  rounding: string;
  cashDifference: string;
  /** The provider's tenant (e.g. a Tripletex company or a PowerOffice client) where it has them. */
  tenant?: string | null;
}

/** The chart a country's defaults follow, named in docs/integrations.md. */
export const CHART_OF_COUNTRY: Record<CountryCode, string> = {
  SE: 'BAS',
  NO: 'NS 4102',
  DK: 'Standardkontoplan (Erhvervsstyrelsen)',
  GB: 'UK generic',
  ES: 'PGC',
  TR: 'TDHP',
};

interface Defaults {
  sales: Record<number, string>;
  vat: Record<number, string>;
  payments: Record<PaymentMethod, string>;
  otherPayments: string;
  tips: string;
  rounding: string;
  cashDifference: string;
}

const DEFAULTS: Record<CountryCode, Defaults> = {
  // BAS 2026: 3001–3004 sales by VAT rate, 2611/2621/2631 output VAT, 1910 cash, 1580 card
  // receivables, 1930 bank (Swish), 2420 gift cards (customer advances), 1510 receivables.
  SE: {
    sales: { 25: '3001', 12: '3002', 6: '3003', 0: '3004' },
    vat: { 25: '2611', 12: '2621', 6: '2631' },
    payments: { CASH: '1910', CARD: '1580', SWISH: '1930', GIFT_CARD: '2420', INVOICE: '1510' },
    otherPayments: '1680',
    tips: '2890',
    rounding: '3740',
    cashDifference: '3990',
  },
  // NS 4102: 3000/3030/3033 taxable sales, 3100 exempt, 2700–2702 output VAT, 1900 cash,
  // 1920 bank, 1500 receivables, 2900 customer advances.
  NO: {
    sales: { 25: '3000', 15: '3030', 12: '3033', 0: '3100' },
    vat: { 25: '2700', 15: '2701', 12: '2702' },
    payments: { CASH: '1900', CARD: '1570', SWISH: '1920', GIFT_CARD: '2900', INVOICE: '1500' },
    otherPayments: '1579',
    tips: '2990',
    rounding: '3900',
    cashDifference: '7790',
  },
  // Erhvervsstyrelsen's standard chart: 1010 sales with VAT, 1020 without, 14261 output VAT
  // (salgsmoms), 11901 cash, 11911 card receivables, 11951 bank, 13611 gift cards, 11401 debtors.
  DK: {
    sales: { 25: '1010', 0: '1020' },
    vat: { 25: '14261' },
    payments: { CASH: '11901', CARD: '11911', SWISH: '11951', GIFT_CARD: '13611', INVOICE: '11401' },
    otherPayments: '11951',
    tips: '13691',
    rounding: '3690',
    cashDifference: '3691',
  },
  GB: {
    sales: { 20: '4000', 5: '4010', 0: '4020' },
    vat: { 20: '2200', 5: '2201' },
    payments: { CASH: '1230', CARD: '1240', SWISH: '1200', GIFT_CARD: '2110', INVOICE: '1100' },
    otherPayments: '1200',
    tips: '2210',
    rounding: '4900',
    cashDifference: '8200',
  },
  ES: {
    sales: { 21: '7000', 10: '7001', 4: '7002', 0: '7003' },
    vat: { 21: '4770', 10: '4771', 4: '4772' },
    payments: { CASH: '5700', CARD: '5720', SWISH: '5721', GIFT_CARD: '4380', INVOICE: '4300' },
    otherPayments: '5720',
    tips: '4650',
    rounding: '7690',
    cashDifference: '6690',
  },
  TR: {
    sales: { 20: '600', 10: '601', 0: '602' },
    vat: { 20: '391', 10: '391' },
    payments: { CASH: '100', CARD: '108', SWISH: '102', GIFT_CARD: '340', INVOICE: '120' },
    otherPayments: '102',
    tips: '336',
    rounding: '649',
    cashDifference: '689',
  },
};

/** The country's default mapping, every VAT rate and payment method filled in. */
export function defaultMapping(country: CountryCode): AccountMapping {
  const d = DEFAULTS[country];
  const rates = COUNTRIES[country].vatRates;
  return {
    sales: Object.fromEntries(rates.map((rate) => [String(rate), d.sales[rate] ?? d.sales[0] ?? ''])),
    vat: Object.fromEntries(
      rates.filter((rate) => rate > 0).map((rate) => [String(rate), d.vat[rate] ?? '']),
    ),
    payments: Object.fromEntries(PAYMENT_METHODS.map((method) => [method, d.payments[method]])),
    otherPayments: d.otherPayments,
    tips: d.tips,
    rounding: d.rounding,
    cashDifference: d.cashDifference,
    tenant: null,
  };
}

/** A company's own method (not built in, not the CANCELLED return): it may fall back on `otherPayments`. */
const isOwnMethod = (method: string) =>
  !(PAYMENT_METHODS as readonly string[]).includes(method) && method !== 'CANCELLED';

/** The method's own entry in `payments` (undefined when it has none). */
function ownPaymentAccount(mapping: AccountMapping, method: string): string | undefined {
  const account = Object.hasOwn(mapping.payments, method) ? mapping.payments[method] : undefined;
  return typeof account === 'string' && account.trim() ? account.trim() : undefined;
}

/**
 * The balance account a payment (or a refund) of this method is booked on: its own entry in
 * `payments`; for a company's own method without one, `otherPayments` (docs/decisions.md, "Paying
 * with a company's own payment method"); '' when neither (mappingProblems names it). A built-in
 * method never falls back, nor does CANCELLED (the return of a cancelled sale of a closed day,
 * which is not money paid back on any method).
 */
export function paymentAccount(mapping: AccountMapping, method: string): string {
  const own = ownPaymentAccount(mapping, method);
  if (own !== undefined) return own;
  return isOwnMethod(method) ? (mapping.otherPayments?.trim() ?? '') : '';
}

export type MappingProblemCode =
  | 'unmappedVatRate'
  | 'unmappedPaymentMethod'
  | 'unmappedAccount'
  | 'unknownAccount'
  | 'invalidTenant';

export interface MappingProblem {
  field: string;
  code: MappingProblemCode;
  /** The VAT rate, payment method or account the problem is about. */
  subject: string;
}

/**
 * What keeps a day from being sent with this mapping: a VAT rate or payment method the day
 * uses without an account, an empty fixed account, or an account the provider's chart lacks
 * (`chart` null when the provider's chart is not known).
 */
export function mappingProblems(
  mapping: AccountMapping,
  used: { vatRates: readonly number[]; paymentMethods: readonly string[] },
  chart: ReadonlySet<string> | null,
): MappingProblem[] {
  const problems: MappingProblem[] = [];
  const check = (field: string, account: string | undefined, code: MappingProblemCode, subject: string) => {
    if (!account?.trim()) problems.push({ field, code, subject });
    else if (chart && !chart.has(account.trim()))
      problems.push({ field, code: 'unknownAccount', subject: account });
  };
  for (const rate of used.vatRates) {
    check(`sales.${rate}`, mapping.sales[String(rate)], 'unmappedVatRate', `${rate}`);
    if (rate > 0) check(`vat.${rate}`, mapping.vat[String(rate)], 'unmappedVatRate', `${rate}`);
  }
  for (const method of used.paymentMethods) {
    const own = ownPaymentAccount(mapping, method);
    // A company method booked on the "other payments" account: the problem is that account's.
    const field = own === undefined && isOwnMethod(method) ? 'otherPayments' : `payments.${method}`;
    check(field, paymentAccount(mapping, method), 'unmappedPaymentMethod', method);
  }
  check('tips', mapping.tips, 'unmappedAccount', 'tips');
  check('rounding', mapping.rounding, 'unmappedAccount', 'rounding');
  check('cashDifference', mapping.cashDifference, 'unmappedAccount', 'cashDifference');
  return problems;
}

/**
 * A tenant is the provider's numeric id of a client company (Tripletex company id); empty means
 * the credentials' own company. Anything else would only fail later, when the day is sent.
 */
export function tenantProblems(mapping: AccountMapping): MappingProblem[] {
  const tenant = mapping.tenant?.trim() ?? '';
  return tenant && !/^\d{1,12}$/.test(tenant)
    ? [{ field: 'tenant', code: 'invalidTenant', subject: tenant }]
    : [];
}
