/**
 * Record metadata's record types, scopes, keys and limits, without its value rules (zod): what a
 * screen needs to ask for a record's metadata, so a list that only reads does not load zod.
 */

import type { Scope } from './scopes.ts';

export const METADATA_RECORD_TYPES = ['ITEM', 'CATEGORY', 'UPSELL', 'VENUE', 'COMPANY'] as const;
export type MetadataRecordType = (typeof METADATA_RECORD_TYPES)[number];

export function isMetadataRecordType(value: string): value is MetadataRecordType {
  return (METADATA_RECORD_TYPES as readonly string[]).includes(value);
}

/**
 * The scope that reads and writes a record type's metadata: the scope of the screen that edits the
 * record (products, categories and upsells in product information; venues and the company in
 * settings), so a user who may not edit a venue may not edit its notes either.
 */
export const METADATA_SCOPES = {
  ITEM: 'POS_CUSTOMIZATION',
  CATEGORY: 'POS_CUSTOMIZATION',
  UPSELL: 'POS_CUSTOMIZATION',
  VENUE: 'SETTINGS',
  COMPANY: 'SETTINGS',
} as const satisfies Record<MetadataRecordType, Scope>;

export const REMOVABLE_INGREDIENTS_KEY = 'removable-ingredients';
export const NOTE_KEY = 'note';
export const MAX_REMOVABLE_INGREDIENTS = 30;
export const MAX_NOTE_LENGTH = 1000;
/** The longest JSON text a value may be sent as (before its shape is checked). */
export const MAX_METADATA_TEXT = 20_000;
