import { describe, expect, it } from 'vitest';
import {
  clearableFields,
  columnOf,
  defineKind,
  kindDefaults,
  kindFieldErrors,
  kindSchema,
  kindUpdateSchema,
  singularOf,
} from './kind.ts';
import { supplierKind } from './kinds/supplier.kind.ts';

const errorsOf = (schema: ReturnType<typeof kindSchema>, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : kindFieldErrors(result.error);
};

const pagerKind = defineKind({
  name: 'Pager',
  plural: 'pagers',
  area: 'settings',
  scope: 'SETTINGS',
  scoping: 'venue',
  nameField: 'label',
  description: 'A test kind of one venue.',
  fields: {
    label: { type: 'text', max: 10, required: true },
    venueId: { type: 'venue', required: true },
    number: { type: 'integer', min: 1, max: 99 },
    spare: { type: 'venue' },
  },
});

describe('a declared kind', () => {
  it('validates a new record with the shared codes, trimming text', () => {
    const schema = kindSchema(supplierKind);
    expect(errorsOf(schema, { ...kindDefaults(supplierKind), name: '  ' })).toEqual({ name: 'required' });
    expect(
      errorsOf(schema, { ...kindDefaults(supplierKind), name: 'x'.repeat(121), email: 'no', phone: 'y' }),
    ).toEqual({ name: 'tooLong', email: 'invalid' });
    expect(schema.parse({ ...kindDefaults(supplierKind), name: ' Menigo ', email: '' })).toMatchObject({
      name: 'Menigo',
      email: '',
      active: true,
    });
  });

  it('checks numbers and venues, and checks on update only the fields given', () => {
    const schema = kindSchema(pagerKind);
    expect(errorsOf(schema, { label: 'A', venueId: '', number: 1.5, spare: null })).toEqual({
      venueId: 'required',
      number: 'number',
    });
    expect(errorsOf(schema, { label: 'A', venueId: 'v', number: null, spare: null })).toEqual({});
    expect(errorsOf(kindUpdateSchema(pagerKind), { number: 100 })).toEqual({ number: 'number' });
    expect(kindUpdateSchema(pagerKind).parse({ label: ' B ' })).toEqual({ label: 'B' });
  });

  it('starts a new record empty, with on/off as declared; optional numbers and venues clear to null', () => {
    expect(kindDefaults(supplierKind)).toEqual({
      name: '',
      contactName: '',
      email: '',
      phone: '',
      accountNumber: '',
      active: true,
    });
    expect(clearableFields(pagerKind)).toEqual(['number', 'spare']);
    expect(clearableFields(supplierKind)).toEqual([]);
  });

  it('names its operations and columns from the declaration', () => {
    expect(singularOf(supplierKind)).toBe('supplier');
    expect(columnOf('accountNumber')).toBe('account_number');
  });

  it('refuses a declaration the kits cannot build', () => {
    const base = { ...pagerKind, fields: { ...pagerKind.fields } };
    expect(() => defineKind({ ...base, nameField: 'number' })).toThrow(/nameField/);
    expect(() =>
      defineKind({
        ...base,
        fields: { label: { type: 'text', max: 10, required: true } },
        nameField: 'label',
      }),
    ).toThrow(/venueId/);
    expect(() => defineKind({ ...base, name: 'pager' })).toThrow(/PascalCase/);
  });
});
