import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isLanguage, type Language } from '../../domain/locales.ts';
import { mutation } from '../../graphql/mutation.ts';
import { storedLanguage, storeLanguage, userMetadataQueryOptions } from '../session/index.ts';
import { SetUiLanguageDocument } from './shell.gql.ts';

/**
 * The back office's language, chosen in the user menu (issue 41): kept on the device at once (the
 * whole app, react-aria and `<html lang dir>` follow it without a reload: routes/_app.tsx,
 * LanguageSync, AriaLocale) and stored for the user on the server. Answers whether it was stored.
 */
export async function switchUiLanguage(queryClient: QueryClient, language: Language): Promise<boolean> {
  // The kept metadata says the new choice too, so useServerLanguage does not switch back.
  queryClient.setQueryData(userMetadataQueryOptions().queryKey, (metadata) =>
    metadata ? { ...metadata, uiLanguage: language } : metadata,
  );
  storeLanguage(language);
  const result = await mutation.run(SetUiLanguageDocument, { language });
  return result.success;
}

/** At login (or on a device that has not seen it), the language the user chose is the one used. */
export function useServerLanguage(uiLanguage: string | null | undefined): void {
  useEffect(() => {
    if (uiLanguage && isLanguage(uiLanguage) && storedLanguage() !== uiLanguage) storeLanguage(uiLanguage);
  }, [uiLanguage]);
}

export function useSwitchUiLanguage(): (language: Language) => Promise<boolean> {
  const queryClient = useQueryClient();
  return (language) => switchUiLanguage(queryClient, language);
}
