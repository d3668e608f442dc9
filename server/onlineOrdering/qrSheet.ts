import { existsSync } from 'node:fs';

const FONT = process.env.ZREPORT_FONT ?? '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

interface SheetTexts {
  title: (args: { venue: string }) => string;
  table: (args: { code: string }) => string;
  hint: () => string;
  noTables: () => string;
}

/** An A4 sheet (or several) of QR codes, three by four, each with its table's code and address. */
export async function qrSheetPdf(
  venueName: string,
  tables: readonly { code: string; url: string; png: Buffer }[],
  t: SheetTexts,
): Promise<Buffer> {
  // Loaded when a document is made: it would add to every start (docs/deploy.md, cold start).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 36, info: { Title: t.title({ venue: venueName }) } });
  if (existsSync(FONT)) doc.font(FONT);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const columns = 3;
  const rows = 4;
  const cellWidth = (doc.page.width - 72) / columns;
  const cellHeight = (doc.page.height - 72 - 30) / rows;
  const header = () => {
    doc.fontSize(14).text(t.title({ venue: venueName }), 36, 36, { width: doc.page.width - 72 });
  };
  header();
  if (tables.length === 0) doc.moveDown().fontSize(11).text(t.noTables());
  tables.forEach((table, index) => {
    const slot = index % (columns * rows);
    if (index > 0 && slot === 0) {
      doc.addPage();
      header();
    }
    const x = 36 + (slot % columns) * cellWidth;
    const y = 66 + Math.floor(slot / columns) * cellHeight;
    const size = Math.min(cellWidth, cellHeight) - 60;
    doc.fontSize(13).text(t.table({ code: table.code }), x, y, { width: cellWidth, align: 'center' });
    doc.image(table.png, x + (cellWidth - size) / 2, y + 18, { width: size, height: size });
    doc
      .fontSize(8)
      .text(t.hint(), x, y + 22 + size, { width: cellWidth, align: 'center' })
      .text(table.url, x + 4, y + 34 + size, { width: cellWidth - 8, align: 'center' });
  });
  doc.end();
  return done;
}
