// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BillingStatus } from '../../../domain/billing.ts';
import type { GateFacts } from '../../../domain/navigation.ts';
import { configureClient } from '../../../graphql/client.ts';
import TypesafeI18n from '../../../i18n/i18n-react.tsx';
import { loadLocale } from '../../../i18n/i18n-util.sync.ts';
import { userMetadataQueryOptions } from '../../session/index.ts';
import { shellDataQueryOptions } from '../shell.queries.ts';
import { VenueSelectionProvider } from '../venueSelection.tsx';
import { Sidebar } from './Sidebar.tsx';

/**
 * The Billing item's badge (issue 44): the sidebar asks `billingStatus` while the item shows and
 * says "Payment overdue" or "Subscription ended" on the item; nothing when the account is paid up.
 * The whole sidebar is rendered (router, venue selection, i18n), and the GraphQL answer comes
 * through the client's fetch, as in the browser.
 */
const FACTS: GateFacts = {
  scopes: [],
  hasVenue: true,
  hasProducts: true,
  hasOrganization: false,
  hasBillingAccount: true,
  hasBillingProvider: true,
  isPaymentsOnly: false,
  hasAdminToken: false,
  hasOrganizationUserList: false,
  licences: [],
};

type Metadata = Parameters<typeof Sidebar>[0]['metadata'];
const METADATA = { country: 'SE', permissions: { scopes: [], venueIds: [] } } as unknown as Metadata;

/** The operations the sidebar asked, and the billing status it is answered. */
function fakeServer(status: BillingStatus | null) {
  const asked: string[] = [];
  configureClient({
    fetch: async (_input, init) => {
      const { operationName } = JSON.parse(String(init?.body)) as { operationName?: string };
      asked.push(operationName ?? '');
      const data = operationName === 'BillingStatus' ? { billingStatus: status } : null;
      return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
    },
  });
  return asked;
}

function renderSidebar(facts: GateFacts = FACTS) {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // What the signed-in shell has loaded before the sidebar shows (venue selection reads it).
  queries.setQueryData(userMetadataQueryOptions().queryKey, METADATA as never);
  queries.setQueryData(shellDataQueryOptions().queryKey, { venues: [], legalEntities: [] } as never);
  const root = createRootRoute({
    component: () => (
      <VenueSelectionProvider>
        <Sidebar metadata={METADATA} facts={facts} open={false} onOpenChange={() => {}} />
      </VenueSelectionProvider>
    ),
  });
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <TypesafeI18n locale="en">
      <QueryClientProvider client={queries}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </TypesafeI18n>,
  );
}

describe("the sidebar's Billing item", () => {
  beforeAll(() => loadLocale('en'));
  afterEach(() => {
    cleanup();
    configureClient({ fetch: (...args) => globalThis.fetch(...args) });
  });

  it('says "Payment overdue" while a payment is owed', async () => {
    fakeServer('PAST_DUE');
    renderSidebar();
    const billing = await screen.findByRole('button', { name: /^Billing/ });
    await waitFor(() => expect(billing.textContent).toContain('Payment overdue'));
    expect(screen.getByTestId('billing-status').textContent).toBe('Payment overdue');
  });

  it('says "Subscription ended" once the subscription ended', async () => {
    fakeServer('CANCELED');
    renderSidebar();
    const billing = await screen.findByRole('button', { name: /^Billing/ });
    await waitFor(() => expect(billing.textContent).toContain('Subscription ended'));
    expect(screen.getByTestId('billing-status').textContent).toBe('Subscription ended');
  });

  it('carries no badge while the account is paid up', async () => {
    const asked = fakeServer('ACTIVE');
    renderSidebar();
    const billing = await screen.findByRole('button', { name: /^Billing/ });
    await waitFor(() => expect(asked).toContain('BillingStatus'));
    // The answer is in; still no badge.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(billing.textContent).not.toMatch(/Payment overdue|Subscription ended/);
    expect(screen.queryByTestId('billing-status')).toBeNull();
  });

  it('asks nothing without the item (no billing provider on the server)', async () => {
    const asked = fakeServer('PAST_DUE');
    renderSidebar({ ...FACTS, hasBillingProvider: false });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('button', { name: /^Billing/ })).toBeNull();
    expect(asked).not.toContain('BillingStatus');
  });
});
