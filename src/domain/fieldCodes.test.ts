import { describe, expect, it } from 'vitest';
import { fieldCodes, requiredOr } from './fieldCodes.ts';
import { z } from './zod.ts';

const CODES = ['required', 'invalid', 'tooLong', 'taken'] as const;
const schema = z.object({
  name: z.string().min(1, 'required').max(5, 'tooLong'),
  nested: z.object({ code: z.string().refine((v) => v !== 'x', 'taken') }),
  count: z.number().positive(),
});
const codesOf = fieldCodes<(typeof CODES)[number]>(CODES, requiredOr('invalid'));

function failure(value: unknown): z.ZodError {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error;
}

describe('fieldCodes', () => {
  it("keeps the schema's own codes, keyed by dotted path", () => {
    expect(codesOf(failure({ name: 'toolong', nested: { code: 'x' }, count: 1 }))).toEqual({
      name: 'tooLong',
      'nested.code': 'taken',
    });
  });

  it('gives a missing field `required` and any other problem the fallback', () => {
    expect(codesOf(failure({ name: 'a', nested: { code: 'y' } }))).toEqual({ count: 'required' });
    expect(codesOf(failure({ name: 'a', nested: { code: 'y' }, count: -1 }))).toEqual({ count: 'invalid' });
  });

  it('keeps only the first problem of a field', () => {
    expect(codesOf(failure({ name: '', nested: { code: 'y' }, count: 1 }))).toEqual({ name: 'required' });
  });
});
