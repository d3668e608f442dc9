import { type BeeperErrorCode, beeperFieldErrors } from '../../src/domain/beepers.ts';
import { type CompanyErrorCode, companyFieldErrors } from '../../src/domain/companySettings.ts';
import { type PaymentMethodErrorCode, paymentMethodFieldErrors } from '../../src/domain/paymentMethods.ts';
import { type ReceiptErrorCode, receiptFieldErrors } from '../../src/domain/receiptTemplate.ts';
import { type VenueErrorCode, venueFieldErrors } from '../../src/domain/venueSettings.ts';
import { DomainError } from '../platform/api/domainError.ts';
import type { FieldDictionary } from '../platform/api/input.ts';

/** The settings area's field codes (src/domain/venueSettings.ts) in the `settings.errors` words. */
export const VENUE_FIELDS: FieldDictionary<VenueErrorCode> = {
  codesOf: venueFieldErrors,
  word: (t, code) => t.settings.errors[code](),
  checkFields: (t) => t.settings.errors.checkFields(),
};

export function refuse(field: string, code: VenueErrorCode): never {
  throw new DomainError('BAD_USER_INPUT', (t) => t.settings.errors.checkFields(), {
    problems: [{ field, code, wording: (t) => t.settings.errors[code]() }],
  });
}

export const COMPANY_FIELDS: FieldDictionary<CompanyErrorCode> = {
  codesOf: companyFieldErrors,
  word: (t, code) => t.settings.errors[code](),
  checkFields: (t) => t.settings.errors.checkFields(),
};

export type LogoErrorCode = 'logoType' | 'logoSize';

export const RECEIPT_FIELDS_DICTIONARY: FieldDictionary<ReceiptErrorCode | LogoErrorCode> = {
  codesOf: receiptFieldErrors,
  word: (t, code) => t.settings.errors[code](),
  checkFields: (t) => t.settings.errors.checkFields(),
};

export const BEEPER_FIELDS: FieldDictionary<BeeperErrorCode> = {
  codesOf: beeperFieldErrors,
  word: (t, code) => t.settings.errors[code](),
  checkFields: (t) => t.settings.errors.checkFields(),
};

export const PAYMENT_METHOD_FIELDS: FieldDictionary<PaymentMethodErrorCode> = {
  codesOf: paymentMethodFieldErrors,
  word: (t, code) => t.settings.errors[code](),
  checkFields: (t) => t.settings.errors.checkFields(),
};
