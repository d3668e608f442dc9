import type { MouseEvent } from 'react';
import { languageSwitchTarget } from '../../domain/languagePrefix.ts';
import { LANGUAGE_NAMES, type Language } from '../../domain/locales.ts';
import { chooseLanguage } from '../browser.ts';
import { useSite } from '../SiteContext.tsx';
import * as styles from './Header.css.ts';

/** Spec order: Svenska, Norsk, English, Español, Türkçe, Dansk, Arabic. */
export const SELECTOR_LANGUAGES: readonly Language[] = ['sv', 'no', 'en', 'es', 'tr', 'da', 'ar'];

/**
 * The seven languages as links (crawlable, and working before the script runs); a click stores
 * the choice and keeps the region and the rest of the address.
 */
export function LanguageLinks({ pathname }: { pathname: string }) {
  const { language } = useSite();
  const onClick = (event: MouseEvent<HTMLAnchorElement>, choice: Language) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    chooseLanguage(choice);
  };
  return (
    <ul className={styles.drawerList}>
      {SELECTOR_LANGUAGES.map((choice) => (
        <li key={choice}>
          <a
            className={styles.languageLink}
            href={languageSwitchTarget({ pathname }, choice)}
            hrefLang={choice}
            lang={choice}
            aria-current={choice === language ? 'true' : undefined}
            onClick={(event) => onClick(event, choice)}
          >
            {LANGUAGE_NAMES[choice]}
          </a>
        </li>
      ))}
    </ul>
  );
}
