import { renderToString } from 'react-dom/server';
import type { Language } from '../domain/locales.ts';
import type { MarketingPage } from '../domain/marketing.ts';
import ar from '../i18n/ar/marketing/index.ts';
import da from '../i18n/da/marketing/index.ts';
import en from '../i18n/en/marketing/index.ts';
import es from '../i18n/es/marketing/index.ts';
import no from '../i18n/no/marketing/index.ts';
import sv from '../i18n/sv/marketing/index.ts';
import tr from '../i18n/tr/marketing/index.ts';
import { type MarketingDictionary, marketingTranslator } from './i18n.ts';
import HandheldPage from './pages/HandheldPage.tsx';
import HomePage from './pages/HomePage.tsx';
import KitchenPage from './pages/KitchenPage.tsx';
import OrderingPage from './pages/OrderingPage.tsx';
import PosPage from './pages/PosPage.tsx';
import { SiteApp } from './SiteApp.tsx';

/** Build-time rendering of the marketing pages (scripts/prerender.ts builds this with `vite build --ssr`). */

const DICTIONARIES: Record<Language, MarketingDictionary> = { sv, no, en, es, tr, da, ar };
const PAGES = {
  home: HomePage,
  pos: PosPage,
  handheld: HandheldPage,
  kitchen: KitchenPage,
  ordering: OrderingPage,
};

export interface RenderedPage {
  /** The markup inside <div id="root">. */
  html: string;
  title: string;
  description: string;
}

export function renderPage(language: Language, page: MarketingPage, year: number): RenderedPage {
  const t = marketingTranslator(language, DICTIONARIES[language]);
  const html = renderToString(
    <SiteApp language={language} page={page} t={t} Page={PAGES[page]} renderedYear={year} />,
  );
  return { html, title: t.meta[page].title(), description: t.meta[page].description() };
}
