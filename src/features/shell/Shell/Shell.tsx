import { useSuspenseQuery } from '@tanstack/react-query';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { Language } from '../../../domain/locales.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { LanguageSync } from '../../../i18n/LanguageSync.tsx';
import { userMetadataQueryOptions } from '../../session/session.queries.ts';
import { Sidebar } from '../Sidebar/Sidebar.tsx';
import { sidebarOpenAtom } from '../shell.atoms.ts';
import { TopBar } from '../TopBar/TopBar.tsx';
import * as styles from './Shell.css.ts';

/** The signed-in frame: sidebar, top bar and the page. */
export function Shell({ language }: { language: Language }) {
  const { LL } = useI18nContext();
  const { data: metadata } = useSuspenseQuery(userMetadataQueryOptions());
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const setSidebarOpen = useSetAtom(sidebarOpenAtom);
  // The drawer closes on every route change (spec section 2, Sidebar).
  useEffect(() => {
    void pathname;
    setSidebarOpen(false);
  }, [pathname, setSidebarOpen]);
  return (
    <div className={styles.layout}>
      <LanguageSync language={language} />
      <a href="#content" className={styles.skipLink}>
        {LL.app.skipToContent()}
      </a>
      <Sidebar metadata={metadata} />
      <div className={styles.main}>
        <TopBar metadata={metadata} />
        <main id="content" tabIndex={-1} className={styles.content}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
