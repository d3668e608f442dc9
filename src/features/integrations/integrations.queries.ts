import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { execute } from '../../graphql/client.ts';
import { followSends } from './followSends.ts';
import {
  IntegrationConfigDocument,
  IntegrationDocument,
  IntegrationsDocument,
  InvoicesDocument,
} from './integrations.gql.ts';

/** Query keys of the integrations area; mutations invalidate through these. */
export const integrationKeys = {
  all: ['integrations'] as const,
  list: ['integrations', 'list'] as const,
  one: (key: string) => ['integrations', 'one', key] as const,
  config: (key: string, venueId: string | null) => ['integrations', 'config', key, venueId] as const,
  invoices: (key: string) => ['integrations', 'invoices', key] as const,
};

export const integrationsQueryOptions = () =>
  queryOptions({
    queryKey: integrationKeys.list,
    queryFn: async () => (await execute(IntegrationsDocument, {})).integrations,
  });

export const integrationQueryOptions = (key: string) =>
  queryOptions({
    queryKey: integrationKeys.one(key),
    queryFn: async () => (await execute(IntegrationDocument, { key })).integration,
    // The sends run in the background: follow them until each is sent or failed.
    refetchInterval: (query) => followSends(query.state.data?.vouchers ?? []),
  });

/** The shared mapping (venueId null), or the one a venue's days are booked on. */
export const configQueryOptions = (key: string, venueId: string | null = null) =>
  queryOptions({
    queryKey: integrationKeys.config(key, venueId),
    queryFn: async () => (await execute(IntegrationConfigDocument, { key, venueId })).integrationConfig,
  });

/** A provider's collective invoices, newest first, a page at a time (the server pages them). */
export const invoicesQueryOptions = (key: string) =>
  infiniteQueryOptions({
    queryKey: integrationKeys.invoices(key),
    queryFn: async ({ pageParam }) =>
      (await execute(InvoicesDocument, { integration: key, first: 20, after: pageParam })).invoices,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The sends run in the background: follow them until each is sent or failed.
    refetchInterval: (query) => followSends(query.state.data?.pages.flatMap((page) => page.items) ?? []),
  });
