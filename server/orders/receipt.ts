import { existsSync } from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import { isLanguage, type Language } from '../../src/domain/locales.ts';
import { formatMoney } from '../../src/domain/money.ts';
import {
  type PaperWidth,
  RECEIPT_CHARS,
  type ReceiptData,
  type ReceiptLabels,
  type ReceiptLine,
  receiptLayout,
} from '../../src/domain/receiptTemplate.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import {
  companies,
  type OrderLineRow,
  type OrderRow,
  orderLines,
  venues,
} from '../platform/db/schema/index.ts';
import { localeFromHeader, translator } from '../platform/i18n.ts';
import type { MailMessage } from '../platform/mail/mailer.ts';
import { loadReceiptTemplate, type StoredReceiptTemplate } from '../settings/receipt.service.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The company's language as a UI language (`se` is Sweden's old code). */
function languageOf(value: string): Language {
  const code = value === 'se' ? 'sv' : value;
  return isLanguage(code) ? code : 'sv';
}

/** Everything one order's receipt prints: the stored template and the order's data. */
export interface OrderReceipt {
  template: StoredReceiptTemplate;
  language: Language;
  data: ReceiptData;
  labels: ReceiptLabels;
  subject: string;
}

/** Gathers the order's receipt from the company's template, in the company's language. */
export async function loadOrderReceipt(db: Queryable, order: OrderRow): Promise<OrderReceipt> {
  const [company] = await db.select().from(companies).where(eq(companies.id, order.companyId));
  const [venue] = await db.select().from(venues).where(eq(venues.id, order.venueId));
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  const template = await loadReceiptTemplate(db, order.companyId);
  const language = languageOf(company?.defaultLanguage ?? 'sv');
  const locale = localeFromHeader(language);
  const t = translator(locale);
  const currency = company?.currency ?? 'SEK';
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const labels = t.settings.receipt.labels;
  return {
    template,
    language,
    subject: t.orders.receipt.subject({ number: order.number }),
    labels: {
      orgNumber: labels.orgNumber(),
      vatNumber: labels.vatNumber(),
      phone: labels.phone(),
      order: labels.order(),
      register: labels.register(),
      total: labels.total(),
    },
    data: receiptDataOf({
      order,
      lines,
      currencyFormat: money,
      locale,
      company,
      venue,
      vatLabel: (rate) => labels.vat({ rate }),
    }),
  };
}

function receiptDataOf(options: {
  order: OrderRow;
  lines: readonly OrderLineRow[];
  currencyFormat: (minor: number) => string;
  locale: string;
  company:
    | { name: string; legalName: string; orgNumber: string; vatNumber: string; vatRegistered: boolean }
    | undefined;
  venue:
    | { name: string; street: string; zip: string; city: string; phone: string; timezone: string }
    | undefined;
  vatLabel: (rate: number) => string;
}): ReceiptData {
  const { order, venue, company } = options;
  const money = options.currencyFormat;
  return {
    companyName: company?.name ?? '',
    legalName: company?.legalName ?? '',
    orgNumber: company?.orgNumber ?? '',
    vatNumber: company?.vatRegistered ? company.vatNumber : '',
    venueName: venue?.name ?? '',
    venueAddress: [venue?.street, [venue?.zip, venue?.city].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', '),
    phone: venue?.phone && venue.phone !== '0' ? venue.phone : '',
    orderNumber: String(order.number),
    dateTime: new Intl.DateTimeFormat(options.locale, {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: venue?.timezone ?? 'Europe/Stockholm',
    }).format(order.createdAt),
    register: order.device ?? order.venueId.slice(0, 8),
    lines: options.lines.map((line) => ({
      quantity: line.quantity,
      title: line.title,
      amount: money(line.total),
    })),
    vat: order.vat.map((rate) => ({ label: options.vatLabel(rate.rate), amount: money(rate.vat) })),
    total: money(order.total),
  };
}

/** The receipt's lines at a paper width (the same layout the settings preview shows). */
export function orderReceiptLines(receipt: OrderReceipt, width: PaperWidth): ReceiptLine[] {
  return receiptLayout({
    template: receipt.template,
    country: receipt.template.country,
    language: receipt.language,
    fallbackLanguage: receipt.language,
    width,
    data: receipt.data,
    labels: receipt.labels,
  });
}

const MM = 72 / 25.4;
/** A monospaced font with the Nordic, Turkish and Arabic letters when installed (else Courier). */
const MONO = process.env.RECEIPT_FONT ?? '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf';

/**
 * The receipt as a PDF on a roll of 58 or 80 mm: the layout's lines in a monospaced font sized so
 * 32 / 48 characters fill the printable width, the logo on top when the template shows it.
 */
export async function receiptPdf(receipt: OrderReceipt, width: PaperWidth): Promise<Buffer> {
  // Loaded when a document is made: it would add to every start (docs/deploy.md, cold start).
  const { default: PDFDocument } = await import('pdfkit');
  const lines = orderReceiptLines(receipt, width);
  const margin = 4 * MM;
  const pageWidth = width * MM;
  const printable = pageWidth - 2 * margin;
  const fontSize = printable / RECEIPT_CHARS[width] / 0.6;
  const lineHeight = fontSize * 1.2;
  const logoHeight = 18 * MM;
  const height = 2 * margin + lines.length * lineHeight + (receipt.template.logoData ? logoHeight : 0);
  const doc = new PDFDocument({
    size: [pageWidth, Math.max(height, 40 * MM)],
    margin,
    info: { Title: receipt.subject },
  });
  doc.font(existsSync(MONO) ? MONO : 'Courier').fontSize(fontSize);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  let y = margin;
  for (const line of lines) {
    if (line.kind === 'logo') {
      if (receipt.template.logoData) {
        try {
          doc.image(Buffer.from(receipt.template.logoData, 'base64'), margin, y, {
            fit: [printable, logoHeight - 2 * MM],
            align: 'center',
          });
        } catch {
          // A logo pdfkit cannot read prints nothing rather than failing the receipt.
        }
        y += logoHeight;
      }
      continue;
    }
    doc.text(line.text, margin, y, { lineBreak: false });
    y += lineHeight;
  }
  doc.end();
  return done;
}

/** The receipt of an order as a mail (text and HTML) from the stored template, 80 mm wide. */
export function receiptMail(options: { to: string; receipt: OrderReceipt; link: string }): MailMessage {
  const lines = orderReceiptLines(options.receipt, 80).flatMap((line) =>
    line.kind === 'text' ? [line.text] : [],
  );
  const text = lines.join('\n');
  const html = `<pre style="font-family:monospace">${escapeHtml(text)}</pre>`;
  return { to: options.to, subject: options.receipt.subject, text, html, link: options.link };
}
