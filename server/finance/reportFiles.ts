import { existsSync } from 'node:fs';
import { csvAmount, csvDialectFor, writeCsv } from '../../src/domain/csv.ts';
import { formatMoney } from '../../src/domain/money.ts';
import { MONEY_COLUMNS, type ReportColumn, type ReportKind } from '../../src/domain/reports.ts';
import type { Locales } from '../../src/i18n/i18n-types.ts';
import { translator } from '../platform/i18n.ts';

/** A generated report's table and what the files need to word it. */
export interface ReportTable {
  kind: ReportKind;
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
  from: string;
  to: string;
  currency: string;
  requestedBy: string;
  createdAt: Date;
}

const FONT = process.env.ZREPORT_FONT ?? '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

function headers(table: ReportTable, locale: Locales): string[] {
  const t = translator(locale).finance.reports.columns;
  return table.columns.map((column) => t[column as ReportColumn]());
}

/**
 * CSV through the shared writer (src/domain/csv.ts): headers in the viewer's language, formulas
 * escaped, a byte-order mark, and the viewer's Excel dialect (`;` and a decimal comma in sv, no,
 * da, es, tr), amounts in major units.
 */
export function reportCsv(table: ReportTable, locale: Locales): string {
  const dialect = csvDialectFor(locale);
  return writeCsv(
    headers(table, locale),
    table.rows.map((row) =>
      row.map((cell, i) =>
        MONEY_COLUMNS.has(table.columns[i] ?? '') && typeof cell === 'number'
          ? csvAmount(cell, dialect)
          : String(cell),
      ),
    ),
    { dialect },
  );
}

/** The same table as an A4 landscape PDF in the viewer's language. */
export async function reportPdf(table: ReportTable, locale: Locales): Promise<Buffer> {
  // Loaded when a document is made: it would add to every start (docs/deploy.md, cold start).
  const { default: PDFDocument } = await import('pdfkit');
  const t = translator(locale).finance.reports;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    info: { Title: t.kinds[table.kind]() },
  });
  if (existsSync(FONT)) doc.font(FONT);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(16).text(t.kinds[table.kind]());
  doc
    .fontSize(9)
    .text(
      `${table.from} – ${table.to} · ${table.requestedBy} · ${table.createdAt.toISOString().slice(0, 16)}`,
    )
    .moveDown(0.6);
  const width = (doc.page.width - 72) / table.columns.length;
  const line = (cells: string[]) => {
    if (doc.y > doc.page.height - 60) doc.addPage();
    const y = doc.y;
    let height = 0;
    cells.forEach((cell, i) => {
      const numeric = i > 1 && cell !== '' && /^[-\d\s.,\u00a0]+\D{0,4}$/.test(cell);
      doc.text(cell, 36 + i * width, y, { width: width - 4, align: numeric ? 'right' : 'left' });
      height = Math.max(height, doc.y - y);
    });
    doc.y = y + height + 2;
  };
  line(headers(table, locale));
  const money = (minor: number) => formatMoney(minor, table.currency || 'SEK', locale);
  for (const row of table.rows)
    line(
      row.map((cell, i) =>
        MONEY_COLUMNS.has(table.columns[i] ?? '') && typeof cell === 'number' ? money(cell) : String(cell),
      ),
    );
  if (!table.rows.length) doc.text(t.noRows());
  doc.end();
  return done;
}
