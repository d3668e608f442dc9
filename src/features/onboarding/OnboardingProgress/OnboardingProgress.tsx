import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ONBOARDING_ROUTES, type OnboardingPage } from '../../../domain/onboarding.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { useAfterFirstPaint } from '../../../ui/useAfterFirstPaint.ts';
import { onboardingStatusQueryOptions } from '../onboarding.queries.ts';
import * as styles from './OnboardingProgress.css.ts';

function Progress() {
  const { LL } = useI18nContext();
  const { data } = useQuery(onboardingStatusQueryOptions());
  if (!data?.currentPage) return null;
  return (
    <Link
      to={ONBOARDING_ROUTES[data.currentPage as OnboardingPage]}
      className={styles.chip}
      data-testid="onboarding-progress"
    >
      <progress className={styles.bar} max={data.total} value={data.done} aria-hidden="true" />
      <span className={styles.text}>
        {LL.onboardingWizard.progress({ done: data.done, total: data.total })}
      </span>
    </Link>
  );
}

/** The shell's set-up progress until the wizard is done (issue 22); hidden afterwards. */
export function OnboardingProgress() {
  // Its status and strings are asked for once the page's first frame is painted: the page's own
  // requests go first.
  if (!useAfterFirstPaint()) return null;
  return (
    <Namespace name="onboardingWizard">
      <Progress />
    </Namespace>
  );
}
