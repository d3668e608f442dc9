/**
 * The onboarding wizard's rules (issue 22, spec section 3 "Onboarding steps"): the steps are
 * facts about the company's data (server/onboarding/steps.ts checks each); the wizard's pages
 * are walked in order, each done when its steps are done or when the user confirmed or skipped it.
 */
export const ONBOARDING_STEPS = [
  'ADDED_CATEGORIES',
  'ADDED_COURSE_TYPES',
  'ADDED_PRODUCTS',
  'CLAIMED_DEVICE',
  'CREATED_FLOOR_PLAN',
  'CREATED_POS_LAYOUT',
  'CREATED_STAFF',
  'CREATED_STATION',
  'FILLED_IN_COMPANY_INFORMATION',
  'FIRST_SALE',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** The wizard's pages in order (their routes are /onboarding/<route>). */
export const ONBOARDING_PAGES = [
  'account',
  'information',
  'stations',
  'integrations',
  'licenses',
  'productLibrary',
] as const;
export type OnboardingPage = (typeof ONBOARDING_PAGES)[number];

export const ONBOARDING_ROUTES: Record<OnboardingPage, string> = {
  account: '/onboarding/account',
  information: '/onboarding/information',
  stations: '/onboarding/stations',
  integrations: '/onboarding/integrations',
  licenses: '/onboarding/licenses',
  productLibrary: '/onboarding/product-library',
};

/** The steps whose data completes a page; a page without steps is done when confirmed. */
export const PAGE_STEPS: Record<OnboardingPage, readonly OnboardingStep[]> = {
  account: [],
  information: ['FILLED_IN_COMPANY_INFORMATION'],
  stations: ['CREATED_STATION'],
  integrations: [],
  licenses: [],
  productLibrary: ['ADDED_CATEGORIES', 'ADDED_PRODUCTS', 'CREATED_POS_LAYOUT', 'FIRST_SALE'],
};

export const ONBOARDING_EVENT_KINDS = [
  'PAGE_COMPLETED',
  'PAGE_SKIPPED',
  'LIBRARY_IMPORTED',
  'LAYOUT_BUILT',
  'TEST_SALE',
] as const;
export type OnboardingEventKind = (typeof ONBOARDING_EVENT_KINDS)[number];

export type PageState = 'done' | 'skipped' | 'open';

export interface OnboardingFacts {
  steps: readonly OnboardingStep[];
  /** Pages the user confirmed (PAGE_COMPLETED) or skipped (PAGE_SKIPPED), latest event wins. */
  confirmed: readonly OnboardingPage[];
  skipped: readonly OnboardingPage[];
}

export function pageState(page: OnboardingPage, facts: OnboardingFacts): PageState {
  const steps = PAGE_STEPS[page];
  if (steps.length > 0 && steps.every((step) => facts.steps.includes(step))) return 'done';
  if (facts.confirmed.includes(page)) return 'done';
  if (facts.skipped.includes(page)) return 'skipped';
  return 'open';
}

/** The first page neither done nor skipped; null when the wizard is finished. */
export function currentPage(facts: OnboardingFacts): OnboardingPage | null {
  return ONBOARDING_PAGES.find((page) => pageState(page, facts) === 'open') ?? null;
}

/** A page may be opened when every page before it is done or skipped (no jumping ahead by URL). */
export function mayOpen(page: OnboardingPage, facts: OnboardingFacts): boolean {
  const index = ONBOARDING_PAGES.indexOf(page);
  return ONBOARDING_PAGES.slice(0, index).every((before) => pageState(before, facts) !== 'open');
}

/** Progress for the shell: pages done or skipped out of all. */
export function onboardingProgress(facts: OnboardingFacts): { done: number; total: number } {
  return {
    done: ONBOARDING_PAGES.filter((page) => pageState(page, facts) !== 'open').length,
    total: ONBOARDING_PAGES.length,
  };
}

export function isOnboardingPage(value: string): value is OnboardingPage {
  return (ONBOARDING_PAGES as readonly string[]).includes(value);
}
