import '../styles/theme.css.ts';
import '../styles/global.css.ts';
import './site.css.ts';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { isLanguage } from '../domain/locales.ts';
import { MARKETING_PAGES, type MarketingPage } from '../domain/marketing.ts';
import { DICTIONARY_MODULES } from './dictionaries.ts';
import { marketingTranslator } from './i18n.ts';
import { PAGE_MODULES } from './pages/index.ts';
import { SiteApp } from './SiteApp.tsx';

/**
 * The marketing site's only script: React, the site's components, this page's chunk and this
 * language's dictionary (both preloaded by the prerendered HTML). No router, no data layer, no
 * back-office code. The page is already on screen; this makes it interactive.
 */
function isMarketingPage(value: string | undefined): value is MarketingPage {
  return (MARKETING_PAGES as readonly (string | undefined)[]).includes(value);
}

async function hydrate(): Promise<void> {
  const root = document.getElementById('root');
  const { language, page, year } = root?.dataset ?? {};
  if (!root || !language || !isLanguage(language) || !isMarketingPage(page)) return;
  const [dictionary, pageModule] = await Promise.all([DICTIONARY_MODULES[language](), PAGE_MODULES[page]()]);
  // In a transition, hydration is split into short tasks instead of one long one (main thread
  // stays free for the visitor: Total Blocking Time).
  startTransition(() => {
    hydrateRoot(
      root,
      <SiteApp
        language={language}
        page={page}
        t={marketingTranslator(language, dictionary.default)}
        Page={pageModule.default}
        renderedYear={Number(year)}
      />,
    );
  });
}

void hydrate();
