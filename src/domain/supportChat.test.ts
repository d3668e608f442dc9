import { describe, expect, it } from 'vitest';
import { launcherOffset } from './supportChat.ts';

describe('support chat launcher offset', () => {
  it('is 72 px on narrow screens under /pim/{id} and /settings/{id}', () => {
    expect(launcherOffset('/pim/products', 390)).toBe(72);
    expect(launcherOffset('/settings/company', 767)).toBe(72);
  });
  it('is 20 px elsewhere or on wider screens', () => {
    expect(launcherOffset('/pim/products', 768)).toBe(20);
    expect(launcherOffset('/pim', 390)).toBe(20);
    expect(launcherOffset('/orders', 390)).toBe(20);
  });
});
