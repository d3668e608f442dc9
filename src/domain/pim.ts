/**
 * Product information (spec sections 3, 5 and 9): the enumerations and small rules that the
 * product screens, the API and the CSV import share.
 */
import { COUNTRIES, type CountryCode } from './countries.ts';

/** The 14 allergens EU regulation 1169/2011 names; shown first, as one group. */
export const EU_ALLERGENS = [
  'CELERY',
  'GLUTEN',
  'CRUSTACEANS',
  'EGGS',
  'FISH',
  'LUPIN',
  'MILK',
  'MOLLUSCS',
  'MUSTARD',
  'NUTS',
  'PEANUTS',
  'SESAME',
  'SOYA',
  'SULPHITES',
] as const;

/** The spec's other allergen values: single nuts and grains, and kinds some menus label. */
export const OTHER_ALLERGENS = [
  'ALMONDS',
  'BARLEY',
  'BRAZIL_NUTS',
  'CASHEW',
  'HAZELNUTS',
  'KAMUT',
  'MACADAMIA',
  'OATS',
  'PECAN',
  'PISTACHIOS',
  'RYE',
  'SPELT',
  'WALNUTS',
  'WHEAT',
  'SUGARY_PRODUCT',
  'DAIRY',
  'SULPHUR_DIOXIDE',
  'SOYBEANS',
] as const;

/** All 32 allergen values of spec section 3, the EU group first. */
export const ALLERGENS = [...EU_ALLERGENS, ...OTHER_ALLERGENS] as const;
export type Allergen = (typeof ALLERGENS)[number];

export function isAllergen(value: string): value is Allergen {
  return (ALLERGENS as readonly string[]).includes(value);
}

/** Allergens in the canonical order (EU group first), without duplicates. */
export function sortAllergens(values: readonly Allergen[]): Allergen[] {
  const set = new Set(values);
  return ALLERGENS.filter((allergen) => set.has(allergen));
}

/** Spec section 3: the units a volume suffix may use. */
export const WEIGHT_UNITS = ['cl', 'g', 'hg', 'kg'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

export interface VolumeSuffix {
  amount: string;
  unit: WeightUnit;
}

const VOLUME = /^\s*(\d{1,6}(?:[.,]\d{1,3})?)\s*(cl|g|hg|kg)\s*$/i;

/** "33 cl" → { amount: '33', unit: 'cl' }; anything else is null. */
export function parseVolumeSuffix(text: string | null | undefined): VolumeSuffix | null {
  const match = VOLUME.exec(text ?? '');
  if (!match?.[1] || !match[2]) return null;
  return { amount: match[1].replace(',', '.'), unit: match[2].toLowerCase() as WeightUnit };
}

/** The stored form: amount, a space, the unit ("33 cl"). */
export function formatVolumeSuffix(volume: VolumeSuffix): string {
  return `${volume.amount} ${volume.unit}`;
}

/** Empty is allowed (no suffix); otherwise a number and one of the weight units. */
export function normalizeVolumeSuffix(text: string | null | undefined): string | null | 'invalid' {
  if (text == null || text.trim() === '') return null;
  const parsed = parseVolumeSuffix(text);
  return parsed ? formatVolumeSuffix(parsed) : 'invalid';
}

/**
 * Spec section 3, Norwegian product categories: each carries the eat-here rate (vatRate) and the
 * take-away rate (ukVatRate). A Norwegian product's VAT follows its category.
 */
export const NORWEGIAN_PRODUCT_CATEGORIES = {
  Mat: { vatRate: 25, takeAwayVatRate: 15 },
  Øl: { vatRate: 25, takeAwayVatRate: 25 },
  Vin: { vatRate: 25, takeAwayVatRate: 25 },
  Brennevin: { vatRate: 25, takeAwayVatRate: 25 },
  Rusbrus: { vatRate: 25, takeAwayVatRate: 25 },
  Mineralvann: { vatRate: 25, takeAwayVatRate: 15 },
  'Te/kaffe': { vatRate: 25, takeAwayVatRate: 15 },
  'Andre varer': { vatRate: 25, takeAwayVatRate: 25 },
  Annet: { vatRate: 25, takeAwayVatRate: 25 },
} as const satisfies Record<string, { vatRate: number; takeAwayVatRate: number }>;
export type NorwegianProductCategory = keyof typeof NORWEGIAN_PRODUCT_CATEGORIES;
export const NORWEGIAN_CATEGORY_NAMES = Object.keys(
  NORWEGIAN_PRODUCT_CATEGORIES,
) as NorwegianProductCategory[];

export function isNorwegianCategory(value: string): value is NorwegianProductCategory {
  return Object.hasOwn(NORWEGIAN_PRODUCT_CATEGORIES, value);
}

/** Spec section 9: the VAT rates a product or category of this company may carry. */
export function vatRatesOf(country: CountryCode): readonly number[] {
  return COUNTRIES[country].vatRates;
}

/** The rate a product gets when none is given and it has no category: the country's standard rate. */
export function standardVatRate(country: CountryCode): number {
  return Math.max(...vatRatesOf(country));
}

/** The fixed colour palette for categories (spec section 9: "Fixed colour palettes exist"). */
export const CATEGORY_COLORS = {
  slate: '#64748b',
  red: '#ef4444',
  orange: '#f97316',
  amber: '#f59e0b',
  yellow: '#eab308',
  lime: '#84cc16',
  green: '#22c55e',
  teal: '#14b8a6',
  cyan: '#06b6d4',
  blue: '#3b82f6',
  violet: '#7c3aed',
  pink: '#ec4899',
  brown: '#92400e',
} as const;
export type CategoryColorName = keyof typeof CATEGORY_COLORS;
export const CATEGORY_COLOR_NAMES = Object.keys(CATEGORY_COLORS) as CategoryColorName[];
export const DEFAULT_CATEGORY_COLOR = CATEGORY_COLORS.slate;

export function isPaletteColor(value: string): boolean {
  return (Object.values(CATEGORY_COLORS) as string[]).includes(value.toLowerCase());
}

export function colorName(value: string): CategoryColorName | null {
  const lower = value.toLowerCase();
  return CATEGORY_COLOR_NAMES.find((name) => CATEGORY_COLORS[name] === lower) ?? null;
}

/** Where a kitchen order is sent: a printer or a kitchen screen. */
export const STATION_KINDS = ['PRINTER', 'SCREEN'] as const;
export type StationKind = (typeof STATION_KINDS)[number];

/** Spec section 3, Selection mode: how many variations of a group a guest may choose. */
export const SELECTION_MODES = ['SINGLE', 'MULTIPLE'] as const;
export type SelectionMode = (typeof SELECTION_MODES)[number];

/** Spec section 3: predefined messages have type ITEM. */
export const MESSAGE_TYPES = ['ITEM'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Translations are keyed by the back-office locale codes (spec: en, se, es, no) plus da, tr, ar. */
export const TRANSLATION_KEYS = ['en', 'se', 'es', 'no', 'da', 'tr', 'ar'] as const;
export type TranslationKey = (typeof TRANSLATION_KEYS)[number];
export type TranslationsValue = Partial<Record<TranslationKey, string>>;

/** Drops empty and unknown languages; trims the rest. */
export function cleanTranslations(value: Record<string, string | null | undefined> | null | undefined) {
  const result: TranslationsValue = {};
  for (const key of TRANSLATION_KEYS) {
    const text = value?.[key]?.trim();
    if (text) result[key] = text;
  }
  return result;
}

/** The largest price a product may have, in minor units (10 million in the major unit). */
export const MAX_PRICE = 1_000_000_000;
/** Longest title or name. */
export const MAX_TITLE_LENGTH = 120;
