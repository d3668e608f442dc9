import { fieldCodes, requiredOr } from './fieldCodes.ts';
import type { LicenceFeature } from './licences.ts';
import type { Scope } from './scopes.ts';
import { z } from './zod.ts';

/**
 * One declaration per kind (issue 45, docs/architecture.md "Declaring a kind"): a simple
 * list-and-edit kind is written once, here in the shared domain, and everything else is built from
 * it — the table and its migration, the GraphQL type, paged list, one-record read, create, update
 * and delete through the tenant-scoped repository (server/platform/kinds), the tenancy, scope and
 * fuzz sweeps, and the browser's documents, query keys, page fetch, delete and form.
 *
 * A declaration lives in `src/domain/kinds/<name>.kind.ts` and exports `<name>Kind`;
 * `npm run gen:areas` finds it.
 */

/** A line of text; `email` must look like an address when given. */
export interface TextField {
  type: 'text';
  max: number;
  required?: boolean;
  format?: 'email';
}

/** A whole number within its bounds. */
export interface IntegerField {
  type: 'integer';
  min: number;
  max: number;
  required?: boolean;
}

/** On or off; a new record takes `initial`. */
export interface BooleanField {
  type: 'boolean';
  initial: boolean;
}

/**
 * One of the company's venues that the viewer may use (an id slot: the sweeps put a foreign
 * venue here). A venue-scoped kind names its venue in the field `venueId`.
 */
export interface VenueField {
  type: 'venue';
  required?: boolean;
}

export type KindField = TextField | IntegerField | BooleanField | VenueField;
export type KindFields = Readonly<Record<string, KindField>>;

/** Any declared kind, whatever its fields (what the kits take). */
export interface Kind {
  /** The GraphQL type, e.g. `Supplier`: `create<Name>`, `update<Name>`, `delete<Name>`, `<name>(id)`. */
  name: string;
  /** The list, e.g. `suppliers`: the table, the field `<plural>Page`, the browser's resource key. */
  plural: string;
  /** The area both sides file it under (`src/features/<area>`, its i18n namespace). */
  area: string;
  /** What the operations need (spec section 6). */
  scope: Scope;
  /** A licensed module the company must have, when the kind belongs to one. */
  licence?: LicenceFeature;
  /**
   * `company`: every venue's viewer sees the company's records. `venue`: a record belongs to the
   * venue in its `venueId`, and a viewer restricted to some venues sees theirs only.
   */
  scoping: 'company' | 'venue';
  fields: KindFields;
  /** The text field the list is named, sorted and searched by. */
  nameField: string;
  /** One line for the API's documentation. */
  description: string;
}

/** A kind as declared: its fields' own types, so the data types follow from them. */
export interface KindDeclaration<F extends KindFields> extends Kind {
  fields: F;
  nameField: keyof F & string;
}

/** The codes a kind's fields can fail with; the words are the shared `errors` dictionary's. */
export const KIND_ERROR_CODES = ['required', 'tooLong', 'invalid', 'number', 'unknownReference'] as const;
export type KindErrorCode = (typeof KIND_ERROR_CODES)[number];

/** Declares a kind; the checks here fail at load, before anything is built from a wrong one. */
export function defineKind<F extends KindFields>(kind: KindDeclaration<F>): KindDeclaration<F> {
  const name = kind.fields[kind.nameField];
  if (name?.type !== 'text' || !name.required)
    throw new Error(`${kind.name}: nameField must name a required text field`);
  if (kind.scoping === 'venue' && kind.fields.venueId?.type !== 'venue')
    throw new Error(`${kind.name}: a venue-scoped kind needs a venue field named venueId`);
  if (!/^[A-Z][A-Za-z]+$/.test(kind.name) || !/^[a-z][A-Za-z]+$/.test(kind.plural))
    throw new Error(`${kind.name}: name is PascalCase and plural camelCase`);
  return kind;
}

/** `Supplier` → `supplier`: the one-record read. */
export const singularOf = (kind: Kind): string => `${kind.name.charAt(0).toLowerCase()}${kind.name.slice(1)}`;

/** `contactName` → `contact_name`: the column. */
export const columnOf = (field: string): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A record's values by field name: text, a number, on/off, a venue's id, or null for none. */
export type KindValues = Record<string, string | number | boolean | null>;

function fieldSchema(field: KindField): z.ZodType {
  switch (field.type) {
    case 'text': {
      const text = z.string({ message: 'invalid' }).trim().max(field.max, 'tooLong');
      const filled = field.required ? text.min(1, 'required') : text;
      return field.format === 'email'
        ? filled.refine((value) => value === '' || z.email().safeParse(value).success, 'invalid')
        : filled;
    }
    case 'integer': {
      const number = z
        .number({ message: 'number' })
        .int('number')
        .min(field.min, 'number')
        .max(field.max, 'number');
      return field.required ? number : number.nullable();
    }
    case 'boolean':
      return z.boolean({ message: 'invalid' });
    case 'venue': {
      const id = z.string({ message: 'required' }).min(1, 'required').max(64, 'unknownReference');
      return field.required ? id : id.nullable();
    }
  }
}

function shapeOf(kind: Kind) {
  return Object.fromEntries(Object.entries(kind.fields).map(([name, field]) => [name, fieldSchema(field)]));
}

/** The shared validation of a new record: the browser's form and the server's create. */
export function kindSchema(kind: Kind): z.ZodType<KindValues> {
  return z.object(shapeOf(kind)) as unknown as z.ZodType<KindValues>;
}

/** The same rules for a change: only the fields given are checked (and changed). */
export function kindUpdateSchema(kind: Kind): z.ZodType<KindValues> {
  return z.object(shapeOf(kind)).partial() as unknown as z.ZodType<KindValues>;
}

/** What a new record starts as in a form and when the API is not told: empty, off/on as declared. */
export function kindDefaults(kind: Kind): KindValues {
  return Object.fromEntries(
    Object.entries(kind.fields).map(([name, field]) => [
      name,
      field.type === 'boolean' ? field.initial : field.type === 'text' ? '' : null,
    ]),
  );
}

/** The fields that may be set to null (an optional number or venue): null clears them. */
export function clearableFields(kind: Kind): string[] {
  return Object.entries(kind.fields)
    .filter(([, field]) => (field.type === 'integer' || field.type === 'venue') && !field.required)
    .map(([name]) => name);
}

/** Validation problems → `{ field: code }`, as every form shows them. */
export const kindFieldErrors = fieldCodes<KindErrorCode>(KIND_ERROR_CODES, requiredOr('invalid'));
