import { type CountryCode, isCountryCode } from '../../domain/countries.ts';
import type { Language } from '../../domain/locales.ts';
import type { StoreType } from '../../domain/signup.ts';

/**
 * The sign-up form of spec section 3 as data, shared by the site's page (RegisterPage, with the
 * design-system fields) and the partner widget (src/widget/app, with plain HTML fields): the
 * values, their starting point and the text fields in their order.
 */

export interface SignupValues {
  storeType: StoreType;
  country: CountryCode;
  /** Names the company and its first venue (the owner's name did before). */
  businessName: string;
  name: string;
  phone: string;
  email: string;
  password: string;
}

const LANGUAGE_COUNTRY: Partial<Record<Language, CountryCode>> = {
  sv: 'SE',
  no: 'NO',
  da: 'DK',
  es: 'ES',
  tr: 'TR',
};

/** The country a visitor most likely signs up from: the URL's region, else their language. */
export function defaultCountry(language: Language, region: string | null): CountryCode {
  const fromRegion = region?.toUpperCase();
  if (fromRegion && isCountryCode(fromRegion)) return fromRegion;
  return LANGUAGE_COUNTRY[language] ?? 'GB';
}

export function initialSignupValues(country: CountryCode): SignupValues {
  return { storeType: 'SINGLE', country, businessName: '', name: '', phone: '', email: '', password: '' };
}

/** The text fields after store type and country; labels are `LL.auth.fields[name]`. */
export const SIGNUP_TEXT_FIELDS = [
  { name: 'businessName', type: 'text', autoComplete: 'organization', help: false },
  { name: 'name', type: 'text', autoComplete: 'name', help: false },
  { name: 'phone', type: 'tel', autoComplete: 'tel', help: false },
  { name: 'email', type: 'email', autoComplete: 'email', help: false },
  { name: 'password', type: 'password', autoComplete: 'new-password', help: true },
] as const satisfies readonly {
  name: keyof SignupValues;
  type: string;
  autoComplete: string;
  help: boolean;
}[];
