import { builder } from '../builder.ts';
import { SORT_DIRECTIONS } from './cursor.ts';

/** Where a page ended, for `after` (Relay's names, so clients know them). */
export interface PageInfoShape {
  endCursor: string | null;
  hasNextPage: boolean;
}

export const PageInfo = builder.objectRef<PageInfoShape>('PageInfo').implement({
  description: 'Keyset paging: pass endCursor as `after` for the next page.',
  fields: (t) => ({
    endCursor: t.string({ nullable: true, resolve: (page) => page.endCursor }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
  }),
});

/** The answer of a list asked for everything (no `first`): one page that ends the list. */
export const WHOLE_LIST: PageInfoShape = { endCursor: null, hasNextPage: false };

export const SortDirection = builder.enumType('SortDirection', {
  description: 'ASC (default) or DESC: every key of the order runs that way.',
  values: SORT_DIRECTIONS,
});
