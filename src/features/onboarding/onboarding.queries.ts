import { hashKey, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { OnboardingFacts, OnboardingPage } from '../../domain/onboarding.ts';
import type { OnboardingStatusQuery } from '../../graphql/__generated__/graphql.ts';
import { execute } from '../../graphql/client.ts';
import {
  OnboardingInformationDocument,
  OnboardingStationsDocument,
  OnboardingStatusDocument,
  ProductLibraryDocument,
} from './onboarding.gql.ts';

/** Query keys of the onboarding area; mutations invalidate through these. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  status: ['onboarding', 'status'] as const,
  information: ['onboarding', 'information'] as const,
  stations: ['onboarding', 'stations'] as const,
  library: (kind: string) => ['onboarding', 'library', kind] as const,
};

export const onboardingStatusQueryOptions = () =>
  queryOptions({
    queryKey: onboardingKeys.status,
    queryFn: async () => (await execute(OnboardingStatusDocument, {})).onboardingStatus,
  });

export const informationQueryOptions = () =>
  queryOptions({
    queryKey: onboardingKeys.information,
    queryFn: async () => (await execute(OnboardingInformationDocument, {})).onboardingInformation,
  });

export const stationsQueryOptions = () =>
  queryOptions({
    queryKey: onboardingKeys.stations,
    queryFn: async () => (await execute(OnboardingStationsDocument, {})).stations,
  });

export const libraryQueryOptions = (kind: string) =>
  queryOptions({
    queryKey: onboardingKeys.library(kind),
    queryFn: async () => (await execute(ProductLibraryDocument, { kind })).productLibrary,
    staleTime: Number.POSITIVE_INFINITY,
  });

type Status = OnboardingStatusQuery['onboardingStatus'];

/** The server's status as the machine's facts. */
export function factsOf(status: Status): OnboardingFacts {
  const pages = (state: string) =>
    status.pages.filter((p) => p.state === state).map((p) => p.page as OnboardingPage);
  // A page done by its data needs no confirmation; the machine reads both from the same rule.
  return {
    steps: status.steps as OnboardingFacts['steps'],
    confirmed: pages('done'),
    skipped: pages('skipped'),
  };
}

/**
 * After a wizard step wrote something (the company's information, a venue, stations, the library,
 * a sale): everything is read again, the status first. A step may unlock pages (Orders wants a
 * venue and products, POS Layouts and Finance a venue) whose gates and sidebar read the shell's
 * queries, which this area cannot name without importing the shell (which imports it): so every
 * query is marked stale and those on screen refetch at once.
 */
export async function refreshAfterStep(queryClient: QueryClient) {
  const status = await queryClient.fetchQuery({ ...onboardingStatusQueryOptions(), staleTime: 0 });
  const fresh = hashKey(onboardingKeys.status);
  await queryClient.invalidateQueries({ predicate: (query) => query.queryHash !== fresh });
  return status;
}
