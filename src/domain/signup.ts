import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js/min';
import { COMPANY_FORMS } from './companyForms.ts';
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from './countries.ts';
import { fieldCodes } from './fieldCodes.ts';
import { LANGUAGES } from './locales.ts';
import { PASSWORD_MAX_LENGTH, passwordProblems } from './password.ts';
import { z } from './zod.ts';

export const STORE_TYPES = ['SINGLE', 'MULTIPLE', 'ENTERPRISE'] as const;
export type StoreType = (typeof STORE_TYPES)[number];
export { COMPANY_FORMS };
export const FREE_TRIAL_DAYS = 30;
export const ACTIVATION_TTL_HOURS = 48;
export const PASSWORD_RESET_TTL_MINUTES = 60;

/** Emails are compared and stored trimmed and lower-case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidPhone(phone: string, country: CountryCode): boolean {
  try {
    return isValidPhoneNumber(phone, country);
  } catch {
    return false;
  }
}

/** The phone in international form (+46701234567). */
export function normalizePhone(phone: string, country: CountryCode): string {
  return parsePhoneNumberWithError(phone, country).number;
}

/** Organisation numbers: the country's length (section 9), digits; ES and GB allow letters. */
export function isValidOrgNumber(value: string, country: CountryCode): boolean {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  const [min, max] = COUNTRIES[country].orgNumberLengths;
  const pattern = country === 'ES' || country === 'GB' ? /^[0-9A-Z]+$/ : /^[0-9]+$/;
  return pattern.test(compact) && compact.length >= min && compact.length <= max;
}

/**
 * Error codes are i18n keys under `auth.errors`: the browser shows them in the user's
 * language, the server sends them in `fieldErrors`.
 */
export const FIELD_ERROR_CODES = [
  'required',
  'invalidEmail',
  'invalidPhone',
  'invalidOrgNumber',
  'invalidUrl',
  'tooLong',
  'passwordTooShort',
  'passwordTooLong',
  'consentRequired',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

const PASSWORD_CODES: Record<string, FieldErrorCode> = {
  tooShort: 'passwordTooShort',
  tooLong: 'passwordTooLong',
};

const text = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong');
const email = z.string().trim().toLowerCase().min(1, 'required').max(254, 'tooLong').email('invalidEmail');
const password = z
  .string()
  .max(PASSWORD_MAX_LENGTH * 4, 'passwordTooLong')
  .superRefine((value, ctx) => {
    for (const problem of passwordProblems(value)) {
      ctx.addIssue({ code: 'custom', message: PASSWORD_CODES[problem] ?? 'required' });
    }
  });

export const registerSchema = z
  .object({
    storeType: z.enum(STORE_TYPES),
    country: z.enum(COUNTRY_CODES),
    /** Optional for API callers that predate it: the owner's name stands in when it is empty. */
    businessName: z.string().trim().max(120, 'tooLong').default(''),
    name: text(120),
    phone: text(40),
    email,
    password,
    language: z.enum(LANGUAGES),
    referralId: z.string().trim().max(64, 'tooLong').optional().nullable(),
  })
  .superRefine((value, ctx) => {
    if (value.phone && !isValidPhone(value.phone, value.country)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'invalidPhone' });
    }
  });
export type RegisterValues = z.input<typeof registerSchema>;

export const passwordSchema = z.object({ password });

/**
 * "Add captured user details" (spec section 7; docs/decisions.md "Captured sign-up details"): what
 * a prospect typed in the sign-up form before finishing it, kept so sales can follow up an
 * abandoned sign-up, and only with their consent (`consent` must be true). Name and phone may
 * still be empty; what is there is checked like the form checks it.
 */
export const CAPTURE_RETENTION_DAYS = 90;
export const CAPTURE_CONVERTED_RETENTION_DAYS = 30;

export const capturedDetailsSchema = z
  .object({
    storeType: z.enum(STORE_TYPES),
    country: z.enum(COUNTRY_CODES),
    name: z.string().trim().max(120, 'tooLong').default(''),
    phone: z.string().trim().max(40, 'tooLong').default(''),
    email,
    language: z.enum(LANGUAGES),
    referralId: z.string().trim().max(64, 'tooLong').optional().nullable(),
    consent: z.boolean().refine((value) => value, 'consentRequired'),
  })
  .superRefine((value, ctx) => {
    if (value.phone && !isValidPhone(value.phone, value.country)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'invalidPhone' });
    }
  });
export type CapturedDetailsValues = z.input<typeof capturedDetailsSchema>;

const url = z.string().trim().max(500, 'tooLong').url('invalidUrl').or(z.literal(''));
const address = z.object({ street: text(200), zip: text(20), city: text(100) });

export const createCompanySchema = z
  .object({
    companyName: text(160),
    orgNumber: text(20),
    phone: text(40),
    email,
    country: z.enum(COUNTRY_CODES),
    bankInfo: text(100),
    companyForm: z.enum(COMPANY_FORMS),
    referralId: z.string().trim().max(64, 'tooLong'),
    businessDocumentUrl: url,
    address,
    owner: z.object({
      fullName: text(120),
      personalNumber: text(30),
      identityImageUrl: url,
      address,
    }),
  })
  .superRefine((value, ctx) => {
    if (value.orgNumber && !isValidOrgNumber(value.orgNumber, value.country)) {
      ctx.addIssue({ code: 'custom', path: ['orgNumber'], message: 'invalidOrgNumber' });
    }
    if (value.phone && !isValidPhone(value.phone, value.country)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'invalidPhone' });
    }
  });
export type CreateCompanyValues = z.input<typeof createCompanySchema>;

export type FieldErrors = Record<string, FieldErrorCode>;

/** The first problem of each field, keyed by its dotted path (`owner.address.city`). */
export const fieldErrorsOf: (error: z.ZodError) => FieldErrors = fieldCodes<FieldErrorCode>(
  FIELD_ERROR_CODES,
  () => 'required',
);
