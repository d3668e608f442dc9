import type { QueryKey } from '@tanstack/react-query';
import { MAX_IDS_PER_READ } from '../../domain/search.ts';
import type { NamedOrderBy, SortDirection } from '../../graphql/__generated__/graphql.ts';
import type { Option } from '../../ui/FormControls.tsx';
import type { ListPage, ListQuery, Lookup, PagedList, QuerySpec } from './resource.ts';

/** The variables every `<list>Page` field of server/platform/paging/named.ts takes. */
export interface NamedPageVariables {
  first: number;
  after: string | null;
  filter: { search: string | null; id?: string | null; ids?: string[] | null };
  orderBy: NamedOrderBy | null;
  direction: SortDirection;
}

/** What a `<list>Page` field answers. */
export interface NamedPageAnswer<Row> {
  count: number;
  results: readonly Row[];
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
}

/**
 * A server-paged list of named records: the columns the server sorts by map to its orders (NAME,
 * or POSITION for a list's own order), and a list without a sort asks for `unsorted`.
 */
export function namedPages<Row, ColumnKey extends string>(spec: {
  key: (query: ListQuery) => QueryKey;
  orders: Partial<Record<ColumnKey, NamedOrderBy>>;
  /** The order when the URL names no sortable column. */
  unsorted?: NamedOrderBy;
  pageSize?: number;
  fetch: (variables: NamedPageVariables) => Promise<NamedPageAnswer<Row>>;
}): PagedList<Row, ColumnKey> {
  const orders: Partial<Record<string, NamedOrderBy>> = spec.orders;
  return {
    key: spec.key,
    sortable: Object.keys(spec.orders) as ColumnKey[],
    pageSize: spec.pageSize ?? 100,
    fetch: async (query: ListQuery, after: string | null, first: number): Promise<ListPage<Row>> => {
      const page = await spec.fetch({
        first,
        after,
        filter: { search: query.q || null },
        orderBy: (query.sort ? orders[query.sort] : undefined) ?? spec.unsorted ?? null,
        direction: query.desc ? 'DESC' : 'ASC',
      });
      return {
        rows: page.results,
        count: page.count,
        endCursor: page.pageInfo.endCursor ?? null,
        hasNextPage: page.pageInfo.hasNextPage,
      };
    },
  };
}

/**
 * The editor's record of a server-paged named list, read by id through the same paged field
 * (the record may be on a page not loaded yet, e.g. when the editor is opened by a link).
 */
export function namedDetail<Row>(
  key: (id: string) => QueryKey,
  fetch: (variables: NamedPageVariables) => Promise<NamedPageAnswer<Row>>,
): (id: string) => QuerySpec<Row> {
  return (id) => ({
    queryKey: key(id),
    queryFn: async () => {
      const page = await fetch({
        first: 1,
        after: null,
        filter: { search: null, id },
        orderBy: null,
        direction: 'ASC',
      });
      const row = page.results[0];
      if (!row) throw new Error('not found');
      return row;
    },
    staleTime: 0,
  });
}

/** The chosen ids a picker reads names for: each once, in one order (one query key per choice). */
export function chosenIds(ids: readonly string[]): string[] {
  return [...new Set(ids)].filter(Boolean).sort().slice(0, MAX_IDS_PER_READ);
}

/**
 * A named list as pickers offer it (issue 14): the server's first matches of what is typed, and
 * the chosen records read by id (`filter: { ids }`), never the whole list. `key` is the area's
 * key factory for this list's lookups; `option` makes a row a picker's option.
 */
export function namedLookup<Row extends { id: string }>(spec: {
  key: (...parts: readonly unknown[]) => QueryKey;
  fetch: (variables: NamedPageVariables) => Promise<NamedPageAnswer<Row>>;
  option: (row: Row) => Option;
  /** The order pickers show (a list's own order, e.g. courses by serving order). */
  orderBy?: NamedOrderBy;
}): Lookup & { rows: (ids: readonly string[]) => QuerySpec<readonly Row[]> } {
  const rows = (ids: readonly string[]): QuerySpec<readonly Row[]> => {
    const chosen = chosenIds(ids);
    return {
      queryKey: spec.key('ids', ...chosen),
      queryFn: async () =>
        chosen.length === 0
          ? []
          : (
              await spec.fetch({
                first: MAX_IDS_PER_READ,
                after: null,
                filter: { search: null, ids: chosen },
                orderBy: spec.orderBy ?? null,
                direction: 'ASC',
              })
            ).results,
      staleTime: 30_000,
    };
  };
  return {
    rows,
    source: {
      query: (text, first) => ({
        queryKey: spec.key('search', text, first),
        queryFn: async () => {
          const page = await spec.fetch({
            first,
            after: null,
            filter: { search: text || null },
            orderBy: spec.orderBy ?? null,
            direction: 'ASC',
          });
          return { count: page.count, options: page.results.map(spec.option) };
        },
      }),
    },
    names: (ids) => {
      const query = rows(ids);
      return {
        ...query,
        queryFn: async () => new Map((await query.queryFn()).map((row) => [row.id, spec.option(row).label])),
        queryKey: [...query.queryKey, 'names'],
      };
    },
  };
}
