import { useSuspenseQuery } from '@tanstack/react-query';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import type { Language } from '../../../domain/locales.ts';
import { isBarePath } from '../../../domain/navigation.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { LanguageSync } from '../../../i18n/LanguageSync.tsx';
import { SearchPaletteProvider } from '../../search/index.ts';
import { userMetadataQueryOptions } from '../../session/index.ts';
import { Sidebar } from '../Sidebar/Sidebar.tsx';
import { useGateFacts } from '../shell.queries.ts';
import { searchAllowed, TopBar } from '../TopBar/TopBar.tsx';
import { useServerLanguage } from '../uiLanguage.ts';
import { useRecheckGate } from '../useRecheckGate.ts';
import { VenueSelectionProvider } from '../venueSelection.tsx';
import * as styles from './Shell.css.ts';

/**
 * The signed-in frame: sidebar, top bar and the page (spec section 2, Layout shell). Welcome
 * pages have neither. `children` replaces the routed page (the Access Denied page).
 */
export function Shell({ language, children }: { language: Language; children?: ReactNode }) {
  const { LL } = useI18nContext();
  const { data: metadata } = useSuspenseQuery(userMetadataQueryOptions());
  const facts = useGateFacts();
  useServerLanguage(metadata.uiLanguage);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useRecheckGate(facts, children ? 'deny' : 'allow');
  // The small screens' drawer: the hamburger in the top bar opens it, and it closes on every route
  // change (spec section 2, Sidebar): it is open only on the page it was opened on.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const sidebarOpen = openOn === pathname;
  const setSidebarOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const page = children ?? <Outlet />;
  if (isBarePath(pathname)) {
    return (
      <>
        <LanguageSync language={language} />
        <main id="content" className={styles.bare}>
          {page}
        </main>
      </>
    );
  }
  return (
    <VenueSelectionProvider>
      <SearchPaletteProvider enabled={searchAllowed(facts)} facts={facts}>
        <div className={styles.layout}>
          <LanguageSync language={language} />
          <a href="#content" className={styles.skipLink}>
            {LL.app.skipToContent()}
          </a>
          <Sidebar metadata={metadata} facts={facts} open={sidebarOpen} onOpenChange={setSidebarOpen} />
          <div className={styles.main}>
            <TopBar
              metadata={metadata}
              facts={facts}
              sidebarOpen={sidebarOpen}
              onSidebarOpenChange={setSidebarOpen}
            />
            <main id="content" tabIndex={-1} className={styles.content}>
              {page}
            </main>
          </div>
        </div>
      </SearchPaletteProvider>
    </VenueSelectionProvider>
  );
}
