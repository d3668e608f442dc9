import { createFileRoute } from '@tanstack/react-router';
import { OnboardingEntryPage } from '../../features/auth/OnboardingEntryPage.tsx';
import { Namespace } from '../../i18n/Namespace.tsx';

export const Route = createFileRoute('/$lang/onboarding/$accountId')({
  component: () => {
    const { accountId } = Route.useParams();
    return (
      <Namespace name="auth">
        <OnboardingEntryPage accountId={accountId} />
      </Namespace>
    );
  },
});
