import { describe, expect, it } from 'vitest';
import { NORDIC_CSV, PLAIN_CSV } from './csv.ts';
import {
  type CsvProduct,
  changedFields,
  csvColumnOf,
  parseProductsCsv,
  productsToCsv,
} from './productCsv.ts';

const SKAGEN: CsvProduct = {
  id: '0b8c6d2e-1f0a-4a63-9a55-0f4e1c2b3a4d',
  title: 'Toast Skagen',
  titleLang: { se: 'Toast Skagen', en: 'Toast Skagen, "classic"', ar: 'توست سكاجن' },
  categories: ['Förrätter', 'Lunch', 'Fisk'],
  price: 14500,
  vatRate: 12,
  takeAwayVatRate: null,
  norwegianCategory: null,
  manualPrice: false,
  volumeSuffix: null,
  course: 'Förrätt',
  allergens: ['GLUTEN', 'CRUSTACEANS', 'EGGS'],
  imageUrl: null,
};

const COLA: CsvProduct = {
  id: '5d7e9f10-2a3b-4c5d-8e9f-a0b1c2d3e4f5',
  title: 'Coca-Cola',
  titleLang: {},
  categories: [],
  price: 3950,
  vatRate: 12,
  takeAwayVatRate: 6,
  norwegianCategory: null,
  manualPrice: true,
  volumeSuffix: '33 cl',
  course: null,
  allergens: [],
  imageUrl: 'https://example.com/cola.png',
};

describe('products as CSV', () => {
  it('round-trips: an exported file read back changes nothing', () => {
    const csv = productsToCsv([SKAGEN, COLA]);
    const { rows, problems } = parseProductsCsv(csv, 'SE');
    expect(problems).toEqual([]);
    expect(rows.map((row) => row.line)).toEqual([2, 3]);
    expect(rows.map((row) => row.id)).toEqual([SKAGEN.id, COLA.id]);
    expect(changedFields(SKAGEN, rows[0]?.values ?? {})).toEqual([]);
    expect(changedFields(COLA, rows[1]?.values ?? {})).toEqual([]);
    expect(rows[1]?.values).toMatchObject({
      price: 3950,
      manualPrice: true,
      volumeSuffix: '33 cl',
      takeAwayVatRate: 6,
    });
  });

  it('writes the same file page by page as at once (the export pulls 500 rows a request)', () => {
    const paged = [productsToCsv([SKAGEN], { header: true }), productsToCsv([COLA], { header: false })].join(
      '\r\n',
    );
    expect(paged).toBe(productsToCsv([SKAGEN, COLA]));
  });

  it('reads what a spreadsheet writes back: semicolons, decimal commas, a byte-order mark', () => {
    const csv =
      '\uFEFFid;title;price;vat_rate;manual_price;allergens\r\n;Räkmacka;149,50;12;nej;gluten | crustaceans\r\n';
    const { rows, problems } = parseProductsCsv(csv, 'SE');
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      {
        line: 2,
        id: null,
        values: {
          title: 'Räkmacka',
          price: 14950,
          vatRate: 12,
          manualPrice: false,
          allergens: ['GLUTEN', 'CRUSTACEANS'],
        },
      },
    ]);
  });

  it("reads a price's decimal mark from the file's separator and the company's country (decision 0113)", () => {
    const prices = (csv: string, country: 'SE' | 'GB') => {
      const { rows, problems } = parseProductsCsv(csv, country);
      return { prices: rows.map((row) => row.values.price ?? null), problems: problems.map((p) => p.code) };
    };
    // A `;` file is the Nordic Excel dialect: a decimal comma in any country, a dot still a point.
    expect(prices('title;price\nA;12,50\nB;12.50\nC;1 250,05\n', 'GB')).toEqual({
      prices: [1250, 1250, 125005],
      problems: [],
    });
    // A `,` file follows the country: "12,50" in Sweden, where a comma is the decimal mark…
    expect(prices('title,price\nA,"12,50"\nB,12.50\n', 'SE')).toEqual({ prices: [1250, 1250], problems: [] });
    // …refused in Britain, where "1,250" groups thousands: refused, not misread.
    expect(prices('title,price\nA,"12,50"\nB,12.50\nC,"1,250"\n', 'GB')).toEqual({
      prices: [null, 1250, null],
      problems: ['priceInvalid', 'priceInvalid'],
    });
    // What the one parser refuses everywhere: a sign, a third decimal, a currency.
    expect(prices('title;price\nA;-5\nB;1,234\nC;12 kr\n', 'SE').problems).toEqual([
      'priceInvalid',
      'priceInvalid',
      'priceInvalid',
    ]);
  });

  it('reads back what the export writes for either dialect, in a country whose mark differs', () => {
    for (const dialect of [PLAIN_CSV, NORDIC_CSV]) {
      const { rows, problems } = parseProductsCsv(productsToCsv([SKAGEN, COLA], { dialect }), 'GB');
      expect(problems).toEqual([]);
      expect(rows.map((row) => row.values.price)).toEqual([14500, 3950]);
    }
  });

  it('names the line and column of each problem, counting lines inside quoted cells', () => {
    const csv = [
      'title,price,vat_rate,manual_price,volume,allergens,colour',
      'Ok,10,12,no,,,',
      '"Two',
      'lines",abc,x,maybe,3 litres,GLITTER,',
      'Empty price,,12,no,,,',
    ].join('\n');
    const { rows, problems } = parseProductsCsv(csv, 'SE');
    expect(rows.map((row) => row.line)).toEqual([2, 3, 5]);
    expect(problems).toEqual([
      { line: 1, column: 'colour', code: 'unknownColumn' },
      { line: 3, column: 'price', code: 'priceInvalid' },
      { line: 3, column: 'vat_rate', code: 'notNumber' },
      { line: 3, column: 'manual_price', code: 'notYesNo' },
      { line: 3, column: 'volume', code: 'invalidVolume' },
      { line: 3, column: 'allergens', code: 'invalidAllergen' },
      { line: 5, column: 'price', code: 'required' },
    ]);
    expect(rows[1]?.values.title).toBe('Two\nlines');
  });

  it('sees a change only in the fields that differ; missing columns change nothing', () => {
    const { rows } = parseProductsCsv(`id,title,price\n${SKAGEN.id},Toast Skagen,155.00\n`, 'SE');
    expect(changedFields(SKAGEN, rows[0]?.values ?? {})).toEqual(['price']);
    const titles = parseProductsCsv(`id,title_en\n${SKAGEN.id},Shrimp toast\n`, 'SE').rows[0]?.values ?? {};
    expect(changedFields(SKAGEN, titles)).toEqual(['titleLang']);
  });

  it('refuses a file without a title column', () => {
    expect(parseProductsCsv('id,price\n1,2\n', 'SE').problems).toEqual([
      { line: 1, column: 'title', code: 'missingTitleColumn' },
    ]);
    expect(parseProductsCsv('', 'SE').problems).toEqual([
      { line: 1, column: 'title', code: 'missingTitleColumn' },
    ]);
  });

  it('maps payload fields to their columns', () => {
    expect(csvColumnOf('titleLang.en')).toBe('title_en');
    expect(csvColumnOf('defaultPrice')).toBe('price');
    expect(csvColumnOf('allergens.2')).toBe('allergens');
  });
});
