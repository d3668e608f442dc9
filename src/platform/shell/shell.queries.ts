import {
  type QueryClient,
  queryOptions,
  type UseSuspenseQueryResult,
  useSuspenseQuery,
} from '@tanstack/react-query';
import type { GateFacts } from '../../domain/navigation.ts';
import type { GetUserMetadataQuery } from '../../graphql/__generated__/graphql.ts';
import { execute } from '../../graphql/client.ts';
import { browserSessionEnvironment, readTokens } from '../../machines/session/session.storage.ts';
import { userMetadataQueryOptions } from '../session/index.ts';
import { GATE_DOCUMENTS } from './gateDocuments.ts';
import { currentSession, documentsFingerprint, keepGateSnapshot, readGateSnapshot } from './gateSnapshot.ts';
import {
  BillingStatusDocument,
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

/** The billing account's standing at the provider (null: nothing to show). */
export const billingStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['billingStatus'],
    queryFn: async () => (await execute(BillingStatusDocument)).billingStatus ?? null,
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
    hasBillingProvider: metadata.billingProvider,
    isPaymentsOnly: metadata.isPaymentsOnly,
    hasAdminToken: hasAdminToken(),
    hasOrganizationUserList: organization !== null,
    licences: metadata.licences,
  };
}

/** When kept answers were put in the cache: never fresh, and told apart from a server's answer. */
const KEPT_AT = 1;

const GATE_FINGERPRINT = documentsFingerprint(GATE_DOCUMENTS.map(String));
const gateKeys = () =>
  [
    userMetadataQueryOptions().queryKey,
    shellDataQueryOptions().queryKey,
    shellOrganizationQueryOptions().queryKey,
  ] as const;

/**
 * For the router on a reload: the facts of this login session's last answers (gateSnapshot.ts),
 * with `use` to put those answers in the cache, already stale, and ask for them again at once.
 * Null when none are kept or the cache has answers already.
 */
export function keptGateFacts(queryClient: QueryClient): { facts: GateFacts; use: () => void } | null {
  keepGateSnapshot(queryClient, gateKeys(), GATE_FINGERPRINT, window.localStorage, currentSession);
  if (gateKeys().some((key) => queryClient.getQueryData(key) !== undefined)) return null;
  const answers = readGateSnapshot(window.localStorage, GATE_FINGERPRINT, currentSession());
  if (!answers) return null;
  const [metadata, shell, organization] = answers as [Metadata, ShellData, { id: string } | null];
  let facts: GateFacts;
  try {
    facts = gateFacts(metadata, shell, organization);
  } catch {
    return null; // not the shape these documents answer with
  }
  const use = () => {
    queryClient.setQueryData(userMetadataQueryOptions().queryKey, metadata, { updatedAt: KEPT_AT });
    queryClient.setQueryData(shellDataQueryOptions().queryKey, shell, { updatedAt: KEPT_AT });
    queryClient.setQueryData(shellOrganizationQueryOptions().queryKey, organization, {
      updatedAt: KEPT_AT,
    });
    void queryClient.prefetchQuery(userMetadataQueryOptions());
    void queryClient.prefetchQuery(shellDataQueryOptions());
    void queryClient.prefetchQuery(shellOrganizationQueryOptions());
  };
  return { facts, use };
}

/**
 * For the router: everything the gates need, fetched once and cached. Kept answers not yet
 * confirmed are waited for: only the first page of a reload goes ahead on them (keptGateFacts).
 */
export async function loadGateFacts(queryClient: QueryClient): Promise<GateFacts> {
  keepGateSnapshot(queryClient, gateKeys(), GATE_FINGERPRINT, window.localStorage, currentSession);
  const kept = (key: readonly unknown[]) => queryClient.getQueryState(key)?.dataUpdatedAt === KEPT_AT;
  const queries = [
    userMetadataQueryOptions(),
    shellDataQueryOptions(),
    shellOrganizationQueryOptions(),
  ] as const;
  const [metadata, shell, organization] = await Promise.all([
    kept(queries[0].queryKey) ? queryClient.fetchQuery(queries[0]) : queryClient.ensureQueryData(queries[0]),
    kept(queries[1].queryKey) ? queryClient.fetchQuery(queries[1]) : queryClient.ensureQueryData(queries[1]),
    kept(queries[2].queryKey) ? queryClient.fetchQuery(queries[2]) : queryClient.ensureQueryData(queries[2]),
  ]);
  return gateFacts(metadata, shell, organization);
}

/** Kept answers the server then failed to confirm fail the page, as a failed first load does. */
function confirmed<T>(result: UseSuspenseQueryResult<T>): T {
  if (result.isError && result.dataUpdatedAt === KEPT_AT) throw result.error;
  return result.data;
}

/** For components under the shell (the router has loaded the data already). */
export function useGateFacts(): GateFacts {
  const metadata = confirmed(useSuspenseQuery(userMetadataQueryOptions()));
  const shell = confirmed(useSuspenseQuery(shellDataQueryOptions()));
  const organization = confirmed(useSuspenseQuery(shellOrganizationQueryOptions()));
  return gateFacts(metadata, shell, organization);
}
