import { fieldCodes, isMissing } from './fieldCodes.ts';
import { z } from './zod.ts';

/** Staff terminal permissions (spec sections 3 and 6): what a person may do on the till. */
export const TERMINAL_PERMISSIONS = [
  'ADD_ITEM_TO_TABLE',
  'ANALYTICS',
  'ASSUME_ROLE',
  'CLOSE_DAY',
  'CREATE_CHEQUE',
  'CREATE_INVOICE_TARGET',
  'GIFT_CARDS',
  'HISTORY',
  'INVOICE_PURCHASE',
  'LOG_OUT',
  'MAKE_PAYMENT',
  'MANUAL_DISCOUNT',
  'PRESET_DISCOUNT',
  'REFUND',
  'REPORTS',
  'SETTINGS',
  'VOID_PAYMENT',
] as const;
export type TerminalPermission = (typeof TERMINAL_PERMISSIONS)[number];

export function isTerminalPermission(value: string): value is TerminalPermission {
  return (TERMINAL_PERMISSIONS as readonly string[]).includes(value);
}

/**
 * The access levels every new company starts with (issue 21), by key. The database trigger of
 * migration 0015 writes the same sets; `staff.test.ts` keeps the two equal.
 */
export const DEFAULT_ACCESS_LEVELS = {
  manager: [...TERMINAL_PERMISSIONS],
  staff: [
    'ADD_ITEM_TO_TABLE',
    'CREATE_CHEQUE',
    'GIFT_CARDS',
    'HISTORY',
    'LOG_OUT',
    'MAKE_PAYMENT',
    'PRESET_DISCOUNT',
  ],
  clockIn: ['LOG_OUT'],
} as const satisfies Record<string, readonly TerminalPermission[]>;

export const PIN_MIN = 4;
export const PIN_MAX = 6;

/** Why a PIN is refused; keys of the `staff.errors` dictionary. */
export type PinProblem = 'pinFormat' | 'pinWeak';

/**
 * A terminal PIN: 4–6 digits, not one digit repeated (0000) and not a run up or down (1234,
 * 9876), the guesses tried first at a till.
 */
export function pinProblem(pin: string): PinProblem | null {
  if (!/^\d+$/.test(pin) || pin.length < PIN_MIN || pin.length > PIN_MAX) return 'pinFormat';
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((digit, index) => digit - (digits[index] ?? 0));
  const same = steps.every((step) => step === 0);
  const up = steps.every((step) => step === 1 || step === -9);
  const down = steps.every((step) => step === -1 || step === 9);
  return same || up || down ? 'pinWeak' : null;
}

/**
 * PINs to offer a new staff member (issue 42 item 6: the server proposes a free PIN, so a manager
 * never has to guess one and learn from "taken" which PINs colleagues use). `digit` draws 0–9;
 * four digits first, a till's usual length, six when every four-digit candidate was taken.
 */
export function pinCandidates(count: number, length: number, digit: () => number): string[] {
  const found = new Set<string>();
  for (let tries = 0; found.size < count && tries < count * 20; tries++) {
    const pin = Array.from({ length }, digit).join('');
    if (!pinProblem(pin)) found.add(pin);
  }
  return [...found];
}

/** Error codes of the staff area, keys of the `staff.errors` dictionary. */
export const STAFF_ERROR_CODES = [
  'required',
  'invalid',
  'tooLong',
  'pinFormat',
  'pinWeak',
  'pinTaken',
  'unknownPermission',
  'unknownAccessLevel',
  'unknownVenue',
  'accessLevelInUse',
  'emailInvalid',
] as const;
export type StaffErrorCode = (typeof STAFF_ERROR_CODES)[number];

/** Field codes of a zod failure: the schema's own message when it is a code, else a generic one. */
export const staffFieldErrors = fieldCodes<StaffErrorCode>(STAFF_ERROR_CODES, (issue) =>
  isMissing(issue) ? 'required' : issue.code === 'too_big' ? 'tooLong' : 'invalid',
);

const name = z.string().trim().min(1, 'required').max(100, 'tooLong');
const id = z.string().trim().min(1).max(100);

export const pinSchema = z.string().superRefine((pin, ctx) => {
  const problem = pinProblem(pin);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const accessLevelSchema = z.object({
  name,
  permissions: z
    .array(z.string().max(40).refine(isTerminalPermission, 'unknownPermission'))
    .max(TERMINAL_PERMISSIONS.length * 2),
});
export type AccessLevelInput = z.output<typeof accessLevelSchema>;
export const accessLevelUpdateSchema = accessLevelSchema.partial();

const email = z
  .string()
  .trim()
  .max(200, 'tooLong')
  .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), 'emailInvalid');
const phone = z
  .string()
  .trim()
  .max(30, 'tooLong')
  .refine((value) => value === '' || /^\+?[\d\s-]{5,}$/.test(value), 'invalid');
const day = z
  .string()
  .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), 'invalid')
  .refine((value) => value === '' || !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'invalid');

const staffFields = {
  name,
  venueIds: z.array(id).max(200),
  accessLevelId: id.nullish(),
  phone: phone.optional(),
  email: email.optional(),
  employmentStart: day.optional(),
  active: z.boolean().optional(),
};

export const staffMemberSchema = z.object({ ...staffFields, pin: pinSchema });
export type StaffMemberInput = z.output<typeof staffMemberSchema>;
export const staffMemberUpdateSchema = z.object(staffFields).partial();
export type StaffMemberUpdate = z.output<typeof staffMemberUpdateSchema>;
