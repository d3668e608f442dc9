/** POS layout rules shared by the layout editor and the server (spec section 3, issue 17). */

export const BUTTON_KINDS = ['ITEM', 'PAGE', 'UPSELL', 'OFFER'] as const;
export type ButtonKind = (typeof BUTTON_KINDS)[number];

/** The colour palette of layout categories and buttons (DESIGN.md tokens by name). */
export const PALETTE = [
  'blue',
  'green',
  'red',
  'orange',
  'yellow',
  'purple',
  'pink',
  'teal',
  'grey',
] as const;
export type PaletteColor = (typeof PALETTE)[number];

export const GRID_LIMITS = { minColumns: 1, maxColumns: 12, minRows: 1, maxRows: 12 } as const;

export interface GridButton {
  readonly col: number;
  readonly row: number;
  readonly width: number;
  readonly height: number;
}

export type GridProblem = 'GRID_SIZE' | 'BUTTON_OUTSIDE' | 'BUTTONS_OVERLAP';

/** What is wrong with a page of `columns × rows` holding these buttons (0-based cells). */
export function gridProblems(columns: number, rows: number, buttons: readonly GridButton[]): GridProblem[] {
  const problems = new Set<GridProblem>();
  const whole = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;
  if (
    !whole(columns, GRID_LIMITS.minColumns, GRID_LIMITS.maxColumns) ||
    !whole(rows, GRID_LIMITS.minRows, GRID_LIMITS.maxRows)
  )
    return ['GRID_SIZE'];
  const taken = new Set<number>();
  for (const b of buttons) {
    if (
      !whole(b.col, 0, columns - 1) ||
      !whole(b.row, 0, rows - 1) ||
      !whole(b.width, 1, columns) ||
      !whole(b.height, 1, rows) ||
      b.col + b.width > columns ||
      b.row + b.height > rows
    ) {
      problems.add('BUTTON_OUTSIDE');
      continue;
    }
    for (let c = b.col; c < b.col + b.width; c++)
      for (let r = b.row; r < b.row + b.height; r++) {
        const cell = r * columns + c;
        if (taken.has(cell)) problems.add('BUTTONS_OVERLAP');
        taken.add(cell);
      }
  }
  return [...problems];
}

/** The first free cell of a page, row by row, or null when the page is full. */
export function firstFreeCell(
  columns: number,
  rows: number,
  buttons: readonly GridButton[],
): { col: number; row: number } | null {
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < columns; col++)
      if (gridProblems(columns, rows, [...buttons, { col, row, width: 1, height: 1 }]).length === 0)
        return { col, row };
  return null;
}

/**
 * Screens of the terminals the preview draws, in CSS pixels. The marketing pages name the
 * terminals (till, handheld, kiosk) but no sizes; these are the devices' usual screens.
 */
export const TERMINAL_SCREENS = [
  { key: 'till', width: 1280, height: 800 },
  { key: 'handheld', width: 400, height: 720 },
  { key: 'kiosk', width: 1080, height: 1920 },
] as const;

/** The translation keys of names (`nameLang`): the back-office languages, Swedish keyed `se`. */
const NAME_KEYS = ['en', 'se', 'es', 'no', 'da', 'tr', 'ar'] as const;
export type NameLang = Partial<Record<(typeof NAME_KEYS)[number], string | null>>;

/** The `nameLang` key of a locale tag (sv, sv-SE → se; nb, nn → no); null for other languages. */
export function nameKeyOf(locale: string): (typeof NAME_KEYS)[number] | null {
  const language = locale.toLowerCase().split('-')[0] ?? '';
  if (language === 'sv') return 'se';
  if (language === 'nb' || language === 'nn') return 'no';
  return (NAME_KEYS as readonly string[]).includes(language)
    ? (language as (typeof NAME_KEYS)[number])
    : null;
}

/**
 * The name a layout, category or page shows in the user's language: its translation for that
 * language when there is one, else the default name.
 */
export function localName(
  named: { readonly name: string; readonly nameLang?: NameLang | null },
  locale: string,
): string {
  const key = nameKeyOf(locale);
  const text = key ? named.nameLang?.[key]?.trim() : undefined;
  return text || named.name;
}
