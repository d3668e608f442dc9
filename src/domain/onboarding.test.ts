import { describe, expect, it } from 'vitest';
import { currentPage, mayOpen, type OnboardingFacts, onboardingProgress, pageState } from './onboarding.ts';

const none: OnboardingFacts = { steps: [], confirmed: [], skipped: [] };

describe('onboarding rules', () => {
  it('starts at the account page and refuses pages ahead', () => {
    expect(currentPage(none)).toBe('account');
    expect(mayOpen('account', none)).toBe(true);
    expect(mayOpen('productLibrary', none)).toBe(false);
  });

  it('a page is done by its data, whatever was clicked', () => {
    const facts: OnboardingFacts = {
      steps: ['FILLED_IN_COMPANY_INFORMATION'],
      confirmed: ['account'],
      skipped: [],
    };
    expect(pageState('information', facts)).toBe('done');
    expect(currentPage(facts)).toBe('stations');
    expect(mayOpen('stations', facts)).toBe(true);
  });

  it('skipped pages let the wizard go on and count as progress', () => {
    const facts: OnboardingFacts = {
      steps: [],
      confirmed: ['account'],
      skipped: ['information', 'stations', 'integrations', 'licenses'],
    };
    expect(currentPage(facts)).toBe('productLibrary');
    expect(onboardingProgress(facts)).toEqual({ done: 5, total: 6 });
  });

  it('the library page needs products, a layout and a first sale', () => {
    const facts: OnboardingFacts = {
      steps: ['ADDED_CATEGORIES', 'ADDED_PRODUCTS', 'CREATED_POS_LAYOUT', 'FIRST_SALE'],
      confirmed: [],
      skipped: [],
    };
    expect(pageState('productLibrary', facts)).toBe('done');
    expect(pageState('productLibrary', { ...facts, steps: facts.steps.slice(0, 3) })).toBe('open');
  });
});
