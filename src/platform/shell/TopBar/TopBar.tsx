import type { GateFacts } from '../../../domain/navigation.ts';
import { OnboardingProgress } from '../../../features/onboarding/onboarding.route.ts';
import type { GetUserMetadataQuery } from '../../../graphql/__generated__/graphql.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { PlainButton } from '../../../ui/PlainControls.tsx';
import { SearchTrigger } from '../../search/index.ts';
import { NotificationBell } from '../../vouchers/index.ts';
import { UserMenu } from '../UserMenu/UserMenu.tsx';
import { VenueSwitcher } from '../VenueSwitcher/VenueSwitcher.tsx';
import { useVenueSelection } from '../venueSelection.tsx';
import * as styles from './TopBar.css.ts';

/** Whether the search shows: not for payments-only users or organization admins (spec sections 2, 6). */
export function searchAllowed(facts: GateFacts): boolean {
  return !facts.isPaymentsOnly && !facts.hasOrganizationUserList;
}

export function TopBar({
  metadata,
  facts,
  sidebarOpen: open,
  onSidebarOpenChange: setOpen,
}: {
  metadata: GetUserMetadataQuery['userMetadata'];
  facts: GateFacts;
  sidebarOpen: boolean;
  onSidebarOpenChange: (open: boolean) => void;
}) {
  const { LL } = useI18nContext();
  const { selected } = useVenueSelection();
  return (
    <header className={styles.bar}>
      <PlainButton
        tone="ghost"
        size="sm"
        className={styles.hamburger}
        aria-label={open ? LL.nav.closeMenu() : LL.nav.openMenu()}
        aria-expanded={open}
        aria-controls="sidebar"
        onClick={() => setOpen(!open)}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </PlainButton>
      {searchAllowed(facts) ? <SearchTrigger /> : <div className={styles.spacer} />}
      <div className={styles.end}>
        {!facts.isPaymentsOnly && !facts.hasOrganizationUserList && <OnboardingProgress />}
        <VenueSwitcher />
        {!facts.hasOrganizationUserList && <NotificationBell metadata={metadata} selected={selected} />}
        <UserMenu metadata={metadata} facts={facts} />
      </div>
    </header>
  );
}
