import { type QueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { GateFacts } from '../../domain/navigation.ts';
import type { GetUserMetadataQuery } from '../../graphql/__generated__/graphql.ts';
import { execute } from '../../graphql/client.ts';
import { browserSessionEnvironment, readTokens } from '../../machines/session/session.storage.ts';
import { userMetadataQueryOptions } from '../session/index.ts';
import {
  ChangelogDocument,
  CustomerPortalLinkDocument,
  GrantOffersDocument,
  ShellDataDocument,
  ShellOrganizationDocument,
} from './shell.gql.ts';

export const shellDataQueryOptions = () =>
  queryOptions({
    queryKey: ['shellData'],
    queryFn: () => execute(ShellDataDocument),
    staleTime: 60_000,
  });

/** The user's "what's new" list (first page) with its unread count. */
export const changelogQueryOptions = () =>
  queryOptions({
    queryKey: ['changelog'],
    queryFn: async () => (await execute(ChangelogDocument, {})).changelog,
    staleTime: 10 * 60_000,
  });

/** The organization the viewer administers; present means the organization user list is shown. */
export const shellOrganizationQueryOptions = () =>
  queryOptions({
    queryKey: ['shellOrganization'],
    queryFn: async () => (await execute(ShellOrganizationDocument)).organization,
    staleTime: 5 * 60_000,
  });

export const grantOffersQueryOptions = (legalEntityId: string | null) =>
  queryOptions({
    queryKey: ['grantOffers', legalEntityId],
    queryFn: async () => {
      if (!legalEntityId) return null;
      return (await execute(GrantOffersDocument, { legalEntityId })).grantOffers;
    },
    staleTime: 5 * 60_000,
  });

/** A fresh one-time link each time: never cached. */
export async function customerPortalLink(returnUrl: string): Promise<string | null> {
  return (await execute(CustomerPortalLinkDocument, { returnUrl })).customerPortalLink ?? null;
}

type Metadata = GetUserMetadataQuery['userMetadata'];
type ShellData = Awaited<ReturnType<NonNullable<ReturnType<typeof shellDataQueryOptions>['queryFn']>>>;

export function hasAdminToken(): boolean {
  return readTokens(browserSessionEnvironment()).adminToken !== null;
}

/** The facts the route table's gates are checked against (src/domain/navigation.ts). */
export function gateFacts(
  metadata: Metadata,
  shell: ShellData,
  organization: { id: string } | null,
): GateFacts {
  return {
    scopes: metadata.permissions.scopes,
    hasVenue: shell.venues.some((venue) => !venue.deleted),
    hasProducts: shell.companyStatus.hasProducts,
    hasOrganization: metadata.organizationId !== null,
    hasBillingAccount: metadata.billingAccountId !== null,
    isPaymentsOnly: metadata.isPaymentsOnly,
    hasAdminToken: hasAdminToken(),
    hasOrganizationUserList: organization !== null,
    licences: metadata.licences,
  };
}

/** For the router: everything the gates need, fetched once and cached. */
export async function loadGateFacts(queryClient: QueryClient): Promise<GateFacts> {
  const [metadata, shell, organization] = await Promise.all([
    queryClient.ensureQueryData(userMetadataQueryOptions()),
    queryClient.ensureQueryData(shellDataQueryOptions()),
    queryClient.ensureQueryData(shellOrganizationQueryOptions()),
  ]);
  return gateFacts(metadata, shell, organization);
}

/** For components under the shell (the router has loaded the data already). */
export function useGateFacts(): GateFacts {
  const { data: metadata } = useSuspenseQuery(userMetadataQueryOptions());
  const { data: shell } = useSuspenseQuery(shellDataQueryOptions());
  const { data: organization } = useSuspenseQuery(shellOrganizationQueryOptions());
  return gateFacts(metadata, shell, organization);
}
