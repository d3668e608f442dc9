import { describe, expect, it } from 'vitest';
import { onboardingPageAt } from './OnboardingPage.tsx';

describe('the wizard page a path names', () => {
  it('reads each of the six pages, with or without a trailing slash', () => {
    expect(onboardingPageAt('/onboarding/account')).toBe('account');
    expect(onboardingPageAt('/onboarding/product-library/')).toBe('productLibrary');
  });

  it('is none for the wizard itself or another path', () => {
    expect(onboardingPageAt('/onboarding')).toBeNull();
    expect(onboardingPageAt('/onboarding/unknown')).toBeNull();
  });
});
