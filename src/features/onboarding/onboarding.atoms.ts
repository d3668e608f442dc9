import { atom } from 'jotai';
import type { OnboardingPage } from '../../domain/onboarding.ts';

/** The page a user asked for by URL before its turn (shown once on the page they were sent to). */
export const refusedPageAtom = atom<OnboardingPage | null>(null);
