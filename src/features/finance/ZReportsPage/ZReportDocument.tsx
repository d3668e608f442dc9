import type { Formats } from '../../../domain/formats.ts';
import type { ZReportContent } from '../../../domain/zReport.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { PrintButton } from '../../../ui/PrintButton.tsx';
import * as styles from './ZReportDocument.css.ts';

/** The stored figures of a Z- or X-report (one shape with the server's). */
export type ReportContent = ZReportContent;

type Row = readonly [label: string, value: string];

function Section({ title, rows }: { title: string; rows: readonly Row[] }) {
  return (
    <section className={styles.section}>
      <h3 className={styles.heading}>{title}</h3>
      <table className={styles.table}>
        <tbody>
          {rows.map(([label, value], index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positional
            <tr key={index}>
              <th scope="row" className={styles.label}>
                {label}
              </th>
              <td className={styles.value}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * A Z-report (or X-report) as a document on screen and on paper (issue 47 item 9): the same figures
 * and order as its PDF (server/finance/zReportPdf.ts), with a Print button (hidden on paper).
 */
export function ZReportDocument({
  content,
  formats,
}: {
  content: ReportContent;
  /** The reader's formatters (src/platform/formats): dates and money as on the rest of the screen. */
  formats: Formats;
}) {
  const { LL } = useI18nContext();
  const t = LL.finance.pdf;
  // Words, not codes: the payment methods in the reader's language (the orders namespace, loaded by the page).
  const methods: Partial<Record<string, () => string>> = LL.orders.methods;
  // A company's own method by the name the report kept (docs/decisions.md, "Paying with a company's own payment method").
  const method = (payment: { method: string; name?: string }) =>
    payment.name ?? (methods[payment.method]?.() || payment.method);
  // In the report's own currency, and its instants in the venue's zone (the books' day), to the second.
  const money = (minor: number) => formats.money(minor, content.company.currency || undefined);
  const when = (iso: string | null) =>
    iso
      ? formats.dateTime(iso, 'short', { seconds: true, timeZone: content.venue.timezone || undefined })
      : '—';
  return (
    <div className={styles.document} data-testid="z-report-document">
      <div className={styles.actions}>
        <PrintButton size="md" />
      </div>
      <Section
        title={content.kind === 'Z' ? t.zTitle() : t.xTitle()}
        rows={[
          [content.company.legalName, content.company.name],
          [t.orgNumber(), content.company.orgNumber || '—'],
          [t.place(), [content.venue.name, content.venue.address].filter(Boolean).join(', ')],
          [t.register(), content.register || content.venue.id.slice(0, 8)],
          ...(content.number != null ? [[t.sequence(), String(content.number)] as const] : []),
          [t.period(), content.accountingDate],
          [t.createdAt(), when(content.createdAt)],
          [t.previousClose(), when(content.previousClosedAt)],
          [t.closedBy(), content.closedBy],
        ]}
      />
      <Section
        title={t.productGroups()}
        rows={content.productGroups.map(
          (group) =>
            [
              `${group.name} (${t.count()} ${group.count})`,
              `${money(group.net)} / ${money(group.gross)}`,
            ] as const,
        )}
      />
      <Section
        title={t.vatPerRate()}
        rows={content.vat.map(
          (vat) => [`${vat.rate} %`, `${money(vat.net)} + ${money(vat.vat)} = ${money(vat.gross)}`] as const,
        )}
      />
      <Section
        title={t.payments()}
        rows={content.payments.map(
          (payment) => [`${method(payment)} (${payment.count})`, money(payment.amount)] as const,
        )}
      />
      <Section
        title={t.totals()}
        rows={[
          [t.gross(), money(content.totals.gross)],
          [t.net(), money(content.totals.net)],
          [t.tips(), money(content.tips)],
          [t.rounding(), money(content.rounding)],
          [`${t.discounts()} (${content.discounts.count})`, money(content.discounts.amount)],
          [`${t.returns()} (${content.returns.count})`, money(content.returns.amount)],
        ]}
      />
      <Section
        title={t.receipts()}
        rows={[
          [t.salesReceipts(), String(content.receipts.sales)],
          [t.copies(), String(content.receipts.copies)],
          [t.training(), String(content.receipts.training)],
          [t.proForma(), String(content.receipts.proForma)],
          [t.cashDrawer(), String(content.cashDrawerOpenings)],
        ]}
      />
      <Section
        title={t.grandTotals()}
        rows={[
          [t.grandSales(), money(content.grandTotals.sales)],
          [t.grandReturns(), money(content.grandTotals.returns)],
          [t.grandNet(), money(content.grandTotals.net)],
        ]}
      />
    </div>
  );
}
