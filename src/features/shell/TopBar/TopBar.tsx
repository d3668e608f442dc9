import { useAtom } from 'jotai';
import type { GetUserMetadataQuery } from '../../../graphql/__generated__/graphql.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Button } from '../../../ui/Button.tsx';
import { sidebarOpenAtom } from '../shell.atoms.ts';
import { UserMenu } from '../UserMenu/UserMenu.tsx';
import * as styles from './TopBar.css.ts';

export function TopBar({ metadata }: { metadata: GetUserMetadataQuery['userMetadata'] }) {
  const { LL } = useI18nContext();
  const [open, setOpen] = useAtom(sidebarOpenAtom);
  return (
    <header className={styles.bar}>
      <Button
        tone="ghost"
        size="sm"
        className={styles.hamburger}
        aria-label={open ? LL.nav.closeMenu() : LL.nav.openMenu()}
        aria-expanded={open}
        aria-controls="sidebar"
        onPress={() => setOpen(!open)}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Button>
      <div className={styles.spacer} />
      <UserMenu metadata={metadata} />
    </header>
  );
}
