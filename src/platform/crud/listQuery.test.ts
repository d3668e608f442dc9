import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { listPagesOptions, MAX_PAGES_KEPT, type PageStart } from './listQuery.ts';
import type { ListQuery, PagedList } from './resource.ts';

const SIZE = 3;
const TOTAL = 40;

/** A list of TOTAL numbered rows whose cursor is the last row's number; counts what it was asked. */
function fakeList() {
  const asked: (string | null)[] = [];
  const pages: PagedList<{ id: string }, 'name'> = {
    key: (query) => ['fake', query],
    sortable: ['name'],
    pageSize: SIZE,
    fetch: async (_query, after, first) => {
      asked.push(after);
      const start = after === null ? 0 : Number(after) + 1;
      const rows = Array.from({ length: Math.max(0, Math.min(first, TOTAL - start)) }, (_, i) => ({
        id: String(start + i),
      }));
      return {
        rows,
        count: TOTAL,
        endCursor: rows.at(-1)?.id ?? null,
        hasNextPage: start + first < TOTAL,
      };
    },
  };
  return { pages, asked };
}

const QUERY: ListQuery = { q: '', f: null, sort: null, desc: false };

describe('the memory window of a paged list (issue 14)', () => {
  it('keeps at most MAX_PAGES_KEPT pages, and asks again for a page let go with its own cursor', async () => {
    const { pages, asked } = fakeList();
    const client = new QueryClient();
    const observer = new InfiniteQueryObserver(client, listPagesOptions(pages, QUERY));
    const unsubscribe = observer.subscribe(() => {});
    await observer.refetch();
    for (let i = 0; i < MAX_PAGES_KEPT + 1; i += 1) await observer.fetchNextPage();
    let result = observer.getCurrentResult();
    expect(result.data?.pages).toHaveLength(MAX_PAGES_KEPT);
    const first = result.data?.pageParams[0] as PageStart | undefined;
    // Two pages were let go from the front: the window starts at the third page.
    expect(first?.index).toBe(2);
    expect(result.data?.pages[0]?.rows[0]?.id).toBe(String(2 * SIZE));
    expect(result.hasPreviousPage).toBe(true);

    await observer.fetchPreviousPage();
    result = observer.getCurrentResult();
    expect((result.data?.pageParams[0] as PageStart | undefined)?.index).toBe(1);
    expect(result.data?.pages[0]?.rows.map((row) => row.id)).toEqual(['3', '4', '5']);
    // It was asked with the cursor it had the first time (the end of page 0), and the last page went.
    expect(asked.at(-1)).toBe('2');
    expect(result.data?.pages).toHaveLength(MAX_PAGES_KEPT);

    await observer.fetchPreviousPage();
    result = observer.getCurrentResult();
    expect((result.data?.pageParams[0] as PageStart | undefined)?.index).toBe(0);
    expect(result.hasPreviousPage).toBe(false);
    unsubscribe();
    client.clear();
  });
});
