/**
 * Products as CSV (issue 6): the columns, export, parsing with line and column of every problem,
 * and the comparison that tells creates, updates and unchanged rows apart. Shared by the browser
 * (export) and the API (preview and import), so a file exported here and imported there without
 * edits changes nothing.
 */
import Papa from 'papaparse';
import type { CountryCode } from './countries.ts';
import { type CsvDialect, csvAmount, NORDIC_CSV, PLAIN_CSV, unescapeFormula, writeCsv } from './csv.ts';
import { type DecimalSource, parseMoney } from './money.ts';
import {
  type Allergen,
  isAllergen,
  normalizeVolumeSuffix,
  sortAllergens,
  TRANSLATION_KEYS,
  type TranslationKey,
  type TranslationsValue,
} from './pim.ts';
import type { PimErrorCode } from './pimSchemas.ts';

export const TITLE_COLUMNS = TRANSLATION_KEYS.map((key) => `title_${key}` as const);

export const CSV_COLUMNS = [
  'id',
  'title',
  ...TITLE_COLUMNS,
  'categories',
  'price',
  'vat_rate',
  'take_away_vat_rate',
  'norwegian_category',
  'manual_price',
  'volume',
  'course',
  'allergens',
  'image_url',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** Lists inside one cell (categories, allergens) are separated by a vertical bar. */
export const LIST_SEPARATOR = ' | ';
/** More rows than this are refused (a catalogue, not a data dump). */
export const MAX_CSV_ROWS = 20_000;

/** A product as the file shows it: names instead of ids, the price in minor units. */
export interface CsvProduct {
  id: string;
  title: string;
  titleLang: TranslationsValue;
  categories: string[];
  price: number;
  vatRate: number;
  takeAwayVatRate: number | null;
  norwegianCategory: string | null;
  manualPrice: boolean;
  volumeSuffix: string | null;
  course: string | null;
  allergens: Allergen[];
  imageUrl: string | null;
}

/** The fields a row of the file sets; a column missing from the file leaves its field as it is. */
export type CsvValues = Partial<Omit<CsvProduct, 'id'>>;

export type CsvProblemCode =
  | 'unknownColumn'
  | 'missingTitleColumn'
  | 'unknownCategory'
  | 'unknownCourse'
  | 'unknownProduct'
  | 'duplicateId'
  | 'notNumber'
  | 'notYesNo'
  | 'badRow'
  | 'tooManyRows';

export interface CsvProblem {
  /** 1-based line of the file where the row starts. */
  line: number;
  column: string;
  code: CsvProblemCode | PimErrorCode;
}

export interface CsvRow {
  line: number;
  /** Empty: a new product. */
  id: string | null;
  values: CsvValues;
}

const YES = new Set(['yes', 'y', 'true', '1', 'ja', 'sí', 'si', 'evet', 'x']);
const NO = new Set(['no', 'n', 'false', '0', 'nej', 'nei', 'hayır', '']);

function list(cell: string): string[] {
  return cell
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean);
}

function cellsOf(product: CsvProduct, dialect: CsvDialect): Record<CsvColumn, string> {
  const titles = Object.fromEntries(
    TRANSLATION_KEYS.map((key) => [`title_${key}`, product.titleLang[key] ?? '']),
  ) as Record<(typeof TITLE_COLUMNS)[number], string>;
  return {
    id: product.id,
    title: product.title,
    ...titles,
    categories: product.categories.join(LIST_SEPARATOR),
    price: csvAmount(product.price, dialect),
    vat_rate: String(product.vatRate),
    take_away_vat_rate: product.takeAwayVatRate == null ? '' : String(product.takeAwayVatRate),
    norwegian_category: product.norwegianCategory ?? '',
    manual_price: product.manualPrice ? 'yes' : 'no',
    volume: product.volumeSuffix ?? '',
    course: product.course ?? '',
    allergens: product.allergens.join(LIST_SEPARATOR),
    image_url: product.imageUrl ?? '',
  };
}

/**
 * The file: a header of CSV_COLUMNS, one row per product, UTF-8, through the shared writer
 * (formulas escaped; comma-separated unless a dialect says otherwise). No byte-order mark unless
 * asked: the export stream writes it once before its pages.
 */
export function productsToCsv(
  products: readonly CsvProduct[],
  options: { header?: boolean; dialect?: CsvDialect; bom?: boolean } = {},
): string {
  const dialect = options.dialect ?? PLAIN_CSV;
  return writeCsv(
    CSV_COLUMNS,
    products.map((product) => {
      const cells = cellsOf(product, dialect);
      return CSV_COLUMNS.map((column) => cells[column]);
    }),
    { dialect, header: options.header ?? true, bom: options.bom ?? false },
  );
}

function parseInteger(cell: string): number | null | 'invalid' {
  const text = cell.trim();
  if (text === '') return null;
  return /^-?\d+$/.test(text) ? Number(text) : 'invalid';
}

/**
 * Where a file's prices take their decimal mark (decision 0113): a `;`-separated file is the
 * Nordic Excel dialect, which writes a decimal comma whatever the company's country (our export
 * writes it for a Swedish-speaking user of a British company too); a `,`-separated file follows
 * the company's country ("12,50" in Sweden, where a comma never groups thousands; refused in
 * Britain, where it does). A dot is a decimal point in both, as in every money field.
 */
export function csvDecimalSource(delimiter: string, country: CountryCode): DecimalSource {
  return delimiter === NORDIC_CSV.delimiter ? NORDIC_CSV : country;
}

/**
 * Reads a file of the company in `country`. Each row's line is where it starts (a quoted cell may
 * span lines). Problems of form (a price that is no amount, an unknown allergen, an unknown
 * column) are found here; names, ids and VAT rates are checked by the API against the company.
 */
export function parseProductsCsv(
  input: string,
  country: CountryCode,
): { rows: CsvRow[]; problems: CsvProblem[] } {
  const text = input.replace(/^\uFEFF/, '');
  const problems: CsvProblem[] = [];
  const rows: CsvRow[] = [];
  let header: string[] | null = null;
  // The header names the separator (no column name holds one); Papa's guess from the rows takes
  // the decimal commas of a short `;` file for separators.
  const delimiter = /^[^\r\n]*;/.test(text) ? NORDIC_CSV.delimiter : PLAIN_CSV.delimiter;
  const decimal = csvDecimalSource(delimiter, country);
  let line = 1;
  let consumed = 0;
  Papa.parse<string[]>(text, {
    delimiter,
    skipEmptyLines: false,
    step: (result) => {
      const cursor = result.meta.cursor;
      const rowLine = line;
      // Lines this row spanned, to know where the next one starts.
      const raw = text.slice(consumed, cursor);
      line += (raw.match(/\r\n|\n|\r/g) ?? []).length;
      consumed = cursor;
      if (text[cursor] === '\r' && text[cursor + 1] === '\n') consumed += 2;
      else if (text[cursor] === '\n' || text[cursor] === '\r') consumed += 1;
      if (consumed > cursor) line += 1;
      const cells = result.data;
      if (cells.length === 1 && (cells[0] ?? '').trim() === '') return;
      if (!header) {
        header = cells.map((cell) => cell.trim().toLowerCase());
        for (const column of header)
          if (!(CSV_COLUMNS as readonly string[]).includes(column))
            problems.push({ line: rowLine, column: column || '?', code: 'unknownColumn' });
        if (!header.includes('title'))
          problems.push({ line: rowLine, column: 'title', code: 'missingTitleColumn' });
        return;
      }
      if (rows.length >= MAX_CSV_ROWS) {
        if (rows.length === MAX_CSV_ROWS) problems.push({ line: rowLine, column: 'id', code: 'tooManyRows' });
        rows.push({ line: rowLine, id: null, values: {} });
        return;
      }
      if (result.errors.length > 0 || cells.length > header.length) {
        problems.push({ line: rowLine, column: header[cells.length - 1] ?? '?', code: 'badRow' });
        return;
      }
      rows.push(parseRow(header, cells, rowLine, decimal, problems));
    },
  });
  if (!header) problems.push({ line: 1, column: 'title', code: 'missingTitleColumn' });
  return { rows: rows.slice(0, MAX_CSV_ROWS), problems };
}

function parseRow(
  header: string[],
  cells: string[],
  line: number,
  decimal: DecimalSource,
  problems: CsvProblem[],
): CsvRow {
  const values: CsvValues = {};
  const titleLang: TranslationsValue = {};
  let hasTitles = false;
  let id: string | null = null;
  const problem = (column: string, code: CsvProblem['code']) => problems.push({ line, column, code });
  header.forEach((column, index) => {
    // A cell our export escaped against formulas ('=…) reads back as it was typed.
    const cell = unescapeFormula(cells[index] ?? '');
    const trimmed = cell.trim();
    switch (column) {
      case 'id':
        id = trimmed === '' ? null : trimmed;
        break;
      case 'title':
        values.title = trimmed;
        break;
      case 'categories':
        values.categories = list(cell);
        break;
      case 'price': {
        const price = parseMoney(trimmed, decimal);
        if (price === null) problem(column, trimmed === '' ? 'required' : 'priceInvalid');
        else values.price = price;
        break;
      }
      case 'vat_rate':
      case 'take_away_vat_rate': {
        const rate = parseInteger(trimmed);
        if (rate === 'invalid') problem(column, 'notNumber');
        else if (column === 'vat_rate') {
          if (rate !== null) values.vatRate = rate;
        } else values.takeAwayVatRate = rate;
        break;
      }
      case 'norwegian_category':
        values.norwegianCategory = trimmed === '' ? null : trimmed;
        break;
      case 'manual_price': {
        const lower = trimmed.toLowerCase();
        if (YES.has(lower)) values.manualPrice = true;
        else if (NO.has(lower)) values.manualPrice = false;
        else problem(column, 'notYesNo');
        break;
      }
      case 'volume': {
        const volume = normalizeVolumeSuffix(trimmed);
        if (volume === 'invalid') problem(column, 'invalidVolume');
        else values.volumeSuffix = volume;
        break;
      }
      case 'course':
        values.course = trimmed === '' ? null : trimmed;
        break;
      case 'allergens': {
        const allergens = list(cell).map((entry) => entry.toUpperCase().replace(/[\s-]+/g, '_'));
        if (allergens.some((entry) => !isAllergen(entry))) problem(column, 'invalidAllergen');
        else values.allergens = sortAllergens(allergens.filter(isAllergen));
        break;
      }
      case 'image_url':
        values.imageUrl = trimmed === '' ? null : trimmed;
        break;
      default:
        if (column.startsWith('title_')) {
          const key = column.slice('title_'.length) as TranslationKey;
          if ((TRANSLATION_KEYS as readonly string[]).includes(key)) {
            hasTitles = true;
            if (trimmed) titleLang[key] = trimmed;
          }
        }
    }
  });
  if (hasTitles) values.titleLang = titleLang;
  return { line, id, values };
}

/** The fields of the file that differ from the stored product (none: the row changes nothing). */
export function changedFields(current: CsvProduct, values: CsvValues): (keyof CsvValues)[] {
  const changed: (keyof CsvValues)[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  for (const key of Object.keys(values) as (keyof CsvValues)[]) {
    const next = values[key];
    if (next === undefined) continue;
    if (key === 'titleLang') {
      const a = current.titleLang;
      const b = next as TranslationsValue;
      if (TRANSLATION_KEYS.some((language) => (a[language] ?? '') !== (b[language] ?? ''))) changed.push(key);
    } else if (key === 'allergens') {
      // A set: the order of the cell does not matter.
      if (!same(sortAllergens(current.allergens), sortAllergens(next as Allergen[]))) changed.push(key);
    } else if (!same(current[key], next)) changed.push(key);
  }
  return changed;
}

/** Where a payload field's problem shows in the file. */
export function csvColumnOf(field: string): string {
  const [head = '', sub] = field.split('.');
  const map: Record<string, string> = {
    title: 'title',
    titleLang: sub ? `title_${sub}` : 'title',
    categoryIds: 'categories',
    defaultPrice: 'price',
    vatRate: 'vat_rate',
    takeAwayVatRate: 'take_away_vat_rate',
    norwegianCategory: 'norwegian_category',
    manualPrice: 'manual_price',
    volumeSuffix: 'volume',
    courseTypeId: 'course',
    allergens: 'allergens',
    imageUrl: 'image_url',
  };
  return map[head] ?? head;
}
