import { describe, expect, it } from 'vitest';
import { featuresFromFlags, isLicenceFeature } from './licences.ts';

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
