import { infiniteQueryOptions } from '@tanstack/react-query';
import type { GetAccessLevelsQuery, GetStaffPageQuery } from '../../graphql/__generated__/graphql.ts';
import { execute } from '../../graphql/client.ts';
import { mutation } from '../../graphql/mutation.ts';
import type { DeleteOutcome } from '../../machines/deleteFlow/deleteFlow.actors.ts';
import {
  type ListPage,
  type ListQuery,
  type NamedPageVariables,
  namedDetail,
  namedPages,
  type QuerySpec,
} from '../../platform/crud/index.ts';
import {
  DeleteAccessLevelDocument,
  DeleteStaffMemberDocument,
  GetAccessLevelsDocument,
  GetAccessLevelsPageDocument,
  GetBackOfficeUsersDocument,
  GetStaffMemberDocument,
  GetStaffPageDocument,
} from './staff.gql.ts';

export type StaffRow = GetStaffPageQuery['staffMembers']['results'][number];
export type AccessLevelRow = GetAccessLevelsQuery['accessLevels'][number];

/** Query keys of the staff area; mutations invalidate through these. */
export const staffKeys = {
  all: ['staff'] as const,
  pages: (query: ListQuery) => ['staff', 'pages', query] as const,
  member: (id: string) => ['staff', 'member', id] as const,
  accessLevels: ['staff', 'accessLevels'] as const,
  accessLevelPages: (query: ListQuery) => ['staff', 'accessLevels', 'pages', query] as const,
  accounts: ['staff', 'backOfficeUsers'] as const,
  accountPages: (search: string) => ['staff', 'backOfficeUsers', search] as const,
};

export const ACCOUNTS_PAGE_SIZE = 50;

/** The back-office users by name, a page at a time, searched by name or e-mail on the server. */
export const accountsQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: staffKeys.accountPages(search),
    queryFn: async ({ pageParam }) =>
      (
        await execute(GetBackOfficeUsersDocument, {
          first: ACCOUNTS_PAGE_SIZE,
          after: pageParam,
          search: search || null,
        })
      ).backOfficeUsersPage,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? (last.pageInfo.endCursor ?? null) : null),
    staleTime: 10_000,
  });

const fetchAccessLevelPage = async (variables: NamedPageVariables) =>
  (await execute(GetAccessLevelsPageDocument, variables)).accessLevelsPage;

/** The access levels one page at a time (server/platform/paging/named.ts), and one by id for the editor. */
export const accessLevelPages = namedPages({
  key: staffKeys.accessLevelPages,
  orders: { name: 'NAME' },
  pageSize: 50,
  fetch: fetchAccessLevelPage,
});
export const accessLevelDetail = namedDetail(
  (id: string) => ['staff', 'accessLevels', 'one', id] as const,
  fetchAccessLevelPage,
);

/** Everything a staff save or delete can make stale (the levels count their staff). */
export const STAFF_INVALIDATES = [staffKeys.all];

export const accessLevelsQueryOptions = (): QuerySpec<readonly AccessLevelRow[]> => ({
  queryKey: staffKeys.accessLevels,
  queryFn: async () => (await execute(GetAccessLevelsDocument)).accessLevels,
  staleTime: 30_000,
});

/** The staff descriptor's `list` is only a fallback: the server pages the list. */
export const staffListQueryOptions = (): QuerySpec<readonly StaffRow[]> => ({
  queryKey: [...staffKeys.all, 'first-page'],
  queryFn: async () => (await execute(GetStaffPageDocument, { first: 100 })).staffMembers.results,
  staleTime: 30_000,
});

export const staffMemberQueryOptions = (id: string): QuerySpec<StaffRow> => ({
  queryKey: staffKeys.member(id),
  queryFn: async () => {
    const member = (await execute(GetStaffMemberDocument, { id })).staffMember;
    if (!member) throw new Error('not found');
    return member;
  },
  staleTime: 0,
});

export async function fetchStaffPage(
  query: ListQuery,
  after: string | null,
  first: number,
): Promise<ListPage<StaffRow>> {
  const { staffMembers } = await execute(GetStaffPageDocument, {
    search: query.q,
    desc: query.desc,
    first,
    after,
  });
  return {
    rows: staffMembers.results,
    count: staffMembers.count,
    endCursor: staffMembers.pageInfo.endCursor ?? null,
    hasNextPage: staffMembers.pageInfo.hasNextPage,
  };
}

export async function removeStaff(ids: string[]): Promise<DeleteOutcome> {
  for (const id of ids) await mutation.send(DeleteStaffMemberDocument, { id });
  return { deleted: true, count: ids.length };
}

/** Access levels still held are refused by the server; its words reach the dialog. */
export async function removeAccessLevels(ids: string[]): Promise<DeleteOutcome> {
  for (const id of ids) await mutation.send(DeleteAccessLevelDocument, { id });
  return { deleted: true, count: ids.length };
}
