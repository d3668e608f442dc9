import { createFileRoute } from '@tanstack/react-router';
import { OnboardingPage } from '../../../features/onboarding/OnboardingPage/OnboardingPage.tsx';

export const Route = createFileRoute('/_app/onboarding/product-library')({
  component: () => <OnboardingPage page="productLibrary" />,
});
