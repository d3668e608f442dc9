import { describe, expect, it } from 'vitest';
import {
  createCompanySchema,
  fieldErrorsOf,
  isValidOrgNumber,
  isValidPhone,
  registerSchema,
} from './signup.ts';

describe('per-country numbers', () => {
  it('validates phone numbers for the country', () => {
    expect(isValidPhone('070-123 45 67', 'SE')).toBe(true);
    expect(isValidPhone('412 34 567', 'NO')).toBe(true);
    expect(isValidPhone('0701234567', 'GB')).toBe(false);
    expect(isValidPhone('07911 123456', 'GB')).toBe(true);
  });
  it('validates organisation numbers by length', () => {
    expect(isValidOrgNumber('556677-8899', 'SE')).toBe(true);
    expect(isValidOrgNumber('55667788', 'SE')).toBe(false);
    expect(isValidOrgNumber('B12345678', 'ES')).toBe(true);
    expect(isValidOrgNumber('SC123456', 'GB')).toBe(true);
    expect(isValidOrgNumber('12345678', 'DK')).toBe(true);
  });
});

describe('sign-up schema', () => {
  const valid = {
    storeType: 'SINGLE',
    country: 'SE',
    name: 'Karin Berg',
    phone: '070-123 45 67',
    email: '  Karin@Example.SE ',
    password: 'Kaffe!2026',
    language: 'sv',
  } as const;
  it('normalises the email', () => {
    const parsed = registerSchema.parse(valid);
    expect(parsed.email).toBe('karin@example.se');
  });
  it('names each bad field with a code', () => {
    const result = registerSchema.safeParse({ ...valid, phone: '12', password: 'short', email: 'nope' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrorsOf(result.error)).toEqual({
        email: 'invalidEmail',
        password: 'passwordTooShort',
        phone: 'invalidPhone',
      });
    }
  });
  it('checks the advanced company form per country', () => {
    const result = createCompanySchema.safeParse({
      companyName: 'Fjord AS',
      orgNumber: '12345',
      phone: '412 34 567',
      email: 'post@fjord.no',
      country: 'NO',
      bankInfo: 'NO93 8601 1117 947',
      companyForm: 'Business',
      referralId: '',
      businessDocumentUrl: '',
      address: { street: 'Karl Johans gate 1', zip: '0154', city: 'Oslo' },
      owner: {
        fullName: 'Ola Nordmann',
        personalNumber: '01017012345',
        identityImageUrl: '',
        address: { street: 'a', zip: 'b', city: '' },
      },
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrorsOf(result.error)).toEqual({
        orgNumber: 'invalidOrgNumber',
        'owner.address.city': 'required',
      });
    }
  });
});
