import type {
  GetFloorPlansQuery,
  GetTableMonitorQuery,
  TableRowFieldsFragment,
  TableSort,
} from '../../graphql/__generated__/graphql.ts';
import { execute } from '../../graphql/client.ts';
import { mutation } from '../../graphql/mutation.ts';
import type { DeleteOutcome } from '../../machines/deleteFlow/deleteFlow.actors.ts';
import type { ListPage, ListQuery, QuerySpec } from '../../platform/crud/index.ts';
import {
  DeleteTablesDocument,
  GetFloorPlansDocument,
  GetTableMonitorDocument,
  GetTablesPageDocument,
} from './tables.gql.ts';

export type TableRow = TableRowFieldsFragment;
export type FloorPlan = GetFloorPlansQuery['floorPlans'][number];
export type TableMonitor = NonNullable<GetTableMonitorQuery['tableMonitor']>;

/** Query keys of the tables area; mutations invalidate through these. */
export const tablesKeys = {
  all: ['tables'] as const,
  pages: (query: ListQuery) => ['tables', 'pages', query] as const,
  plans: ['tables', 'plans'] as const,
  monitor: (planId: string) => ['tables', 'monitor', planId] as const,
};

export const floorPlansQueryOptions = (): QuerySpec<readonly FloorPlan[]> => ({
  queryKey: tablesKeys.plans,
  queryFn: async () => (await execute(GetFloorPlansDocument, {})).floorPlans,
  staleTime: 10_000,
});

export const tableMonitorQueryOptions = (planId: string): QuerySpec<TableMonitor | null> => ({
  queryKey: tablesKeys.monitor(planId),
  queryFn: async () => (await execute(GetTableMonitorDocument, { floorPlanId: planId })).tableMonitor ?? null,
  staleTime: 0,
});

/** The columns the server sorts by (server/tables/tables.service.ts TABLE_SORTS). */
export const TABLE_LIST_SORTS = ['code', 'seats', 'area'] as const;

export async function fetchTablePage(
  query: ListQuery,
  after: string | null,
  first: number,
): Promise<ListPage<TableRow>> {
  const sort = (TABLE_LIST_SORTS as readonly string[]).includes(query.sort ?? '')
    ? (query.sort as TableSort)
    : null;
  const { tables } = await execute(GetTablesPageDocument, {
    floorPlanId: query.f,
    search: query.q || null,
    sort,
    descending: query.desc,
    first,
    after,
  });
  return {
    rows: tables.items,
    count: tables.totalCount,
    endCursor: tables.pageInfo.endCursor ?? null,
    hasNextPage: tables.pageInfo.hasNextPage,
  };
}

/** Soft delete (the spec's `deleted` flag): tables are never in use in a way that blocks it. */
export async function removeTables(ids: string[]): Promise<DeleteOutcome> {
  const count = (await mutation.send(DeleteTablesDocument, { ids })).deleteTables;
  return { deleted: true, count };
}
