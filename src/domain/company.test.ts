import { describe, expect, it } from 'vitest';
import { companyCountry, defaultCountryCode, licenceFlags } from './company.ts';
import { companyFeatures } from './licences.ts';

describe('a company country', () => {
  it('reads a stored EN as GB, in any case', () => {
    expect(companyCountry('EN')).toBe('GB');
    expect(companyCountry('en')).toBe('GB');
    expect(companyCountry('UK')).toBe('GB');
  });

  it('keeps the supported codes and falls back to SE', () => {
    expect(companyCountry('NO')).toBe('NO');
    expect(companyCountry('dk')).toBe('DK');
    expect(companyCountry('XX')).toBe('SE');
    expect(companyCountry(null)).toBe('SE');
  });

  it('gives the calling code of the country read, EN included', () => {
    expect(defaultCountryCode('SE')).toBe('+46');
    expect(defaultCountryCode('EN')).toBe('+44');
    expect(defaultCountryCode('TR')).toBe('+90');
  });
});

describe('the licence flags of a company', () => {
  const off = {
    useNewLicenses: false,
    hasTables: false,
    hasKDS: false,
    hasAppOrders: false,
    hasExpress: false,
    hasCDS: false,
  };

  it('follows the old flags without new-style licences', () => {
    expect(licenceFlags(companyFeatures({ ...off, hasKDS: true, hasCDS: true }, ['KDS', 'TSR']))).toEqual({
      hasTables: false,
      hasKDS: true,
      hasAppOrders: false,
      hasExpress: false,
      hasCDS: true,
    });
  });

  it('follows active licences with useNewLicenses; Express and CDS from QSR and CUSTOMER_DISPLAY', () => {
    const flags = { ...off, useNewLicenses: true, hasKDS: true, hasExpress: true };
    expect(licenceFlags(companyFeatures(flags, ['TSR', 'APP', 'EPOS']))).toEqual({
      hasTables: true,
      hasKDS: false,
      hasAppOrders: true,
      hasExpress: false,
      hasCDS: false,
    });
    expect(licenceFlags(companyFeatures(flags, ['QSR', 'CUSTOMER_DISPLAY']))).toMatchObject({
      hasExpress: true,
      hasCDS: true,
    });
  });
});
