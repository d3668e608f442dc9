import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { TableSkeleton } from '../../ui/Skeleton.tsx';
import { Alert, AuthLayout } from './AuthLayout.tsx';
import { companyApplicationQueryOptions } from './auth.queries.ts';

type Status = 'SUBMITTED' | 'APPROVED' | 'REJECTED';

/** /{lang}/onboarding/{accountId}: where a created account's onboarding starts. */
export function OnboardingEntryPage({ accountId }: { accountId: string }) {
  const { LL } = useI18nContext();
  const query = useQuery(companyApplicationQueryOptions(accountId));
  const o = LL.auth.onboarding;
  if (query.isPending) return <TableSkeleton rows={3} />;
  const application = query.data?.companyApplication;
  if (!application) {
    return (
      <AuthLayout title={o.title()}>
        <Alert>{o.notFound()}</Alert>
      </AuthLayout>
    );
  }
  const status = (['SUBMITTED', 'APPROVED', 'REJECTED'] as Status[]).includes(application.status as Status)
    ? (application.status as Status)
    : 'SUBMITTED';
  return (
    <AuthLayout title={o.title()} subtitle={application.companyName}>
      <p>
        <strong>{o.status()}:</strong> {o.statuses[status]()}
      </p>
      <h2>{o.next()}</h2>
      <ol>
        <li>{o.stepReview()}</li>
        <li>{o.stepAccount()}</li>
        <li>{o.stepSetup()}</li>
      </ol>
    </AuthLayout>
  );
}
