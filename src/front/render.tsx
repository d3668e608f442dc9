import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Language } from '../domain/locales.ts';
import TypesafeI18n from '../i18n/i18n-react.tsx';
import { loadLocale } from '../i18n/i18n-util.sync.ts';
import { MissingTranslations } from '../i18n/MissingTranslations.tsx';
import { LoginPage } from '../platform/session/LoginPage/LoginPage.tsx';

/**
 * The login page's first paint, rendered at build time per language (scripts/prerenderFront.ts)
 * and hydrated by src/front/login.tsx: the same tree as `mountFrontPage` renders, so the markup
 * matches. Nothing before the first input depends on the prefix's region or the `redirect`.
 */
export function renderLogin(language: Language): string {
  loadLocale(language);
  return renderToString(
    <StrictMode>
      <TypesafeI18n locale={language}>
        <MissingTranslations>
          <LoginPage language={language} lang={language} session={{ send: () => {} }} />
        </MissingTranslations>
      </TypesafeI18n>
    </StrictMode>,
  );
}
