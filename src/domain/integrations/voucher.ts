import { type AccountMapping, paymentAccount } from './mapping.ts';

/** One closed accounting day of one venue, summed from its orders (minor units). */
export interface DayTotals {
  accountingDate: string;
  /** Sales by VAT rate, VAT included (gross) and the VAT part. */
  sales: readonly { rate: number; gross: number; vat: number }[];
  /** Money taken by payment method, tips excluded. */
  payments: readonly { method: string; amount: number }[];
  /** Tips taken on top of the payments (owed to the staff). */
  tips: number;
  /** Cash counted at closing minus cash expected; 0 when not counted. */
  cashDifference: number;
  /** Returns made during the day, by VAT rate (VAT included, and the VAT part). */
  returns?: readonly { rate: number; gross: number; vat: number }[];
  /** Money paid back during the day, by payment method. */
  refunds?: readonly { method: string; amount: number }[];
}

/** A line of a voucher: one side is zero. */
export interface VoucherLine {
  account: string;
  debit: number;
  credit: number;
  /** What the line is, for the accountant: 'sales 25', 'vat 25', 'payment CARD', … */
  text: string;
}

const line = (account: string, amount: number, text: string): VoucherLine =>
  amount >= 0 ? { account, debit: amount, credit: 0, text } : { account, debit: 0, credit: -amount, text };

/**
 * The balanced voucher of a day (issue 22, "Daily vouchers"): payments (with tips) and a cash
 * difference on the debit side; net sales, output VAT, tips owed on the credit side; what the
 * payments and the sales disagree by (cash rounding) goes to the rounding account, so debits
 * always equal credits. Lines with nothing on them are left out. The mapping must cover the
 * day (see mappingProblems).
 */
export function dailyVoucher(totals: DayTotals, mapping: AccountMapping): VoucherLine[] {
  const lines: VoucherLine[] = [];
  for (const payment of totals.payments) {
    lines.push(line(paymentAccount(mapping, payment.method), payment.amount, `payment ${payment.method}`));
  }
  const cashAccount = mapping.payments.CASH ?? '';
  if (totals.tips) {
    // Tips arrive on the card (or cash) and are owed to the staff: the debit sits on the tip's
    // payment side, summed into the card account (tips are almost always card tips).
    lines.push(line(mapping.payments.CARD ?? cashAccount, totals.tips, 'tips taken'));
    lines.push(line(mapping.tips, -totals.tips, 'tips owed'));
  }
  if (totals.cashDifference) {
    lines.push(line(cashAccount, totals.cashDifference, 'cash difference'));
    lines.push(line(mapping.cashDifference, -totals.cashDifference, 'cash difference'));
  }
  for (const sale of totals.sales) {
    lines.push(line(mapping.sales[String(sale.rate)] ?? '', -(sale.gross - sale.vat), `sales ${sale.rate}`));
    if (sale.vat) lines.push(line(mapping.vat[String(sale.rate)] ?? '', -sale.vat, `vat ${sale.rate}`));
  }
  // Returns reverse the sale on its own lines (the accountant sees them apart from the sales):
  // sales and output VAT debited, the money paid back credited to its payment account.
  for (const refund of totals.refunds ?? [])
    lines.push(line(paymentAccount(mapping, refund.method), -refund.amount, `refund ${refund.method}`));
  for (const sale of totals.returns ?? []) {
    lines.push(line(mapping.sales[String(sale.rate)] ?? '', sale.gross - sale.vat, `returns ${sale.rate}`));
    if (sale.vat)
      lines.push(line(mapping.vat[String(sale.rate)] ?? '', sale.vat, `returns vat ${sale.rate}`));
  }
  const { debit, credit } = voucherSums(lines);
  if (debit !== credit) lines.push(line(mapping.rounding, credit - debit, 'rounding'));
  return lines.filter((l) => l.debit !== 0 || l.credit !== 0);
}

export function voucherSums(lines: readonly VoucherLine[]): { debit: number; credit: number } {
  return lines.reduce((sum, l) => ({ debit: sum.debit + l.debit, credit: sum.credit + l.credit }), {
    debit: 0,
    credit: 0,
  });
}

/**
 * One venue's day from its books' Z-reports (the register-less sales and each register's, issue
 * 40 item 3): sales and returns added per VAT rate, payments and refunds per method, in the order
 * first met, so one voucher carries the whole day.
 */
export function sumDayTotals(books: readonly DayTotals[]): DayTotals {
  const byRate = (lists: (readonly { rate: number; gross: number; vat: number }[] | undefined)[]) => {
    const map = new Map<number, { rate: number; gross: number; vat: number }>();
    for (const row of lists.flatMap((list) => list ?? [])) {
      const sum = map.get(row.rate) ?? { rate: row.rate, gross: 0, vat: 0 };
      sum.gross += row.gross;
      sum.vat += row.vat;
      map.set(row.rate, sum);
    }
    return [...map.values()];
  };
  const byMethod = (lists: (readonly { method: string; amount: number }[] | undefined)[]) => {
    const map = new Map<string, { method: string; amount: number }>();
    for (const row of lists.flatMap((list) => list ?? [])) {
      const sum = map.get(row.method) ?? { method: row.method, amount: 0 };
      sum.amount += row.amount;
      map.set(row.method, sum);
    }
    return [...map.values()];
  };
  return {
    accountingDate: books[0]?.accountingDate ?? '',
    sales: byRate(books.map((book) => book.sales)),
    payments: byMethod(books.map((book) => book.payments)),
    tips: books.reduce((sum, book) => sum + book.tips, 0),
    cashDifference: books.reduce((sum, book) => sum + book.cashDifference, 0),
    returns: byRate(books.map((book) => book.returns)),
    refunds: byMethod(books.map((book) => book.refunds)),
  };
}
