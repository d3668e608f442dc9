import { describe, expect, it } from 'vitest';
import { loadLocale } from './i18n-util.sync.ts';
import { i18nObject, loadedLocales } from './i18n-util.ts';

// Why screens word a provider's or server's code with `LL.x[code]?.() || code`, not `??`:
// typesafe-i18n answers a key it has no words for with an empty string, so `??` showed a blank
// cell for a payout status the product does not know yet.
describe('a key the dictionary lacks', () => {
  it('answers an empty string, not undefined', () => {
    loadLocale('en');
    expect(loadedLocales.en).toBeDefined();
    const LL = i18nObject('en') as unknown as Record<string, Record<string, Record<string, () => string>>>;
    expect(LL.payments?.payoutStatuses?.SOMETHING_NEW?.()).toBe('');
  });
});
