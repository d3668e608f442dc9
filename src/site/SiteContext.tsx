import { createContext, useContext } from 'react';
import type { Language } from '../domain/locales.ts';
import type { MarketingPage } from '../domain/marketing.ts';
import type { MarketingT } from './i18n.ts';

export interface Site {
  t: MarketingT;
  language: Language;
  page: MarketingPage;
  /**
   * The prefix links are built with. The prerendered file of a language serves every region, so
   * it renders with the bare language (`/sv/pos`); after hydration the region in the address bar
   * is used (`/sv-se/pos`), which keeps it across the site.
   */
  prefix: string;
}

const SiteContext = createContext<Site | null>(null);
export const SiteProvider = SiteContext.Provider;

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite outside <SiteProvider>');
  return site;
}
