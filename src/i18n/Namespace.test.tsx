// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import TypesafeI18n, { useI18nContext } from './i18n-react.tsx';
import { loadLocaleAsync } from './i18n-util.async.ts';
import { loadedLocales } from './i18n-util.ts';
import { Namespace, preloadNamespaces } from './Namespace.tsx';

function Title() {
  const { LL } = useI18nContext();
  return <h1>{LL.crud.list.filter()}</h1>;
}

/** A screen that reads the crud namespace, with a fallback while it loads. */
function CrudScreen() {
  return (
    <Namespace name="crud" fallback={<p>loading</p>}>
      <Title />
    </Namespace>
  );
}

function forget(name: 'crud') {
  const { [name]: _gone, ...rest } = loadedLocales.en;
  loadedLocales.en = rest as typeof loadedLocales.en;
}

describe('Namespace', () => {
  afterEach(cleanup);

  it('renders its children at once when a loader put the namespace in before LL was built', async () => {
    await loadLocaleAsync('en');
    document.documentElement.lang = 'en';
    await preloadNamespaces(['crud']);
    render(
      <TypesafeI18n locale="en">
        <CrudScreen />
      </TypesafeI18n>,
    );
    // No fallback frame: the first render already has the strings.
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('heading').textContent).toBe('Filter');
  });

  it('loads a namespace LL lacks, showing the fallback meanwhile, and rebuilds LL with it', async () => {
    await loadLocaleAsync('en');
    forget('crud');
    render(
      <TypesafeI18n locale="en">
        <CrudScreen />
      </TypesafeI18n>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect((await screen.findByRole('heading')).textContent).toBe('Filter');
  });

  it('rebuilds LL when the namespace reached the dictionary after LL was built (a later navigation)', async () => {
    await loadLocaleAsync('en');
    forget('crud');
    const { rerender } = render(
      <TypesafeI18n locale="en">
        <p>shell</p>
      </TypesafeI18n>,
    );
    await preloadNamespaces(['crud']);
    rerender(
      <TypesafeI18n locale="en">
        <CrudScreen />
      </TypesafeI18n>,
    );
    expect((await screen.findByRole('heading')).textContent).toBe('Filter');
  });
});
