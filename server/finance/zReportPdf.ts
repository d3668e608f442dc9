import { existsSync } from 'node:fs';
import { formatMoney } from '../../src/domain/money.ts';
import { localeFromHeader, translator } from '../platform/i18n.ts';
import type { ZReportContent } from './zReports.service.ts';

/**
 * The Z- or X-report as a PDF in the company's language. pdfkit's built-in Helvetica covers the
 * Nordic and Spanish letters; when DejaVu Sans is installed (Debian's fonts-dejavu-core, or
 * ZREPORT_FONT) it is embedded so Turkish letters print too.
 */
const FONT = process.env.ZREPORT_FONT ?? '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

export function localeOfCompany(language: string) {
  return localeFromHeader(language === 'se' ? 'sv' : language);
}

export async function zReportPdf(content: ZReportContent): Promise<Buffer> {
  // Loaded when a document is made: it would add to every start (docs/deploy.md, cold start).
  const { default: PDFDocument } = await import('pdfkit');
  const locale = localeOfCompany(content.company.language);
  const all = translator(locale);
  const t = all.finance;
  // A company's own method by its name; a built-in one in the report's language (as on screen).
  const methods: Partial<Record<string, () => string>> = all.orders.methods;
  const method = (payment: { method: string; name?: string }) =>
    payment.name ?? (methods[payment.method]?.() || payment.method);
  const money = (minor: number) => formatMoney(minor, content.company.currency || 'SEK', locale);
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(locale, {
          dateStyle: 'short',
          timeStyle: 'medium',
          timeZone: content.venue.timezone,
        }).format(new Date(iso))
      : '—';
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `${content.kind}-report` } });
  if (existsSync(FONT)) doc.font(FONT);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.text(label, 48, y, { width: 300 });
    doc.text(value, 350, y, { width: 197, align: 'right' });
  };
  const heading = (text: string) => {
    doc.moveDown(0.6).fontSize(12).text(text, 48).fontSize(10).moveDown(0.2);
  };

  doc.fontSize(16).text(content.kind === 'Z' ? t.pdf.zTitle() : t.pdf.xTitle());
  doc.fontSize(10).moveDown(0.4);
  row(content.company.legalName, content.company.name);
  row(t.pdf.orgNumber(), content.company.orgNumber || '—');
  row(t.pdf.place(), [content.venue.name, content.venue.address].filter(Boolean).join(', '));
  row(t.pdf.register(), content.register || content.venue.id.slice(0, 8));
  if (content.number != null) row(t.pdf.sequence(), String(content.number));
  row(t.pdf.period(), content.accountingDate);
  row(t.pdf.createdAt(), when(content.createdAt));
  row(t.pdf.previousClose(), when(content.previousClosedAt));
  row(t.pdf.closedBy(), content.closedBy);

  heading(t.pdf.productGroups());
  for (const group of content.productGroups)
    row(`${group.name} (${t.pdf.count()} ${group.count})`, `${money(group.net)} / ${money(group.gross)}`);
  heading(t.pdf.vatPerRate());
  for (const vat of content.vat)
    row(`${vat.rate} %`, `${money(vat.net)} + ${money(vat.vat)} = ${money(vat.gross)}`);
  heading(t.pdf.payments());
  for (const payment of content.payments) row(`${method(payment)} (${payment.count})`, money(payment.amount));
  heading(t.pdf.totals());
  row(t.pdf.gross(), money(content.totals.gross));
  row(t.pdf.net(), money(content.totals.net));
  row(t.pdf.tips(), money(content.tips));
  row(t.pdf.rounding(), money(content.rounding));
  row(`${t.pdf.discounts()} (${content.discounts.count})`, money(content.discounts.amount));
  row(`${t.pdf.returns()} (${content.returns.count})`, money(content.returns.amount));
  heading(t.pdf.receipts());
  row(t.pdf.salesReceipts(), String(content.receipts.sales));
  row(t.pdf.copies(), String(content.receipts.copies));
  row(t.pdf.training(), String(content.receipts.training));
  row(t.pdf.proForma(), String(content.receipts.proForma));
  row(t.pdf.cashDrawer(), String(content.cashDrawerOpenings));
  heading(t.pdf.grandTotals());
  row(t.pdf.grandSales(), money(content.grandTotals.sales));
  row(t.pdf.grandReturns(), money(content.grandTotals.returns));
  row(t.pdf.grandNet(), money(content.grandTotals.net));
  doc.end();
  return done;
}
