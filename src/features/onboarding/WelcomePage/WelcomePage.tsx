import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ONBOARDING_ROUTES, type OnboardingPage } from '../../../domain/onboarding.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { userMetadataQueryOptions } from '../../../platform/session/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { onboardingStatusQueryOptions } from '../onboarding.queries.ts';
import * as styles from './WelcomePage.css.ts';

function Welcome() {
  const { LL } = useI18nContext();
  const L = LL.onboardingWizard.welcome;
  const navigate = useNavigate();
  const { data: metadata } = useQuery(userMetadataQueryOptions());
  const { data: status } = useQuery(onboardingStatusQueryOptions());
  const next = status?.currentPage as OnboardingPage | null | undefined;
  const started = (status?.done ?? 0) > 0;
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="welcome-title">
        <h1 id="welcome-title">{L.title({ name: metadata?.userFirstName || metadata?.email || '' })}</h1>
        <p>{L.body({ company: metadata?.companyName ?? '' })}</p>
        {status && (
          <Button tone="primary" onPress={() => void navigate({ to: next ? ONBOARDING_ROUTES[next] : '/' })}>
            {next ? (started ? L.resume() : L.start()) : L.done()}
          </Button>
        )}
      </section>
    </main>
  );
}

/** Spec section 2: where a newly activated user lands; no sidebar, no top bar. */
export function WelcomePage() {
  return (
    <Namespace name="onboardingWizard">
      <Welcome />
    </Namespace>
  );
}
