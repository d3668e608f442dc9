import { COUNTRY_CODES } from '../../src/domain/countries.ts';
import { builder } from '../platform/builder.ts';

/** The countries Ordna sells in, for sign-up and company forms. */
export const CountryCode = builder.enumType('CountryCode', { values: COUNTRY_CODES });
