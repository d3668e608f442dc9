import { Link } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { type NavItem, visibleNavItems } from '../../../domain/navigation.ts';
import type { GetUserMetadataQuery } from '../../../graphql/__generated__/graphql.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { sidebarOpenAtom } from '../shell.atoms.ts';
import * as styles from './Sidebar.css.ts';

type Metadata = GetUserMetadataQuery['userMetadata'];

export function Sidebar({ metadata }: { metadata: Metadata }) {
  const { LL } = useI18nContext();
  const [open, setOpen] = useAtom(sidebarOpenAtom);
  const items = visibleNavItems({
    scopes: metadata.permissions.scopes,
    hasVenue: metadata.venueId !== null,
    hasProducts: true,
    hasOrganization: metadata.organizationId !== null,
    hasBillingAccount: metadata.billingAccountId !== null,
  });
  const renderItem = (item: NavItem) => (
    <li key={item.key}>
      <Link
        to={item.to}
        className={styles.link}
        activeOptions={{ exact: item.to === '/' }}
        data-testid={`nav-${item.key}`}
      >
        {LL.nav[item.key]()}
      </Link>
    </li>
  );
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
        <ul className={styles.list}>{items.filter((i) => i.placement === 'main').map(renderItem)}</ul>
        <ul className={styles.bottom}>{items.filter((i) => i.placement === 'bottom').map(renderItem)}</ul>
      </nav>
    </>
  );
}
