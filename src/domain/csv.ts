import Papa from 'papaparse';

/**
 * The one CSV writer of every file the product writes, server or browser (issue 44 item 5).
 *
 * - **Formula injection**: a cell a user typed (a product title, a staff name, a reason) that
 *   starts like a formula (`=`, `+`, `-`, `@`, tab, carriage return) is written with a leading
 *   apostrophe, so a spreadsheet opens it as text (OWASP "CSV Injection"; papaparse's
 *   `escapeFormulae` with our pattern). Plain signed numbers (`-12.50`, `+4670…`) are left as
 *   they are: they are values, not formulas, and a refund must stay a number.
 * - **The Nordic Excel choice**: Excel reads a CSV with the list separator of the computer's
 *   locale, which is `;` where the decimal mark is a comma (Swedish, Norwegian, Danish, Spanish,
 *   Turkish). For those languages the file uses `;` and amounts with a decimal comma; every file
 *   starts with a UTF-8 byte-order mark so Excel does not read å, ø and ş as Latin-1.
 */
export interface CsvDialect {
  delimiter: ',' | ';';
  decimal: '.' | ',';
}

/** Comma-separated with a decimal point: the file other programs read back (and the product import). */
export const PLAIN_CSV: CsvDialect = { delimiter: ',', decimal: '.' };
/** Semicolon-separated with a decimal comma: what Excel opens in columns in comma-decimal locales. */
export const NORDIC_CSV: CsvDialect = { delimiter: ';', decimal: ',' };

/** The languages whose Excel uses a decimal comma (and so `;` as its list separator). */
const COMMA_DECIMAL_LANGUAGES: ReadonlySet<string> = new Set(['sv', 'no', 'nb', 'nn', 'da', 'es', 'tr']);

/** The dialect Excel opens in columns for a user of `language` (sv, no, da, … → `;` and `,`). */
export function csvDialectFor(language: string): CsvDialect {
  const base = language.toLowerCase().split(/[-_]/)[0] ?? '';
  return COMMA_DECIMAL_LANGUAGES.has(base) ? NORDIC_CSV : PLAIN_CSV;
}

/** The UTF-8 byte-order mark every file starts with (Excel reads the file as UTF-8 then). */
export const BOM = '\uFEFF';
export const CSV_MEDIA_TYPE = 'text/csv;charset=utf-8';

/** A cell a spreadsheet would run as a formula; a plain signed number is not one. */
export const FORMULA_LIKE = /^[=+\-@\t\r](?![0-9]+(?:[.,][0-9]+)?$)/;

/** The cell as a spreadsheet shows it as text: a formula-like cell gets a leading apostrophe. */
export function escapeFormula(cell: string): string {
  return FORMULA_LIKE.test(cell) ? `'${cell}` : cell;
}

/** Undoes `escapeFormula` when a file we wrote is read back (the product import). */
export function unescapeFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA_LIKE.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** Minor units as a spreadsheet amount in the dialect: 14500 → "145.00" or "145,00"; -50 → "-0.50". */
export function csvAmount(minor: number, dialect: CsvDialect = PLAIN_CSV): string {
  const rounded = Math.round(minor);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  return `${sign}${Math.trunc(abs / 100)}${dialect.decimal}${String(abs % 100).padStart(2, '0')}`;
}

export interface CsvOptions {
  dialect?: CsvDialect;
  /** Write the header row (false for the second and later chunks of a streamed file). */
  header?: boolean;
  /** Start with the byte-order mark (true for a whole file or its first chunk). */
  bom?: boolean;
}

/**
 * Rows as CSV text (CRLF line ends), every cell escaped against formulas. A streamed file writes
 * its first chunk with `header` and `bom`, the next ones without, each ending in CRLF.
 */
export function writeCsv(
  fields: readonly string[],
  rows: readonly (readonly string[])[],
  options: CsvOptions = {},
): string {
  const dialect = options.dialect ?? PLAIN_CSV;
  const header = options.header ?? true;
  const text = Papa.unparse(
    { fields: [...fields], data: rows.map((row) => [...row]) },
    {
      delimiter: dialect.delimiter,
      newline: '\r\n',
      header,
      escapeFormulae: FORMULA_LIKE,
    },
  );
  return `${options.bom === false ? '' : BOM}${text}`;
}
