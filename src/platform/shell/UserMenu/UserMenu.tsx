import { useQuery } from '@tanstack/react-query';
import type { GetUserMetadataQuery } from '../../../graphql/__generated__/graphql.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { useLoadOnUse } from '../../../ui/loadOnUse.ts';
import { useAfterFirstPaint } from '../../../ui/useAfterFirstPaint.ts';
import type { GateFacts } from '../../navigation.ts';
import { changelogQueryOptions } from '../shell.queries.ts';
import * as styles from './UserMenu.css.ts';

type Metadata = GetUserMetadataQuery['userMetadata'];

export function initialsOf(first: string, last: string): string {
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase() || '?';
}

/** The menu itself (react-aria's Menu and Popover, the What's new dialog): loaded on first use. */
const loadPopup = () => import('./UserMenuPopup.tsx');

/**
 * Initials, full name and company in the top bar (spec section 2, User menu). The menu loads when
 * the button is first pointed at, focused or pressed (ui/loadOnUse.ts); the unread count of the
 * changelog is asked for after the page's first paint, so the menu shows it as soon as it opens.
 */
export function UserMenu({ metadata, facts }: { metadata: Metadata; facts: GateFacts }) {
  const { LL } = useI18nContext();
  const popup = useLoadOnUse(loadPopup);
  // Asked for once the page's first frame is painted: the page's own requests go first.
  useQuery({ ...changelogQueryOptions(), enabled: useAfterFirstPaint() });
  const fullName = `${metadata.userFirstName} ${metadata.userLastName}`.trim();
  // The visible name and company are part of the accessible name (WCAG 2.5.3, label in name).
  const label = LL.userMenu.label({ name: fullName, company: metadata.companyName });
  const face = (
    <>
      {/* The initials are drawn by CSS, not text: the button's visible text (the name and the
          company, which its label names) is then part of its accessible name (WCAG 2.5.3). */}
      <span
        className={styles.initials}
        data-initials={initialsOf(metadata.userFirstName, metadata.userLastName)}
        aria-hidden="true"
      />
      <span className={styles.names}>
        <span>{fullName}</span> <span className={styles.company}>{metadata.companyName}</span>
      </span>
    </>
  );
  if (popup.loaded) {
    const { UserMenuPopup } = popup.loaded;
    return (
      <UserMenuPopup facts={facts} label={label} onMount={popup.onMount}>
        {face}
      </UserMenuPopup>
    );
  }
  return (
    <button
      type="button"
      className={styles.trigger}
      aria-label={label}
      aria-haspopup="menu"
      {...popup.trigger}
    >
      {face}
    </button>
  );
}
