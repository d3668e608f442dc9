// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentsOverviewQuery } from '../../../graphql/__generated__/graphql.ts';
import TypesafeI18n from '../../../i18n/i18n-react.tsx';
import { loadLocale } from '../../../i18n/i18n-util.sync.ts';
import { StoresPanel } from './StoresPanel.tsx';

type Overview = PaymentsOverviewQuery['paymentsOverview'];

const venue = (id: string, name: string, status: string | null | undefined) => ({
  __typename: 'PaymentsStoreVenue' as const,
  id,
  name,
  street: 'Götgatan 1',
  zip: '11646',
  city: 'Stockholm',
  metadataComplete: true,
  store:
    status === undefined
      ? null
      : { __typename: 'PaymentStore' as const, id: `s-${id}`, accountHolderId: 'h1', status },
});

describe('payments: the stores panel', () => {
  beforeAll(() => loadLocale('en'));
  afterEach(cleanup);

  it("shows a store's status at the provider from its events, translated; none before an event", () => {
    const data = {
      configured: false,
      accountHolders: [],
      venues: [
        venue('v1', 'Södermalm', 'inactive'),
        venue('v2', 'Vasastan', null),
        venue('v3', 'Kungsholmen', 'suspendedByBank'),
        venue('v4', 'Östermalm', undefined),
      ],
    } as unknown as Overview;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TypesafeI18n locale="en">
          <StoresPanel data={data} />
        </TypesafeI18n>
      </QueryClientProvider>,
    );
    const rows = screen.getAllByTestId('store-venue');
    expect(
      rows.map((row) => row.querySelector('[data-testid="store-provider-status"]')?.textContent ?? null),
    ).toEqual([' · Inactive', null, ' · suspendedByBank', null]);
  });
});
