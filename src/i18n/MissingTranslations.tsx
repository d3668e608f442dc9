import { type ReactNode, useMemo } from 'react';
import { I18nContext, useI18nContext } from './i18n-react.tsx';
import { loadedLocales } from './i18n-util.ts';
import { guardMissing } from './missingTranslations.ts';

/** Re-provides the i18n context with the missing-translation rule (spec section 8) applied to LL. */
export function MissingTranslations({ children }: { children: ReactNode }) {
  const context = useI18nContext();
  const value = useMemo(
    () => ({ ...context, LL: guardMissing(context.LL, loadedLocales[context.locale]) }),
    [context],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
