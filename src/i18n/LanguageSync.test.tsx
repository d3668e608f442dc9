// @vitest-environment happy-dom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../domain/locales.ts';
import TypesafeI18n, { useI18nContext } from './i18n-react.tsx';
import type { Locales } from './i18n-types.ts';
import { loadLocaleAsync } from './i18n-util.async.ts';
import { LanguageSync } from './LanguageSync.tsx';

let rebuild: (locale: Locales) => void = () => {};

/** Stands for a <Namespace> rebuilding LL with the language it started loading in. */
function Rebuilder() {
  const { setLocale } = useI18nContext();
  rebuild = setLocale;
  return null;
}

function app(language: Language) {
  return (
    <TypesafeI18n locale="en">
      <LanguageSync language={language} />
      <Rebuilder />
    </TypesafeI18n>
  );
}

describe('LanguageSync', () => {
  afterEach(cleanup);

  it('switches to the wanted language', async () => {
    await loadLocaleAsync('en');
    render(app('sv'));
    await waitFor(() => expect(document.documentElement.lang).toBe('sv'));
  });

  it('keeps the wanted language when a rebuild for the old one lands in the same batch as the switch', async () => {
    await loadLocaleAsync('en');
    await loadLocaleAsync('sv');
    document.documentElement.lang = 'en';
    // The switch's load (started by the first render's effect) and a stale rebuild to English land
    // before React renders either.
    render(app('sv'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      rebuild('en');
    });
    await waitFor(() => expect(document.documentElement.lang).toBe('sv'));
  });
});
