import { createFileRoute } from '@tanstack/react-router';
import { OnboardingPage } from '../../features/onboarding/OnboardingPage/OnboardingPage.tsx';

// The wizard's six pages are this route's children: it renders the wizard once for all of them.
export const Route = createFileRoute('/_app/onboarding')({
  component: OnboardingPage,
});
