import type { OnboardingEventKind, OnboardingFacts, OnboardingPage } from '../../domain/onboarding.ts';

export interface OnboardingContext {
  facts: OnboardingFacts;
  /** The page shown; null when the wizard is finished. */
  page: OnboardingPage | null;
  /** A page asked for by URL before its turn (the page shows why it was redirected). */
  refused: OnboardingPage | null;
  error: string | null;
}

export type OnboardingEvent =
  | { type: 'OPEN'; page: OnboardingPage }
  | { type: 'STATUS'; facts: OnboardingFacts }
  | { type: 'CONTINUE' }
  | { type: 'SKIP' }
  | { type: 'SUBMITTED'; facts: OnboardingFacts }
  | { type: 'INVALID' }
  | { type: 'RECORDED'; facts: OnboardingFacts }
  | { type: 'FAILED'; error: string };

/** What the page records through the API (createOnboardingEvent); it answers RECORDED or FAILED. */
export interface RecordRequest {
  kind: Extract<OnboardingEventKind, 'PAGE_COMPLETED' | 'PAGE_SKIPPED'>;
  page: OnboardingPage;
}

/** Continue on a page: the page saves what it shows (SUBMITTED with the new facts, INVALID or FAILED). */
export interface SubmitRequest {
  page: OnboardingPage;
}
