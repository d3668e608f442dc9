import { createFileRoute } from '@tanstack/react-router';
import { WelcomePage } from '../../features/onboarding/WelcomePage/WelcomePage.tsx';

export const Route = createFileRoute('/_app/welcome')({
  component: WelcomePage,
});
