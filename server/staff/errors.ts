import { type StaffErrorCode, staffFieldErrors } from '../../src/domain/staff.ts';
import { DomainError, type FieldProblem } from '../platform/api/domainError.ts';
import type { FieldDictionary } from '../platform/api/input.ts';

/** The staff area's field codes (src/domain/staff.ts) in the `staff.errors` words. */
export const STAFF_FIELDS: FieldDictionary<StaffErrorCode> = {
  codesOf: staffFieldErrors,
  word: (t, code) => t.staff.errors[code](),
  checkFields: (t) => t.staff.errors.checkFields(),
};

export function problem(field: string, code: StaffErrorCode): FieldProblem {
  return { field, code, wording: (t) => t.staff.errors[code]() };
}

export function refuse(...problems: FieldProblem[]): never {
  throw new DomainError('BAD_USER_INPUT', (t) => t.staff.errors.checkFields(), { problems });
}

/** A unique index refused the write (PostgreSQL 23505), however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
