import { execute } from '../../graphql/client.ts';
import {
  GetBundleOffersDocument,
  GetLayoutTargetsDocument,
  GetPosLayoutsDocument,
  GetPosPageDocument,
} from './posLayouts.gql.ts';

/** Query keys of the POS layouts area; mutations invalidate through these. */
export const posLayoutKeys = {
  all: ['posLayouts'] as const,
  layouts: ['posLayouts', 'layouts'] as const,
  page: (id: string) => ['posLayouts', 'page', id] as const,
  targets: ['posLayouts', 'targets'] as const,
  bundles: ['posLayouts', 'bundleOffers'] as const,
};

export const layoutsQueryOptions = () => ({
  queryKey: posLayoutKeys.layouts,
  queryFn: () => execute(GetPosLayoutsDocument, {}),
});

/**
 * GetPage(id), cache-and-network: the cached page shows at once and is fetched again on mount.
 * Buttons are priced by the selected venue's POS menu (the key extends `page(id)`, so
 * invalidating the page reaches every venue's copy).
 */
export const pageQueryOptions = (id: string, venueId: string | null) => ({
  queryKey: [...posLayoutKeys.page(id), venueId ?? ''] as const,
  queryFn: () => execute(GetPosPageDocument, { id, venueId }),
  staleTime: 0,
  refetchOnMount: 'always' as const,
});

export const targetsQueryOptions = () => ({
  queryKey: posLayoutKeys.targets,
  queryFn: () => execute(GetLayoutTargetsDocument, {}),
  staleTime: 60_000,
});

export const bundleOffersQueryOptions = () => ({
  queryKey: posLayoutKeys.bundles,
  queryFn: () => execute(GetBundleOffersDocument, {}),
  staleTime: 60_000,
});
