import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria/I18nProvider';
import { languageTagOf } from '../domain/locales.ts';
import { useI18nContext } from './i18n-react.tsx';

/**
 * react-aria's language and direction follow the user's Ordna language: without it they follow
 * the browser's, so Arabic chosen in an English browser got left-to-right menus, pickers and
 * dialogs with English labels.
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  const { locale } = useI18nContext();
  return <I18nProvider locale={languageTagOf(locale)}>{children}</I18nProvider>;
}
