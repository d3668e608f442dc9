import { fieldCodes, requiredOr } from './fieldCodes.ts';
import { z } from './zod.ts';

/**
 * Beepers (issue 21 item 5): the pager numbers a venue hands out, as ranges per venue that can be
 * switched off. Two ranges of one venue never share a number (the server checks, under a lock).
 */
export const BEEPER_MAX = 9999;
export const BEEPER_RANGE_MAX = 1000;

export const BEEPER_ERROR_CODES = ['required', 'invalid', 'tooLong', 'number', 'range', 'overlap'] as const;
export type BeeperErrorCode = (typeof BEEPER_ERROR_CODES)[number];

const number = z.number({ message: 'number' }).int('number').min(1, 'number').max(BEEPER_MAX, 'number');

export const beeperRangeSchema = z
  .object({
    venueId: z.string().min(1, 'required'),
    name: z.string().trim().max(60, 'tooLong'),
    first: number,
    last: number,
    enabled: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (value.last < value.first || value.last - value.first + 1 > BEEPER_RANGE_MAX)
      ctx.addIssue({ code: 'custom', path: ['last'], message: 'range' });
  });
export type BeeperRange = z.infer<typeof beeperRangeSchema>;

/** Whether two inclusive ranges share a number. */
export function rangesOverlap(
  a: { first: number; last: number },
  b: { first: number; last: number },
): boolean {
  return a.first <= b.last && b.first <= a.last;
}

export const beeperFieldErrors = fieldCodes<BeeperErrorCode>(BEEPER_ERROR_CODES, requiredOr('invalid'));
