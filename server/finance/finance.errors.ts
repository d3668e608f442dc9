import type { RangeProblem } from '../../src/domain/reportRanges.ts';
import { DomainError, type FieldProblem } from '../platform/api/domainError.ts';

export type FinanceErrorCode =
  | RangeProblem
  | 'alreadyClosed'
  | 'unknownRegister'
  | 'dayNotOver'
  | 'invalidEmail'
  | 'unknownKind'
  | 'invalidHour'
  | 'notNorwegian'
  | 'invalidName'
  | 'unknownPeriod'
  | 'unknownLanguage'
  | 'closeRangeTooLong'
  | 'invalidKey';

export function financeProblem(field: string, code: FinanceErrorCode): FieldProblem {
  return { field, code, wording: (t) => t.finance.errors[code]() };
}

/** BAD_USER_INPUT with the problems, worded in the viewer's language at the edge. */
export function refuseFinance(problems: FieldProblem[]): never {
  throw new DomainError('BAD_USER_INPUT', (t) => t.finance.errors.checkFields(), { problems });
}
