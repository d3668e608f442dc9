import { createFileRoute } from '@tanstack/react-router';

// Shown by the wizard of its parent route (src/routes/_app/onboarding.tsx), which reads the path.
export const Route = createFileRoute('/_app/onboarding/account')({});
