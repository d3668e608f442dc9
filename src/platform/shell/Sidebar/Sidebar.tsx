import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { CARD_PAYMENT_PROVIDER } from '../../../domain/billing.ts';
import type { GetUserMetadataQuery } from '../../../graphql/__generated__/graphql.ts';
import { logger } from '../../../graphql/logger.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import type { TranslationFunctions } from '../../../i18n/i18n-types.ts';
import { showToast } from '../../../ui/toastHost.ts';
import { useAfterFirstPaint } from '../../../ui/useAfterFirstPaint.ts';
import {
  boostLink,
  canOpen,
  type GateFacts,
  type PageKey,
  pageForPath,
  pathOf,
  type SidebarEntry,
  visibleSidebar,
} from '../../navigation.ts';
import { billingStatusQueryOptions, customerPortalLink, grantOffersQueryOptions } from '../shell.queries.ts';
import { useVenueSelection } from '../venueSelection.tsx';
import * as styles from './Sidebar.css.ts';

type Metadata = GetUserMetadataQuery['userMetadata'];

/** `pages.<key>`: every page has a title (src/platform/navigation.test.ts checks it). */
function pageLabel(LL: TranslationFunctions, page: PageKey): string {
  return LL.pages[page]();
}

/** `nav.<key>`: the manifests name their sidebar entries; src/platform/navigation.test.ts checks each has a text. */
function navLabel(LL: TranslationFunctions, key: string): string {
  return (LL.nav as unknown as Record<string, (() => string) | undefined>)[key]?.() || key;
}

/** Boost offers for the selected legal entity, asked only when the user may open Boost. */
function useBoost(facts: GateFacts, country: string) {
  const { legalEntityId } = useVenueSelection();
  const allowed = canOpen('boost', facts) && !facts.hasOrganizationUserList;
  const { data } = useQuery({
    ...grantOffersQueryOptions(legalEntityId),
    // Once the page's first frame is painted: the page's own requests go first.
    enabled: useAfterFirstPaint() && allowed && legalEntityId !== null,
  });
  return boostLink(
    {
      hasCurrentOffer: Boolean(data?.current),
      hasAvailableOffer: (data?.available.length ?? 0) > 0,
      seen: data?.seen ?? false,
    },
    country,
  );
}

/**
 * The Billing item's badge: what the billing account owes or whether it ended, as Stripe's
 * webhooks last said (issue 44 item 3); asked only while the item shows.
 */
function useBillingBadge(shown: boolean, LL: TranslationFunctions): string | null {
  const { data } = useQuery({ ...billingStatusQueryOptions(), enabled: useAfterFirstPaint() && shown });
  if (data === 'PAST_DUE') return LL.nav.billingPastDue();
  if (data === 'CANCELED') return LL.nav.billingCanceled();
  return null;
}

export function Sidebar({
  metadata,
  facts,
  open,
  onOpenChange: setOpen,
}: {
  metadata: Metadata;
  facts: GateFacts;
  /** The drawer on small screens (the top bar's hamburger opens it). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { LL } = useI18nContext();
  const boost = useBoost(facts, metadata.country);
  const entries = visibleSidebar(facts, boost);
  const billingBadge = useBillingBadge(
    entries.some((entry) => entry.key === 'billing'),
    LL,
  );

  async function openBillingPortal() {
    // Opened at once, so the browser treats it as the user's own new tab; filled in when the link comes.
    const tab = window.open('', '_blank');
    let url: string | null = null;
    try {
      url = await customerPortalLink(window.location.href);
    } catch (error) {
      logger.warn('Customer portal link failed', { error: String(error) });
    }
    if (url) {
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.open(url, '_blank', 'noopener');
      return;
    }
    tab?.close();
    showToast({
      type: 'error',
      title: LL.billing.portalFailedTitle(),
      subtitle: LL.billing.portalFailed({ provider: CARD_PAYMENT_PROVIDER }),
    });
  }

  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const current = pageForPath(pathname);
  // Opened or closed by hand; otherwise an entry's sub-items show while one of its pages is open.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});

  const renderChildren = (entry: SidebarEntry, children: readonly PageKey[]) => (
    <ul id={`nav-sub-${entry.key}`} className={styles.subList} aria-label={navLabel(LL, entry.key)}>
      {children.map((page) => (
        <li key={page}>
          <Link
            to={pathOf(page)}
            className={styles.subLink}
            activeOptions={{ exact: true, includeSearch: false }}
            data-testid={`nav-${entry.key}-${page}`}
          >
            {pageLabel(LL, page)}
          </Link>
        </li>
      ))}
    </ul>
  );

  const renderEntry = (entry: SidebarEntry) => {
    const children = entry.children ?? [];
    const expanded =
      children.length > 0 && (toggled[entry.key] ?? (current !== null && children.includes(current)));
    return (
      <li key={entry.key}>
        <div className={styles.row}>
          {entry.page === null ? (
            <button
              type="button"
              className={styles.link}
              onClick={() => void openBillingPortal()}
              data-testid={`nav-${entry.key}`}
            >
              {navLabel(LL, entry.key)}
              {entry.key === 'billing' && billingBadge && (
                <span className={styles.badge} data-testid="billing-status">
                  {billingBadge}
                </span>
              )}{' '}
              <span className={styles.hint}>{LL.nav.opensInNewTab()}</span>
            </button>
          ) : (
            <Link
              to={pathOf(entry.page)}
              className={styles.link}
              activeOptions={{ exact: entry.page === 'dashboard', includeSearch: false }}
              data-testid={`nav-${entry.key}`}
            >
              {navLabel(LL, entry.key)}
              {entry.key === 'boost' && boost.isNew && (
                <span className={styles.badge}>{LL.nav.boostNew()}</span>
              )}
            </Link>
          )}
          {children.length > 0 && (
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={expanded}
              aria-controls={expanded ? `nav-sub-${entry.key}` : undefined}
              aria-label={LL.nav.subPages({ entry: navLabel(LL, entry.key) })}
              onClick={() => setToggled((was) => ({ ...was, [entry.key]: !expanded }))}
              data-testid={`nav-toggle-${entry.key}`}
            >
              <span aria-hidden="true" className={styles.chevron} data-expanded={expanded} />
            </button>
          )}
        </div>
        {expanded && renderChildren(entry, children)}
      </li>
    );
  };
  return (
    <>
      {open && (
        <button
          type="button"
          className={styles.backdrop}
          aria-label={LL.nav.closeMenu()}
          onClick={() => setOpen(false)}
        />
      )}
      <nav id="sidebar" aria-label={LL.nav.main()} className={styles.sidebar} data-open={open}>
        <div className={styles.brand}>{LL.app.name()}</div>
        <ul className={styles.list} data-testid="sidebar-main">
          {entries.filter((e) => e.placement === 'main').map(renderEntry)}
        </ul>
        <ul className={styles.bottom} data-testid="sidebar-bottom">
          {entries.filter((e) => e.placement === 'bottom').map(renderEntry)}
        </ul>
      </nav>
    </>
  );
}
