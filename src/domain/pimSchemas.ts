import { fieldCodes } from './fieldCodes.ts';
/**
 * Validation of every product-information payload (spec section 3), shared by the API (the
 * authority) and the product screens (instant feedback). Issue messages are error codes: keys of
 * the `pim.errors` dictionary, so either side shows them in the user's language.
 */

import type { CountryCode } from './countries.ts';
import {
  ALLERGENS,
  CATEGORY_COLORS,
  isNorwegianCategory,
  isPaletteColor,
  MAX_PRICE,
  MAX_TITLE_LENGTH,
  MESSAGE_TYPES,
  normalizeVolumeSuffix,
  SELECTION_MODES,
  STATION_KINDS,
  sortAllergens,
  TRANSLATION_KEYS,
  vatRatesOf,
} from './pim.ts';
import { z } from './zod.ts';

export const PIM_ERROR_CODES = [
  'required',
  'tooLong',
  'tooMany',
  'priceInvalid',
  'vatNotAllowed',
  'unknownReference',
  'invalidColor',
  'invalidVolume',
  'invalidAllergen',
  'invalidUrl',
  'invalidNorwegianCategory',
  'invalidChoice',
  'parentCycle',
  'orderInvalid',
  'metadataNotAvailable',
  'duplicate',
  // Record metadata (src/domain/metadata.ts).
  'unknownKey',
  'valueInvalid',
] as const;
export type PimErrorCode = (typeof PIM_ERROR_CODES)[number];

export function isPimErrorCode(value: string): value is PimErrorCode {
  return (PIM_ERROR_CODES as readonly string[]).includes(value);
}

/** `{ 'dotted.path': code }`, the first problem of each field. */
export type PimFieldErrors = Record<string, PimErrorCode>;

export const pimFieldErrors: (error: z.ZodError) => PimFieldErrors = fieldCodes<PimErrorCode>(
  PIM_ERROR_CODES,
  (issue) =>
    issue.code === 'too_big'
      ? 'tooLong'
      : issue.code === 'invalid_value' || issue.code === 'invalid_format'
        ? 'invalidChoice'
        : 'required',
);

const title = z.string('required').trim().min(1, 'required').max(MAX_TITLE_LENGTH, 'tooLong');
const optionalText = (max: number) => z.string().trim().max(max, 'tooLong');

/** One text per language; empty ones are dropped. */
export const translationsSchema = z
  .object(Object.fromEntries(TRANSLATION_KEYS.map((key) => [key, optionalText(MAX_TITLE_LENGTH).nullish()])))
  .transform((value) => {
    const result: Partial<Record<(typeof TRANSLATION_KEYS)[number], string>> = {};
    for (const key of TRANSLATION_KEYS) {
      const text = value[key];
      if (typeof text === 'string' && text !== '') result[key] = text;
    }
    return result;
  });

/** Ids are checked against the viewer's company later; here only their form. */
const id = z.string('required').trim().min(1, 'required').max(64, 'unknownReference');
const ids = (max: number) =>
  z
    .array(id)
    .max(max, 'tooMany')
    .transform((list) => [...new Set(list)]);

export const price = z
  .number('priceInvalid')
  .int('priceInvalid')
  .min(0, 'priceInvalid')
  .max(MAX_PRICE, 'priceInvalid');

const vat = (country: CountryCode) =>
  z
    .number('vatNotAllowed')
    .int('vatNotAllowed')
    .refine((rate) => vatRatesOf(country).includes(rate), 'vatNotAllowed');

const volumeSuffix = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    const normalized = normalizeVolumeSuffix(value);
    if (normalized === 'invalid') {
      ctx.addIssue({ code: 'custom', message: 'invalidVolume' });
      return z.NEVER;
    }
    return normalized;
  });

const imageUrl = z
  .string()
  .trim()
  .max(2000, 'tooLong')
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    try {
      const url = new URL(value);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.toString();
    } catch {
      // falls through
    }
    ctx.addIssue({ code: 'custom', message: 'invalidUrl' });
    return z.NEVER;
  });

const allergens = z
  .array(z.enum(ALLERGENS, 'invalidAllergen'))
  .max(ALLERGENS.length, 'tooMany')
  .transform(sortAllergens);

/** Limits of a product's links. */
export const MAX_ITEM_CATEGORIES = 20;
export const MAX_ITEM_LINKS = 50;

/** Spec section 3, Item payload. Only title and default price are required to create one. */
export function itemSchema(country: CountryCode) {
  return z
    .object({
      title,
      titleLang: translationsSchema.nullish(),
      categoryIds: ids(MAX_ITEM_CATEGORIES).nullish(),
      courseTypeId: id.nullish(),
      stationId: id.nullish(),
      defaultPrice: price,
      manualPrice: z.boolean().nullish(),
      volumeSuffix,
      vatRate: vat(country).nullish(),
      takeAwayVatRate: vat(country).nullish(),
      norwegianCategory: z
        .string()
        .nullish()
        .refine(
          (value) => value == null || value === '' || (country === 'NO' && isNorwegianCategory(value)),
          'invalidNorwegianCategory',
        )
        .transform((value) => (value ? value : null)),
      defaultVariationsIds: ids(MAX_ITEM_LINKS).nullish(),
      appliedVariations: ids(MAX_ITEM_LINKS).nullish(),
      upsellIds: ids(MAX_ITEM_LINKS).nullish(),
      allergens: allergens.nullish(),
      imageUrl,
    })
    .strict();
}
export type ItemData = z.output<ReturnType<typeof itemSchema>>;

/** An update changes only the fields it names; `volumeSuffix` and `imageUrl` may be cleared with null. */
export function itemUpdateSchema(country: CountryCode) {
  const base = itemSchema(country).shape;
  return z
    .object({
      ...base,
      title: base.title.optional(),
      defaultPrice: base.defaultPrice.optional(),
      volumeSuffix: base.volumeSuffix.optional(),
      norwegianCategory: base.norwegianCategory.optional(),
      imageUrl: base.imageUrl.optional(),
    })
    .strict();
}
export type ItemUpdateData = z.output<ReturnType<typeof itemUpdateSchema>>;

/** Spec section 3, Category payload (the company comes from the token, never from the payload). */
export function categorySchema(country: CountryCode) {
  return z
    .object({
      name: title,
      nameLang: translationsSchema.nullish(),
      color: z
        .string()
        .trim()
        .toLowerCase()
        .refine(isPaletteColor, 'invalidColor')
        .optional()
        .default(CATEGORY_COLORS.slate),
      courseTypeId: id.nullish(),
      stationId: id.nullish(),
      vatRate: vat(country),
      parentId: id.nullish(),
    })
    .strict();
}
export type CategoryData = z.output<ReturnType<typeof categorySchema>>;

export function categoryUpdateSchema(country: CountryCode) {
  const base = categorySchema(country).shape;
  return z
    .object({
      ...base,
      name: base.name.optional(),
      color: z.string().trim().toLowerCase().refine(isPaletteColor, 'invalidColor').optional(),
      vatRate: base.vatRate.optional(),
    })
    .strict();
}

export const courseTypeSchema = z
  .object({
    name: title,
    nameLang: translationsSchema.nullish(),
    position: z
      .number('orderInvalid')
      .int('orderInvalid')
      .min(0, 'orderInvalid')
      .max(999, 'orderInvalid')
      .optional(),
  })
  .strict();
export const courseTypeUpdateSchema = courseTypeSchema.partial().strict();

export const stationSchema = z
  .object({
    name: title,
    kind: z.enum(STATION_KINDS, 'invalidChoice'),
    venueId: id.nullish(),
  })
  .strict();
export const stationUpdateSchema = stationSchema.partial().strict();

export const MAX_VARIATIONS = 50;

export const variationSchema = z
  .object({
    id: id.nullish(),
    name: title,
    nameLang: translationsSchema.nullish(),
    price,
  })
  .strict();

/** A variation group with its variations, in order; variations left out of an update are removed. */
export const variationGroupSchema = z
  .object({
    title,
    titleLang: translationsSchema.nullish(),
    selectionMode: z.enum(SELECTION_MODES, 'invalidChoice').nullish(),
    variations: z.array(variationSchema).max(MAX_VARIATIONS, 'tooMany').nullish(),
  })
  .strict();
export const variationGroupUpdateSchema = variationGroupSchema.partial().strict();

export const upsellSchema = z
  .object({
    name: title,
    nameLang: translationsSchema.nullish(),
    displayOrder: z
      .number('orderInvalid')
      .int('orderInvalid')
      .min(0, 'orderInvalid')
      .max(9999, 'orderInvalid'),
    itemIds: ids(MAX_ITEM_LINKS).nullish(),
  })
  .strict();
export const upsellUpdateSchema = upsellSchema.partial().strict();

export const predefinedMessageSchema = z
  .object({
    type: z.enum(MESSAGE_TYPES, 'invalidChoice').optional().default('ITEM'),
    text: title,
    textLang: translationsSchema.nullish(),
    venueId: z.string().trim().nullish(),
  })
  .strict();
export const predefinedMessageUpdateSchema = z
  .object({
    text: title.optional(),
    textLang: translationsSchema.nullish(),
  })
  .strict();

/** Bulk changes from the product list: a new category set, a VAT rate, or groups to attach. */
export function bulkItemSchema(country: CountryCode) {
  return z
    .object({
      categoryIds: ids(MAX_ITEM_CATEGORIES).nullish(),
      vatRate: vat(country).optional(),
      addVariationGroupIds: ids(MAX_ITEM_LINKS).optional(),
    })
    .strict();
}

export function bulkCategorySchema(country: CountryCode) {
  return z.object({ vatRate: vat(country).nullish() }).strict();
}

/** At most this many records in one bulk call. */
export const MAX_BULK = 10_000;
