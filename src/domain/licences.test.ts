import { describe, expect, it } from 'vitest';
import {
  companyFeatures,
  featuresFromFlags,
  isLicenceFeature,
  isModule,
  LICENCE_FEATURES,
  type LicenceFeature,
  MODULE_FEATURE,
  MODULES,
} from './licences.ts';

const none = {
  useNewLicenses: false,
  hasTables: false,
  hasKDS: false,
  hasAppOrders: false,
  hasExpress: false,
  hasCDS: false,
};

describe('licence features from the old company flags', () => {
  it('turns on exactly the flagged features, in a stable order', () => {
    expect(featuresFromFlags(none)).toEqual([]);
    expect(featuresFromFlags({ ...none, hasKDS: true, hasTables: true })).toEqual(['tables', 'kds']);
    expect(
      featuresFromFlags({
        ...none,
        hasTables: true,
        hasKDS: true,
        hasAppOrders: true,
        hasExpress: true,
        hasCDS: true,
      }),
    ).toEqual(['tables', 'kds', 'appOrders', 'express', 'cds']);
  });

  it('knows its own names only', () => {
    expect(isLicenceFeature('kds')).toBe(true);
    expect(isLicenceFeature('KDS')).toBe(false);
  });
});

describe('modules (spec section 3) and the features they turn on', () => {
  it("are the spec's fifteen modules, once each", () => {
    expect([...MODULES]).toEqual([
      'APP',
      'CUSTOMER_DISPLAY',
      'EPOS',
      'GIFTCARD',
      'HANDHELD_ORDER',
      'HANDHELD_PAY',
      'HANDHELD_PRO',
      'INSIGHTS',
      'INSIGHTS_YEAR',
      'INVENTORY',
      'KDS',
      'QSR',
      'SUPPORT_SUNRISE',
      'SUPPORT_SUNSET',
      'TSR',
    ]);
    expect(isModule('QSR')).toBe(true);
    expect(isModule('qsr')).toBe(false);
  });

  it('maps each gated module to its feature, and every feature has exactly one module', () => {
    const modulesOf = (feature: LicenceFeature) =>
      MODULES.filter((module) => MODULE_FEATURE[module] === feature);
    expect(modulesOf('appOrders')).toEqual(['APP']);
    expect(modulesOf('cds')).toEqual(['CUSTOMER_DISPLAY']);
    expect(modulesOf('kds')).toEqual(['KDS']);
    expect(modulesOf('express')).toEqual(['QSR']);
    expect(modulesOf('tables')).toEqual(['TSR']);
    expect(modulesOf('inventory')).toEqual(['INVENTORY']);
    for (const feature of LICENCE_FEATURES) expect(modulesOf(feature)).toHaveLength(1);
  });

  it('leaves the modules without a gated screen gating nothing', () => {
    const ungated = MODULES.filter((module) => MODULE_FEATURE[module] === null);
    expect(ungated).toEqual([
      'EPOS',
      'GIFTCARD',
      'HANDHELD_ORDER',
      'HANDHELD_PAY',
      'HANDHELD_PRO',
      'INSIGHTS',
      'INSIGHTS_YEAR',
      'SUPPORT_SUNRISE',
      'SUPPORT_SUNSET',
    ]);
    expect(companyFeatures({ ...none, useNewLicenses: true }, ungated)).toEqual([]);
  });

  it('with new-style licences, takes every feature from the active modules and none from the flags', () => {
    const allFlags = {
      useNewLicenses: true,
      hasTables: true,
      hasKDS: true,
      hasAppOrders: true,
      hasExpress: true,
      hasCDS: true,
    };
    expect(companyFeatures(allFlags, [])).toEqual([]);
    expect(companyFeatures(allFlags, ['QSR', 'CUSTOMER_DISPLAY', 'GIFTCARD'])).toEqual(['express', 'cds']);
    expect(companyFeatures({ ...allFlags, useNewLicenses: false }, [])).toEqual(
      LICENCE_FEATURES.filter((feature) => feature !== 'inventory'),
    );
    // Stock has no old flag: its licence turns it on under the old flags too.
    expect(companyFeatures({ ...allFlags, useNewLicenses: false }, ['INVENTORY', 'QSR'])).toEqual([
      ...LICENCE_FEATURES,
    ]);
    expect(companyFeatures({ ...allFlags, hasKDS: false, useNewLicenses: false }, ['KDS'])).not.toContain(
      'kds',
    );
  });
});
