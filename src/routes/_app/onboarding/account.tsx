import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../features/shell/ComingSoon/ComingSoon.tsx';

export const Route = createFileRoute('/_app/onboarding/account')({
  component: () => <ComingSoon page="onboardingAccount" />,
});
