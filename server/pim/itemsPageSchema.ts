import { builder } from '../platform/builder.ts';
import { MAX_PAGE_SIZE } from '../platform/paging/cursor.ts';
import { SortDirection } from '../platform/paging/schema.ts';
import { ITEM_ORDERS } from './itemsPage.ts';

const ItemOrderBy = builder.enumType('ItemOrderBy', {
  description:
    'TITLE: spec section 5 (title, a leading [TA] ignored, then the first category). PRICE: default price.',
  values: ITEM_ORDERS,
});

export const ItemFilter = builder.inputType('ItemFilter', {
  fields: (t) => ({
    categoryId: t.id({ required: false, description: 'Products in this category.' }),
    search: t.string({
      required: false,
      description: 'Part of the title; case, spaces and hyphens are ignored (spec section 5).',
    }),
    ids: t.idList({
      required: false,
      description: `Only these products (a picker's chosen ones), at most ${MAX_PAGE_SIZE}; an id not the company's matches nothing.`,
    }),
  }),
});

type ArgBuilder = Parameters<Parameters<typeof builder.queryField>[1]>[0]['arg'];

/** items' paging arguments; all optional, so a call without them answers the whole catalogue. */
export function itemPageArgs(t: { arg: ArgBuilder }) {
  return {
    first: t.arg.int({
      required: false,
      description: `Page size, 1–${MAX_PAGE_SIZE}. Without paging arguments the whole catalogue is answered (POS terminals).`,
    }),
    after: t.arg.string({ required: false, description: 'The endCursor of the previous page.' }),
    filter: t.arg({ type: ItemFilter, required: false }),
    orderBy: t.arg({ type: ItemOrderBy, required: false }),
    direction: t.arg({ type: SortDirection, required: false }),
  };
}
