// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import TypesafeI18n from '../../../i18n/i18n-react.tsx';
import { loadLocale } from '../../../i18n/i18n-util.sync.ts';
import { PageBody } from './PageBody.tsx';

const FACTS = { steps: [], confirmed: [], skipped: [] };

describe('onboarding: company information', () => {
  beforeAll(() => loadLocale('en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the form only once the stored values are read, so no typing is overwritten by them', async () => {
    // The first answer has not come yet (on a busy machine it came after the typing began).
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <TypesafeI18n locale="en">
          <PageBody
            page="information"
            facts={FACTS}
            refresh={async () => {}}
            bindSubmit={() => {}}
            onContinue={() => {}}
          />
        </TypesafeI18n>
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('textbox', { name: 'Legal name' })).toBeNull();
    expect(screen.getByText('Loading…')).toBeTruthy();
  });

  it('refuses Continue while the form is loading: nothing is saved and the page is not done', async () => {
    const fetch = vi.fn(() => new Promise(() => {}));
    vi.stubGlobal('fetch', fetch);
    let submit: (() => Promise<boolean>) | null = null;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TypesafeI18n locale="en">
          <PageBody
            page="information"
            facts={FACTS}
            refresh={async () => {}}
            bindSubmit={(bound) => {
              submit = bound;
            }}
            onContinue={() => {}}
          />
        </TypesafeI18n>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    const bound = submit as (() => Promise<boolean>) | null;
    expect(bound).not.toBeNull();
    const calls = fetch.mock.calls.length;
    expect(await bound?.()).toBe(false);
    // No save was sent: only the information read the page started with.
    expect(fetch.mock.calls.length).toBe(calls);
  });
});
