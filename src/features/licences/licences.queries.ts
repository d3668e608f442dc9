import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { DeviceFieldsFragment, LicenceFieldsFragment } from '../../graphql/__generated__/graphql.ts';
import { execute } from '../../graphql/client.ts';
import { GetDevicesDocument, GetLicensesDocument, GetOperativeViewerDocument } from './licences.gql.ts';

export type LicenceRow = LicenceFieldsFragment;
export type DeviceRow = DeviceFieldsFragment;

export const PAGE_SIZE = 25;

/** Query keys of the licences area; mutations invalidate through these. */
export const licencesKeys = {
  all: ['licences'] as const,
  licences: (activeOnly: boolean) => ['licences', 'licences', activeOnly] as const,
  devices: (search: string) => ['licences', 'devices', search] as const,
  viewer: ['licences', 'operativeViewer'] as const,
};

export const licencesQueryOptions = (activeOnly: boolean) =>
  infiniteQueryOptions({
    queryKey: licencesKeys.licences(activeOnly),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      (await execute(GetLicensesDocument, { activeOnly, first: PAGE_SIZE, after: pageParam })).licenses,
    getNextPageParam: (page) => (page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null),
  });

export const devicesQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: licencesKeys.devices(search),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      (await execute(GetDevicesDocument, { search, first: PAGE_SIZE, after: pageParam })).devices,
    getNextPageParam: (page) => (page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null),
  });

export const operativeViewerQueryOptions = () =>
  queryOptions({
    queryKey: licencesKeys.viewer,
    queryFn: async () => (await execute(GetOperativeViewerDocument, {})).operativeViewer,
  });
