import {
  type Kind,
  type KindField,
  type KindValues,
  kindDefaults,
  kindFieldErrors,
  kindSchema,
  kindUpdateSchema,
} from '../../domain/kind.ts';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import type { Option } from '../../ui/FormControls.tsx';
import {
  type ColumnDescriptor,
  type ColumnKeyOf,
  type FieldDescriptor,
  type FieldKeyOf,
  type NamedPageAnswer,
  type NamedPageVariables,
  namedDetail,
  namedPages,
  type ResourceDescriptor,
  type ResourceEnvBase,
  type ResourceKey,
  type ResourceTexts,
} from '../crud/index.ts';

/** A declared kind's record in the browser: its fields, id and version. */
export type KindRow = { id: string; version: number } & Readonly<Record<string, unknown>>;
/** The editor's form: text as typed (numbers too), on/off as booleans. */
export type KindForm = Record<string, string | boolean>;

/**
 * A declared kind's calls, generated beside its area (`<plural>.kind.gql.ts`, `npm run gen:areas`),
 * typed by its generated inputs. Methods, so a kind's client is one of `KindClient` (the kit hands
 * them what the shared schema parsed, which is the input's shape by construction).
 */
export interface KindClient<Create = unknown, Update = unknown> {
  page(variables: NamedPageVariables): Promise<NamedPageAnswer<KindRow>>;
  create(data: Create): Promise<string>;
  update(id: string, data: Update, expectedVersion: number | null): Promise<void>;
  remove(id: string): Promise<void>;
}

/** What a venue field offers: the screen's env names the viewer's venues. */
export interface KindEnv extends ResourceEnvBase {
  venues?: readonly Option[];
}

/** The few lines a kind's screen writes itself (docs/architecture.md, "Declaring a kind"). */
export interface KindScreen<R extends ResourceKey, Env extends KindEnv> {
  key: R;
  texts: (LL: TranslationFunctions) => ResourceTexts;
  /** The list's columns, in order: declared fields by name (the first is the name). */
  columns: readonly (ColumnKeyOf<R> & string)[];
  /** Column widths other than the default (`minmax(8rem, 1fr)`; the name's is wider). */
  widths?: Partial<Record<ColumnKeyOf<R>, string>>;
  /** Extra words under a field. */
  descriptions?: Partial<Record<FieldKeyOf<R>, (env: Env) => string>>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** The form's text as the API's values: trimmed text, numbers, null for an empty optional. */
function valuesOf(kind: Kind, form: KindForm): KindValues {
  return Object.fromEntries(
    Object.entries(kind.fields).map(([name, field]) => {
      const value = form[name];
      if (field.type === 'boolean') return [name, value === true];
      const typed = typeof value === 'string' ? value.trim() : '';
      if (field.type === 'integer') return [name, typed === '' ? null : Number(typed)];
      if (field.type === 'venue') return [name, typed === '' ? null : typed];
      return [name, typed];
    }),
  );
}

function formOf(kind: Kind, values: Readonly<Record<string, unknown>>): KindForm {
  return Object.fromEntries(
    Object.entries(kind.fields).map(([name, field]) => [
      name,
      field.type === 'boolean' ? values[name] === true : text(values[name]),
    ]),
  );
}

function fieldOf<Env extends KindEnv>(
  name: string,
  field: KindField,
  description: ((env: Env) => string) | undefined,
): FieldDescriptor<KindForm, Env, string> {
  const base = { name, required: 'required' in field && Boolean(field.required), description };
  if (field.type === 'boolean')
    return { ...base, kind: 'checkbox' } as FieldDescriptor<KindForm, Env, string>;
  if (field.type === 'integer') return { ...base, kind: 'integer' } as FieldDescriptor<KindForm, Env, string>;
  if (field.type === 'venue')
    return {
      ...base,
      kind: 'select',
      noneLabel: !field.required,
      options: (env: Env) => env.venues ?? [],
    } as FieldDescriptor<KindForm, Env, string>;
  return { ...base, kind: 'text' } as FieldDescriptor<KindForm, Env, string>;
}

function columnOf<Env extends KindEnv>(
  name: string,
  field: KindField | undefined,
  width: string | undefined,
  isName: boolean,
): ColumnDescriptor<KindRow, Env, string> {
  return {
    key: name,
    width: width ?? (isName ? 'minmax(12rem, 2fr)' : 'minmax(8rem, 1fr)'),
    render: (row, env) => {
      const value = row[name];
      if (field?.type === 'boolean') return value ? env.LL.crud.list.yes() : env.LL.crud.list.no();
      if (field?.type === 'venue') return env.venues?.find((venue) => venue.id === value)?.label ?? '';
      return text(value);
    },
  };
}

/**
 * The one list-and-edit screen of a declared kind, from its declaration and its generated calls:
 * the server pages, searches and sorts by name; the form has a control per field with the shared
 * validation; saves send the version; removes go through the delete flow. Bespoke screens write a
 * `ResourceDescriptor` of their own (docs/architecture.md, "Extension points").
 */
export function kindResource<R extends ResourceKey, Env extends KindEnv>(
  kind: Kind,
  client: KindClient,
  screen: KindScreen<R, Env>,
): ResourceDescriptor<R, KindRow, KindForm, Env> {
  const keys = {
    all: ['kinds', kind.plural] as const,
    one: (id: string) => ['kinds', kind.plural, 'one', id] as const,
  };
  const nameOf = (row: KindRow) => text(row[kind.nameField]);
  const schema = kindSchema(kind);
  const descriptions: Partial<Record<string, (env: Env) => string>> = screen.descriptions ?? {};
  const widths: Partial<Record<string, string>> = screen.widths ?? {};
  return {
    key: screen.key,
    texts: screen.texts,
    errorTexts: (LL) => LL.crud.field,
    scope: kind.scope,
    pages: namedPages<KindRow, ColumnKeyOf<R>>({
      key: (query) => [...keys.all, 'pages', query],
      orders: { [kind.nameField]: 'NAME' } as Partial<Record<ColumnKeyOf<R>, 'NAME'>>,
      fetch: client.page,
    }),
    detail: namedDetail(keys.one, client.page),
    invalidates: [keys.all],
    remove: async (ids) => {
      for (const id of ids) await client.remove(id);
      return { deleted: true, count: ids.length };
    },
    name: nameOf,
    searchText: nameOf,
    version: (row) => row.version,
    defaultSort: kind.nameField as ColumnKeyOf<R>,
    columns: screen.columns.map((name) =>
      columnOf<Env>(name, kind.fields[name], widths[name], name === kind.nameField),
    ) as unknown as ResourceDescriptor<R, KindRow, KindForm, Env>['columns'],
    fields: Object.entries(kind.fields).map(([name, field]) =>
      fieldOf<Env>(name, field, descriptions[name]),
    ) as unknown as ResourceDescriptor<R, KindRow, KindForm, Env>['fields'],
    empty: () => formOf(kind, kindDefaults(kind)),
    toForm: (row) => formOf(kind, row),
    validate: (form) => {
      const result = schema.safeParse(valuesOf(kind, form));
      return result.success ? {} : kindFieldErrors(result.error);
    },
    save: async ({ id, form, version }) => {
      const values = valuesOf(kind, form);
      if (id === null) return client.create(schema.parse(values));
      await client.update(id, kindUpdateSchema(kind).parse(values), version);
      return id;
    },
  };
}
