/**
 * Record metadata (issue 16 item 7; spec section 7 "metadata updates for company, venue, item,
 * category and upsell", section 3 "An ingredient-removal key is named removable-ingredients"): a
 * typed key-value store per record. Each key names the record types it belongs to and the shape of
 * its value; the server refuses an unknown key, a key of another record type, and a value of the
 * wrong shape, with the same codes the browser shows (keys of `pim.errors`).
 */

import {
  MAX_METADATA_TEXT,
  MAX_NOTE_LENGTH,
  MAX_REMOVABLE_INGREDIENTS,
  METADATA_RECORD_TYPES,
  type MetadataRecordType,
  NOTE_KEY,
  REMOVABLE_INGREDIENTS_KEY,
} from './metadataKeys.ts';
import { MAX_TITLE_LENGTH } from './pim.ts';
import { translationsSchema } from './pimSchemas.ts';
import { z } from './zod.ts';

export * from './metadataKeys.ts';

/** One ingredient a guest may ask to leave out ("without onion"), named in each language. */
export const removableIngredientSchema = z.object({
  /** Kept across edits so a terminal's "without …" choice survives a rename; made when missing. */
  id: z.string().trim().min(1, 'required').max(64, 'tooLong').nullish(),
  name: z.string('required').trim().min(1, 'required').max(MAX_TITLE_LENGTH, 'tooLong'),
  nameLang: translationsSchema.nullish(),
});
export type RemovableIngredientInput = z.input<typeof removableIngredientSchema>;

export interface RemovableIngredient {
  id: string;
  name: string;
  nameLang: Partial<Record<'en' | 'se' | 'es' | 'no' | 'da' | 'tr' | 'ar', string>>;
}

export const removableIngredientsSchema = z
  .array(removableIngredientSchema, 'valueInvalid')
  .max(MAX_REMOVABLE_INGREDIENTS, 'tooMany')
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((ingredient, index) => {
      const name = ingredient.name.toLocaleLowerCase();
      if (seen.has(name)) ctx.addIssue({ code: 'custom', message: 'duplicate', path: [index, 'name'] });
      seen.add(name);
    });
  });

const noteSchema = z.string('valueInvalid').trim().max(MAX_NOTE_LENGTH, 'tooLong');

interface KeySpec {
  recordTypes: readonly MetadataRecordType[];
  schema: z.ZodType;
}

/** Every key the store knows: the record types it belongs to and its value's shape. */
export const METADATA_KEYS = {
  [REMOVABLE_INGREDIENTS_KEY]: { recordTypes: ['ITEM'], schema: removableIngredientsSchema },
  /** A free internal note on any record (the back office's own, never shown to guests). */
  [NOTE_KEY]: { recordTypes: METADATA_RECORD_TYPES, schema: noteSchema },
} as const satisfies Record<string, KeySpec>;
export type MetadataKey = keyof typeof METADATA_KEYS;

export function isMetadataKey(key: string): key is MetadataKey {
  return Object.hasOwn(METADATA_KEYS, key);
}

/** The keys a record type may carry. */
export function metadataKeysOf(recordType: MetadataRecordType): MetadataKey[] {
  return (Object.keys(METADATA_KEYS) as MetadataKey[]).filter((key) =>
    (METADATA_KEYS[key].recordTypes as readonly MetadataRecordType[]).includes(recordType),
  );
}

export type MetadataProblem = { field: string; code: string };
export type ParsedMetadata = { ok: true; value: unknown } | { ok: false; problems: MetadataProblem[] };

/**
 * Checks one key's value (as JSON text, the API's form) for a record type: `key` fails for an
 * unknown key or one of another record type, `value` (or `value.<path>`) for a wrong shape.
 */
export function parseMetadataValue(
  recordType: MetadataRecordType,
  key: string,
  text: string,
): ParsedMetadata {
  if (!isMetadataKey(key) || !metadataKeysOf(recordType).includes(key))
    return { ok: false, problems: [{ field: 'key', code: 'unknownKey' }] };
  if (text.length > MAX_METADATA_TEXT) return { ok: false, problems: [{ field: 'value', code: 'tooLong' }] };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, problems: [{ field: 'value', code: 'valueInvalid' }] };
  }
  const result = METADATA_KEYS[key].schema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  const problems: MetadataProblem[] = [];
  for (const issue of result.error.issues) {
    const field = ['value', ...issue.path.map(String)].join('.');
    if (problems.some((problem) => problem.field === field)) continue;
    const known = ['required', 'tooLong', 'tooMany', 'duplicate', 'valueInvalid'];
    problems.push({
      field,
      code: known.includes(issue.message)
        ? issue.message
        : issue.code === 'too_big'
          ? 'tooLong'
          : 'valueInvalid',
    });
  }
  return { ok: false, problems };
}

/** The removable ingredients as stored, each with an id (new ones get one). */
export function withIngredientIds(
  list: z.output<typeof removableIngredientsSchema>,
  newId: () => string,
): RemovableIngredient[] {
  return list.map((ingredient) => ({
    id: ingredient.id ?? newId(),
    name: ingredient.name,
    nameLang: ingredient.nameLang ?? {},
  }));
}

/** A stored value read back as removable ingredients (anything else reads as none). */
export function removableIngredientsOf(value: unknown): RemovableIngredient[] {
  const parsed = removableIngredientsSchema.safeParse(value);
  if (!parsed.success) return [];
  return parsed.data.map((ingredient, index) => ({
    id: ingredient.id ?? String(index),
    name: ingredient.name,
    nameLang: ingredient.nameLang ?? {},
  }));
}

/** The name of an ingredient in a language, else its own name. */
export function ingredientName(ingredient: RemovableIngredient, language: string): string {
  const key = (language === 'sv' ? 'se' : language) as keyof RemovableIngredient['nameLang'];
  return ingredient.nameLang[key] ?? ingredient.name;
}
