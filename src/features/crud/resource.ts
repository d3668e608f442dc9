/**
 * A resource descriptor (à la react-admin): everything the one generic list-and-edit screen needs
 * to know about an entity — its list query, columns, form fields, validation, save and bulk
 * actions. Labels come from the `pim` dictionary, derived from the resource key and field names
 * (`pim.resources.<key>.fields.<name>`), so a descriptor holds no user-visible text.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PimErrorCode } from '../../domain/pimSchemas.ts';
import type { Scope } from '../../domain/scopes.ts';
import type { NamespacePimTranslation, TranslationFunctions } from '../../i18n/i18n-types.ts';

export type ResourceKey = keyof NamespacePimTranslation['resources'];
export type FieldKeyOf<R extends ResourceKey> = keyof NamespacePimTranslation['resources'][R]['fields'] &
  string;
export type ColumnKeyOf<R extends ResourceKey> = keyof NamespacePimTranslation['resources'][R]['columns'] &
  string;

/** A query the generic screen runs (useSuspenseQuery / fetchQuery accept it as is). */
export interface QuerySpec<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  staleTime?: number;
}

export interface Option {
  id: string;
  label: string;
  /** A colour dot, for categories. */
  color?: string;
  /** Options shown under a heading (allergens: the 14 EU ones first). */
  group?: string;
}

/** What every descriptor function may read: translations, formats and the looked-up options. */
export interface ResourceEnvBase {
  LL: TranslationFunctions;
  /** BCP 47 tag for sorting and numbers (the company country's language). */
  locale: string;
  currency: string;
}

export interface TextValue {
  [language: string]: string | undefined;
}

/** A line of a price list (a modification group's variations). */
export interface PriceLine {
  /** The stored id, or a client key for a new line. */
  key: string;
  id: string | null;
  name: string;
  price: string;
}

type KeysOfType<F, V> = { [K in keyof F]-?: F[K] extends V ? (V extends F[K] ? K : never) : never }[keyof F];

interface FieldBase<F, Env> {
  required?: boolean;
  /** Hidden fields are neither shown nor validated on screen. */
  hidden?: (form: F, env: Env) => boolean;
  disabled?: (form: F, env: Env) => boolean;
  description?: (env: Env, form: F) => string | null;
  /** A wide field spans the whole form row. */
  wide?: boolean;
}

type NamedField<F, Env, K extends string, V, Extra> = {
  [N in KeysOfType<F, V> & K]: FieldBase<F, Env> & { name: N } & Extra;
}[KeysOfType<F, V> & K];

/** The field kinds of the generic form; each kind fixes the type of the form value it edits. */
export type FieldDescriptor<F, Env, K extends string> =
  | NamedField<F, Env, K, string, { kind: 'text' | 'url' | 'multiline' }>
  | NamedField<F, Env, K, string, { kind: 'money' }>
  | NamedField<F, Env, K, string, { kind: 'integer' }>
  | NamedField<
      F,
      Env,
      K,
      string,
      { kind: 'select'; options: (env: Env, form: F) => readonly Option[]; noneLabel?: boolean }
    >
  | NamedField<F, Env, K, string, { kind: 'swatches'; options: (env: Env) => readonly Option[] }>
  | NamedField<F, Env, K, string, { kind: 'quantity'; units: readonly string[] }>
  | NamedField<F, Env, K, boolean, { kind: 'checkbox' }>
  | NamedField<
      F,
      Env,
      K,
      string[],
      { kind: 'multiselect'; options: (env: Env, form: F) => readonly Option[]; ordered?: boolean }
    >
  | NamedField<F, Env, K, string[], { kind: 'checkboxGroup'; options: (env: Env) => readonly Option[] }>
  | NamedField<F, Env, K, TextValue, { kind: 'translations'; languages: readonly string[] }>
  | NamedField<F, Env, K, PriceLine[], { kind: 'priceLines' }>;

export interface ColumnDescriptor<Row, Env, K extends string> {
  key: K;
  /** A CSS grid track, e.g. `minmax(12rem, 2fr)`. */
  width: string;
  numeric?: boolean;
  /** Sortable columns compare rows; absent means not sortable. */
  compare?: (env: Env) => (a: Row, b: Row) => number;
  render: (row: Row, env: Env) => ReactNode;
}

/** Field errors by field path (`title`, `variations.0.price`), already translated. */
export type FieldMessages = Record<string, string>;

export interface BulkAction<Env> {
  key: 'bulkCategory' | 'bulkVat' | 'bulkGroup';
  options: (env: Env) => readonly Option[];
  run: (ids: readonly string[], value: string) => Promise<void>;
}

export interface SaveArgs<F, Env> {
  /** null when creating. */
  id: string | null;
  form: F;
  /** The version the editor started from; null to overwrite whatever is stored. */
  version: number | null;
  env: Env;
}

export interface ResourceDescriptor<
  R extends ResourceKey,
  Row extends { id: string },
  F,
  Env extends ResourceEnvBase,
> {
  key: R;
  /** The scope the API asks for; the route's gate is the same (src/domain/navigation.ts). */
  scope: Scope;
  list: () => QuerySpec<readonly Row[]>;
  /** Fresh full record for the editor; without it the list row is edited. */
  detail?: (id: string) => QuerySpec<Row>;
  /** The query keys a save or delete makes stale. */
  invalidates: readonly QueryKey[];
  name: (row: Row) => string;
  /** Text the filter box matches (spec section 5 matching: case, spaces and hyphens ignored). */
  searchText: (row: Row) => string;
  version: (row: Row) => number;
  columns: readonly ColumnDescriptor<Row, Env, ColumnKeyOf<R>>[];
  /** A column to sort by when the URL names none; null keeps the query's order. */
  defaultSort?: ColumnKeyOf<R> | null;
  /** One select filter beside the text filter (products: by category). */
  facet?: {
    label: (env: Env) => string;
    options: (env: Env) => readonly Option[];
    match: (row: Row, value: string) => boolean;
  };
  fields: readonly FieldDescriptor<F, Env, FieldKeyOf<R>>[];
  /** Records cannot be created here (the manage-modifications screen edits products' links). */
  canCreate?: boolean;
  canDelete?: boolean;
  empty: (env: Env) => F;
  toForm: (row: Row, env: Env) => F;
  /** Client-side check with the shared rules; codes are `pim.errors` keys. */
  validate: (form: F, env: Env) => Record<string, PimErrorCode>;
  /** Saves and returns the record's id; failures throw (AppError, or SaveFailure). */
  save: (args: SaveArgs<F, Env>) => Promise<string>;
  bulk?: readonly BulkAction<Env>[];
  /** Extra toolbar content (CSV export and import for products). */
  toolbar?: (env: Env, rows: readonly Row[]) => ReactNode;
}

/** A failure the descriptor names itself (spec: "Failed to create item"). */
export class SaveFailure extends Error {
  constructor(
    message: string,
    readonly fieldMessages: FieldMessages = {},
  ) {
    super(message);
    this.name = 'SaveFailure';
  }
}

/** `pim.resources.<key>` texts for a resource. */
export function resourceTexts(LL: TranslationFunctions, key: ResourceKey) {
  return LL.pim.resources[key];
}

export function fieldLabel(LL: TranslationFunctions, key: ResourceKey, name: string): string {
  const fields = LL.pim.resources[key].fields as unknown as Record<string, (() => string) | undefined>;
  return fields[name]?.() ?? name;
}

export function columnLabel(LL: TranslationFunctions, key: ResourceKey, column: string): string {
  const columns = LL.pim.resources[key].columns as unknown as Record<string, (() => string) | undefined>;
  return columns[column]?.() ?? column;
}
