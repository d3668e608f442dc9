import { COUNTRY_CODES, type CountryCode, CURRENCIES } from './countries.ts';
import { fieldCodes } from './fieldCodes.ts';
import { LANGUAGES } from './locales.ts';
import { compactOrgNumber, isValidOrgNumber, normalizeOrgNumber } from './orgNumber.ts';
import { z } from './zod.ts';

/**
 * The company's settings (issue 21 item 5): name, organisation number by the country's rule,
 * address, default language and currency, VAT registration, the tip limit. The country is fixed at sign-up and
 * decides the organisation-number rule, so the schema is made per country.
 */
export const COMPANY_ERROR_CODES = [
  'required',
  'invalid',
  'tooLong',
  'orgNumber',
  'language',
  'currency',
  'vatNumber',
  'tipLimit',
] as const;
export type CompanyErrorCode = (typeof COMPANY_ERROR_CODES)[number];

export function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

/** An EU-style VAT number: two-letter prefix and 2–13 letters or digits (GB, NO and TR alike). */
export function isVatNumber(value: string): boolean {
  return /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(compactOrgNumber(value));
}

const text = (max: number) => z.string().trim().max(max, 'tooLong');

export function companySettingsSchema(country: CountryCode) {
  return z
    .object({
      name: text(100).min(1, 'required'),
      legalName: text(200),
      orgNumber: z
        .string()
        .trim()
        .max(20, 'orgNumber')
        .refine((v) => v === '' || isValidOrgNumber(country, v), 'orgNumber')
        .transform((v) => (v === '' ? '' : normalizeOrgNumber(country, v))),
      street: text(200),
      zip: text(20),
      city: text(100),
      defaultLanguage: z.enum(LANGUAGES, { message: 'language' }),
      currency: z.enum(CURRENCIES, { message: 'currency' }),
      vatRegistered: z.boolean(),
      /** The largest tip a payment may carry, in percent of the order (issue 40: tips are bounded). */
      maxTipPercent: z.number('tipLimit').int('tipLimit').min(0, 'tipLimit').max(100, 'tipLimit'),
      vatNumber: z
        .string()
        .trim()
        .max(20, 'vatNumber')
        .transform((v) => compactOrgNumber(v)),
    })
    .superRefine((value, ctx) => {
      if (value.vatRegistered && !isVatNumber(value.vatNumber))
        ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: 'vatNumber' });
      if (value.vatRegistered && value.orgNumber === '')
        ctx.addIssue({ code: 'custom', path: ['orgNumber'], message: 'required' });
    });
}
export type CompanySettings = z.infer<ReturnType<typeof companySettingsSchema>>;

export const companyFieldErrors = fieldCodes<CompanyErrorCode>(COMPANY_ERROR_CODES, () => 'invalid');
