import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PIM_FIELDS } from '../../pim/fields.ts';
import { translator } from '../i18n.ts';
import { DomainError, fieldErrorsIn } from './domainError.ts';
import { ACCOUNT_FIELDS, parseInput, zodProblems } from './input.ts';

describe('domain errors', () => {
  it('carry English until the edge words them, with code and field errors', () => {
    const error = new DomainError('NOT_FOUND', (t) => t.pim.errors.notFound());
    expect(error.message).toBe(translator('en').pim.errors.notFound());
    expect(error.extensions.code).toBe('NOT_FOUND');
    expect(error.wording(translator('sv'))).toBe(translator('sv').pim.errors.notFound());
  });

  it('build field errors from zod the same way for every area, worded per language', () => {
    const schema = z.object({ name: z.string().min(1, 'required') });
    let thrown: unknown;
    try {
      parseInput(schema, { name: '' }, PIM_FIELDS);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    const domain = thrown as DomainError;
    expect(domain.extensions.code).toBe('BAD_USER_INPUT');
    expect(fieldErrorsIn(translator('sv'), domain.problems ?? [])).toEqual([
      { field: 'name', code: 'required', message: translator('sv').pim.errors.required() },
    ]);
    const result = schema.safeParse({ name: '' });
    if (result.success) throw new Error('expected a failure');
    const account = fieldErrorsIn(translator('en'), zodProblems(result.error, ACCOUNT_FIELDS));
    expect(account).toEqual([
      { field: 'name', code: 'required', message: translator('en').auth.errors.required() },
    ]);
    expect(zodProblems(result.error, PIM_FIELDS).map((problem) => problem.code)).toEqual(['required']);
  });
});
