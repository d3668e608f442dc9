import { useQuery } from '@tanstack/react-query';
import { DEAD_MAILS_GATE } from '../../../domain/mailOutbox.ts';
import { hasAnyScope, hasScope } from '../../../domain/scopes.ts';
import type { GetUserMetadataQuery } from '../../../graphql/__generated__/graphql.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { useLoadOnUse } from '../../../ui/loadOnUse.ts';
import { PlainButton } from '../../../ui/PlainControls.tsx';
import { useAfterFirstPaint } from '../../../ui/useAfterFirstPaint.ts';
import { NOTIFICATION_BELL } from '../../navigation.ts';
import {
  deadMailsQueryOptions,
  failedVouchersQueryOptions,
  reconnectsQueryOptions,
} from '../vouchers.queries.ts';
import * as styles from './NotificationBell.css.ts';

type Metadata = GetUserMetadataQuery['userMetadata'];

/** The panel (react-aria's DialogTrigger and Popover): loaded on first use. */
const loadPopup = () => import('./NotificationBellPopup.tsx');

/**
 * Spec section 2, Top bar: the bell's panel says "You have failed vouchers" with a link to the
 * integrations when a voucher of the selected venue failed in the last 30 days, else
 * "no notifications"; a red "1" shows on the bell then. A connection whose OAuth grant expired or
 * was revoked adds a "Reconnect" item linking to its integration page (issue 44), for users with
 * INTEGRATIONS; a mail the outbox gave up on adds an item with "Send again" (issue 44 item 2), for
 * users whose scopes reach its kind (src/domain/mailOutbox.ts); the badge counts the items. Vouchers are read only by users who may
 * (FINANCE or INTEGRATIONS); for others the bell has nothing to say. The panel loads when the bell
 * is first pointed at, focused or pressed (ui/loadOnUse.ts); the count is asked for after the
 * page's first paint.
 */
/** The venue whose accounting day the bell reads (the shell's selection). */
export interface BellVenue {
  id: string;
  timezone?: string;
}

export function NotificationBell({ metadata, selected }: { metadata: Metadata; selected: BellVenue | null }) {
  const { LL } = useI18nContext();
  const mayRead =
    !metadata.isPaymentsOnly && hasAnyScope(metadata.permissions.scopes, NOTIFICATION_BELL.scopes);
  const options = failedVouchersQueryOptions(
    metadata.companyId,
    selected?.id ?? null,
    selected?.timezone ?? metadata.timezone,
  );
  // Asked for once the page's first frame is painted: the page's own requests go first.
  const painted = useAfterFirstPaint();
  const { data: failed = false } = useQuery({
    ...options,
    enabled: painted && mayRead && options.enabled !== false,
  });
  const mayReconnect = !metadata.isPaymentsOnly && hasScope(metadata.permissions.scopes, 'INTEGRATIONS');
  const { data: reconnect = [] } = useQuery({
    ...reconnectsQueryOptions(metadata.companyId),
    enabled: painted && mayReconnect && Boolean(metadata.companyId),
  });
  // Mails the outbox gave up on (issue 44 item 2), each with "Send again".
  const mayMails = !metadata.isPaymentsOnly && hasAnyScope(metadata.permissions.scopes, DEAD_MAILS_GATE);
  const { data: deadMails = [] } = useQuery({
    ...deadMailsQueryOptions(metadata.companyId),
    enabled: painted && mayMails && Boolean(metadata.companyId),
  });
  const count = (failed ? 1 : 0) + reconnect.length + deadMails.length;
  const popup = useLoadOnUse(loadPopup);
  const label = count > 0 ? LL.topBar.notificationsUnread({ count }) : LL.topBar.notifications();
  const face = (
    <>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      )}
    </>
  );
  if (popup.loaded) {
    const { NotificationBellPopup } = popup.loaded;
    return (
      <NotificationBellPopup
        failed={failed}
        reconnect={reconnect}
        deadMails={deadMails}
        companyId={metadata.companyId}
        label={label}
        onMount={popup.onMount}
      >
        {face}
      </NotificationBellPopup>
    );
  }
  return (
    <PlainButton
      tone="ghost"
      size="sm"
      className={styles.trigger}
      aria-label={label}
      aria-haspopup="dialog"
      data-testid="notification-bell"
      {...popup.trigger}
    >
      {face}
    </PlainButton>
  );
}
