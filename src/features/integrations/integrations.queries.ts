import { queryOptions } from '@tanstack/react-query';
import { execute } from '../../graphql/client.ts';
import { IntegrationConfigDocument, IntegrationDocument, IntegrationsDocument } from './integrations.gql.ts';

/** Query keys of the integrations area; mutations invalidate through these. */
export const integrationKeys = {
  all: ['integrations'] as const,
  list: ['integrations', 'list'] as const,
  one: (key: string) => ['integrations', 'one', key] as const,
  config: (key: string, venueId: string | null) => ['integrations', 'config', key, venueId] as const,
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
  });

/** The shared mapping (venueId null), or the one a venue's days are booked on. */
export const configQueryOptions = (key: string, venueId: string | null = null) =>
  queryOptions({
    queryKey: integrationKeys.config(key, venueId),
    queryFn: async () => (await execute(IntegrationConfigDocument, { key, venueId })).integrationConfig,
  });
