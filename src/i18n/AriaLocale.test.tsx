// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { useLocale } from 'react-aria/I18nProvider';
import { afterEach, describe, expect, it } from 'vitest';
import { AriaLocale } from './AriaLocale.tsx';
import TypesafeI18n from './i18n-react.tsx';
import type { Locales } from './i18n-types.ts';
import { loadLocaleAsync } from './i18n-util.async.ts';

function Probe() {
  const { locale, direction } = useLocale();
  return <p>{`${locale} ${direction}`}</p>;
}

async function renderIn(locale: Locales) {
  await loadLocaleAsync(locale);
  render(
    <TypesafeI18n locale={locale}>
      <AriaLocale>
        <Probe />
      </AriaLocale>
    </TypesafeI18n>,
  );
}

describe('AriaLocale', () => {
  afterEach(cleanup);

  it("gives react-aria the user's language and direction, not the browser's", async () => {
    expect(navigator.language).toMatch(/^en/);
    await renderIn('ar');
    expect(screen.getByText('ar rtl')).toBeTruthy();
  });

  it('names Norwegian as Bokmål, as react-aria knows it', async () => {
    await renderIn('no');
    expect(screen.getByText('nb ltr')).toBeTruthy();
  });
});
