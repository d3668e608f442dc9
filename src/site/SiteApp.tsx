import { type ComponentType, useEffect, useMemo, useState } from 'react';
import type { Language } from '../domain/locales.ts';
import type { MarketingPage } from '../domain/marketing.ts';
import { prefixInAddressBar } from './browser.ts';
import { Footer } from './Footer/Footer.tsx';
import { Header } from './Header/Header.tsx';
import type { MarketingT } from './i18n.ts';
import { type Site, SiteProvider } from './SiteContext.tsx';
import { main, skipLink } from './site.css.ts';

export interface SiteAppProps {
  language: Language;
  page: MarketingPage;
  t: MarketingT;
  Page: ComponentType;
  /** The year the HTML was rendered in (build time for the prerendered files). */
  renderedYear: number;
}

/**
 * One marketing page: header, the page, footer. Rendered to HTML at build time and hydrated in
 * the browser with the same props, so the first client render must equal the prerendered one;
 * what only the browser knows (the region in the address, the current year, the scroll position)
 * is applied in effects after hydration.
 */
export function SiteApp({ language, page, t, Page, renderedYear }: SiteAppProps) {
  // The region in the address bar is only known in the browser: null until read after hydration.
  const [addressPrefix, setAddressPrefix] = useState<string | null>(null);
  const prefix = addressPrefix ?? language;
  useEffect(() => setAddressPrefix(prefixInAddressBar(language) ?? language), [language]);
  useEffect(() => {
    // Interactive, with every link pointing at the right prefix (tests and the benchmark wait for this).
    if (addressPrefix) document.documentElement.setAttribute('data-hydrated', '');
  }, [addressPrefix]);
  const site = useMemo<Site>(() => ({ t, language, page, prefix }), [t, language, page, prefix]);
  return (
    <SiteProvider value={site}>
      <a className={skipLink} href="#main">
        {t.a11y.skipToContent()}
      </a>
      <Header />
      <main id="main" className={main} tabIndex={-1}>
        <Page />
      </main>
      <Footer renderedYear={renderedYear} />
    </SiteProvider>
  );
}
