/**
 * A resource descriptor (à la react-admin): everything the one generic list-and-edit screen needs
 * to know about an entity — its list query, columns, form fields, validation, save, delete and
 * bulk actions, and where its words are. The generic screen knows no area: an area registers its
 * resource keys in `ResourceRegistry` and hands over its texts, so a descriptor holds no
 * user-visible text and the screen holds no area's words.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { CountryCode } from '../../domain/countries.ts';
import type { Scope } from '../../domain/scopes.ts';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import type { DeleteFlowEnvironment } from '../../machines/deleteFlow/deleteFlow.actors.ts';
import type { FieldAction, Option, PriceLine, PriceLineTexts, TextValue } from '../../ui/FormControls.tsx';
import type { SearchSource } from '../../ui/SearchPicker.tsx';
import type { FieldMessages } from '../forms/index.ts';

export type { Option, PriceLine, TextValue } from '../../ui/FormControls.tsx';
export type { FieldMessages } from '../forms/index.ts';

/**
 * Every resource of every area, by key, with the shape of its texts (`fields`, `columns`). An area
 * adds its own by declaration merging (src/features/pim/pim.resources.ts), so keys stay typed.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by each area through declaration merging
export interface ResourceRegistry {}

export type ResourceKey = keyof ResourceRegistry & string;
export type FieldKeyOf<R extends ResourceKey> = ResourceRegistry[R] extends { fields: infer F }
  ? keyof F & string
  : never;
export type ColumnKeyOf<R extends ResourceKey> = ResourceRegistry[R] extends { columns: infer C }
  ? keyof C & string
  : never;

/** The words of one resource: titles, counts, and labels by field and column name. */
export interface ResourceTexts {
  title: () => string;
  tableLabel: () => string;
  create: () => string;
  editTitle: (args: { name: string }) => string;
  count: (args: { count: number }) => string;
  empty: () => string;
  fields: object;
  columns: object;
}

/** A query the generic screen runs (useSuspenseQuery / fetchQuery accept it as is). */
export interface QuerySpec<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  staleTime?: number;
}

/** What every descriptor function may read: translations, formats and the looked-up options. */
export interface ResourceEnvBase {
  LL: TranslationFunctions;
  /** BCP 47 tag for sorting and numbers (the company country's language). */
  locale: string;
  currency: string;
  /** The company's country: its decimal mark is the one money fields take (besides a dot). */
  country: CountryCode;
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
  | NamedField<
      F,
      Env,
      K,
      string,
      {
        kind: 'pin';
        /** A button beside the PIN that fills it from the server (a free PIN), with its message. */
        action?: (env: Env, form: F) => FieldAction<string>;
      }
    >
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
  | NamedField<
      F,
      Env,
      K,
      string[],
      {
        /** Records of a list the server pages (products): picked over its search, never loaded whole. */
        kind: 'searchMulti';
        source: SearchSource<Option>;
        /** The chosen records' names, read for those ids only. */
        names: (ids: readonly string[]) => QuerySpec<ReadonlyMap<string, string>>;
        ordered?: boolean;
      }
    >
  | NamedField<
      F,
      Env,
      K,
      string,
      {
        /** One record of a list the server pages (a product's course): picked over its search. */
        kind: 'searchSelect';
        source: SearchSource<Option>;
        /** The chosen record's name, read for its id only. */
        names: (ids: readonly string[]) => QuerySpec<ReadonlyMap<string, string>>;
        /** The record edited is not offered (a category is not its own parent). */
        excludeSelf?: boolean;
      }
    >
  | NamedField<
      F,
      Env,
      K,
      string[],
      {
        /** Options read from the server for what the form holds (the chosen groups' variations). */
        kind: 'queryMulti';
        options: (form: F) => QuerySpec<readonly Option[]>;
      }
    >
  | NamedField<
      F,
      Env,
      K,
      TextValue,
      {
        kind: 'translations';
        languages: readonly string[];
        /** The form's main text (in the company's language) that "Suggest translations" translates. */
        suggestFrom?: KeysOfType<F, string>;
      }
    >
  | NamedField<F, Env, K, PriceLine[], { kind: 'priceLines'; texts: (env: Env) => PriceLineTexts }>;

export interface ColumnDescriptor<Row, Env, K extends string> {
  key: K;
  /** A CSS grid track, e.g. `minmax(12rem, 2fr)`. */
  width: string;
  numeric?: boolean;
  /** Sortable columns compare rows; absent means not sortable. */
  compare?: (env: Env) => (a: Row, b: Row) => number;
  render: (row: Row, env: Env) => ReactNode;
}

/**
 * A list the server pages, as a picker offers it: searched a page at a time, the chosen records'
 * names read by id (`namedLookup`, `namedPages.ts`).
 */
export interface Lookup {
  source: SearchSource<Option>;
  names: (ids: readonly string[]) => QuerySpec<ReadonlyMap<string, string>>;
}

/**
 * Where a choice's values come from: a small fixed list (`options`: VAT rates), or a list the
 * server pages (`lookup`: categories, modification groups), searched and never loaded whole.
 */
export type ChoiceSource<Env> =
  | { options: (env: Env) => readonly Option[]; lookup?: never }
  | { lookup: Lookup; options?: never };

/** An action on the selected rows: pick a value, apply it to all of them. */
export type BulkAction<Env> = BulkActionBase<Env> & ChoiceSource<Env>;

interface BulkActionBase<Env> {
  key: string;
  label: (env: Env) => string;
  run: (ids: readonly string[], value: string) => Promise<void>;
  /** The same for every record a server-paged list's query matches; answers how many changed. */
  runMatching?: (query: ListQuery, value: string) => Promise<number>;
}

/** What a server-paged list is asked for: the URL's filter text, facet and sort. */
export interface ListQuery {
  q: string;
  /** The facet's value (products: a category id); null for all. */
  f: string | null;
  /** A column key the server sorts by; null for the list's own order. */
  sort: string | null;
  desc: boolean;
}

/** One page of a server-paged list, with how many rows the whole query matches. */
export interface ListPage<Row> {
  rows: readonly Row[];
  count: number;
  endCursor: string | null;
  hasNextPage: boolean;
}

/**
 * A list the server pages (issue 14): filter, facet and sort run in SQL, and the screen asks for
 * the next page as the user scrolls. Without it, `list` loads every row and the screen filters.
 */
export interface PagedList<Row, ColumnKey extends string> {
  /** The query key of one query's pages (the area's key factory). */
  key: (query: ListQuery) => QueryKey;
  fetch: (query: ListQuery, after: string | null, first: number) => Promise<ListPage<Row>>;
  /** The columns the server can sort by; the others are not sortable here. */
  sortable: readonly ColumnKey[];
  pageSize: number;
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
  /** The resource's words (title, count, field and column labels). */
  texts: (LL: TranslationFunctions) => ResourceTexts;
  /** The texts of the codes `validate` returns, by code. */
  errorTexts: (LL: TranslationFunctions) => object;
  /** The scope the API asks for; the page's gate in its area manifest is the same. */
  scope: Scope;
  /** Every row, for a small list the screen filters itself; a list with `pages` has none. */
  list?: () => QuerySpec<readonly Row[]>;
  /** The server pages, filters and sorts the list (issue 14). */
  pages?: PagedList<Row, ColumnKeyOf<R>>;
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
    match: (row: Row, value: string) => boolean;
  } & ChoiceSource<Env>;
  fields: readonly FieldDescriptor<F, Env, FieldKeyOf<R>>[];
  /** Records cannot be created here (the manage-modifications screen edits products' links). */
  canCreate?: boolean;
  /** Deletes records (asking again when they are in use); absent means they cannot be deleted here. */
  remove?: DeleteFlowEnvironment['remove'];
  empty: (env: Env) => F;
  toForm: (row: Row, env: Env) => F;
  /** Client-side check with the shared rules; codes are keys of `errorTexts`. */
  validate: (form: F, env: Env) => Record<string, string> | Promise<Record<string, string>>;
  /** Saves and returns the record's id; failures throw (AppError, or SaveFailure). */
  save: (args: SaveArgs<F, Env>) => Promise<string>;
  bulk?: readonly BulkAction<Env>[];
  /**
   * Extra toolbar content (CSV export and import for products); `query` is what a server-paged
   * list asks for (its search, filter and sort), null for a list loaded whole.
   */
  toolbar?: (env: Env, rows: readonly Row[], query: ListQuery | null) => ReactNode;
  /** Shown under the editor of a saved record (a product's change history). */
  aside?: (row: Row, env: Env) => ReactNode;
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

function label(table: object, name: string): string {
  const text = (table as Record<string, (() => string) | undefined>)[name];
  return text?.() ?? name;
}

/** The whole list of a descriptor the screen filters itself (one without `pages`). */
export function wholeList<Row>(descriptor: {
  key: string;
  list?: () => QuerySpec<readonly Row[]>;
}): QuerySpec<readonly Row[]> {
  if (!descriptor.list) throw new Error(`${descriptor.key}: a list without pages needs \`list\``);
  return descriptor.list();
}

export function fieldLabel(texts: ResourceTexts, name: string): string {
  return label(texts.fields, name);
}

export function columnLabel(texts: ResourceTexts, column: string): string {
  return label(texts.columns, column);
}
