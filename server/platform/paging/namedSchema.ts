import type { ObjectRef } from '@pothos/core';
import type { Scope } from '../../../src/domain/scopes.ts';
import { builder, type SchemaOf, viewerOf } from '../builder.ts';
import type { Context, Viewer } from '../context.ts';
import { MAX_PAGE_SIZE } from './cursor.ts';
import { pageType } from './keyset.ts';
import { inPageOrder, NAMED_ORDERS, NAMED_PAGE_SIZE, type NamedList, pageNamed } from './named.ts';
import { SortDirection } from './schema.ts';

const NamedOrderBy = builder.enumType('NamedOrderBy', {
  description:
    "NAME: the name in lower case, a leading [TA] ignored. POSITION: the list's own order (courses' serving order, upsells' display order), then the name.",
  values: NAMED_ORDERS,
});

export const NamedFilter = builder.inputType('NamedFilter', {
  fields: (t) => ({
    search: t.string({
      required: false,
      description: 'Part of the name; case, spaces and hyphens are ignored (spec section 5).',
    }),
    id: t.id({
      required: false,
      description: 'Only this record (an editor opened by link); another company’s id matches nothing.',
    }),
    ids: t.idList({
      required: false,
      description: `Only these records (a picker's chosen ones, whose names an editor shows), at most ${MAX_PAGE_SIZE}; an id not the company's matches nothing.`,
    }),
  }),
});

export interface NamedPageFieldSpec<Row extends { id: string }> {
  /** The root field, `<list>Page` beside the whole list the POS reads. */
  field: string;
  /** The answer's type name, e.g. `CategoryPage`. */
  typeName: string;
  type: ObjectRef<SchemaOf, Row>;
  /** The scope the field needs, or `posCompany` for reads open to every user of a POS company. */
  scope: Scope | readonly Scope[] | 'posCompany';
  description: string;
  /** What the viewer's list pages over. */
  list: (viewer: Viewer) => NamedList;
  /** The page's records by id (any order: the page's order is restored). */
  load: (ctx: Context, ids: string[]) => Promise<Row[]>;
  /** A gate beyond the scope (a licensed module's), before anything is read. */
  guard?: (ctx: Context) => Promise<void>;
}

/**
 * One paged list field: `<list>Page(first, after, filter: { search }, orderBy, direction)`
 * answering `{ count results pageInfo }`, the shape of `items`. The list fields themselves stay
 * as they are: they answer a GraphQL list, which cannot grow `count` or `pageInfo` without
 * breaking the terminals that read them.
 */
export function namedPageField<Row extends { id: string }>(spec: NamedPageFieldSpec<Row>): void {
  const Page = pageType(spec.typeName, spec.type);
  builder.queryField(spec.field, (t) =>
    t.field({
      type: Page,
      description: spec.description,
      authScopes: spec.scope === 'posCompany' ? { posCompany: true } : { scope: spec.scope },
      args: {
        first: t.arg.int({
          required: false,
          description: `Page size, 1–${MAX_PAGE_SIZE} (${NAMED_PAGE_SIZE}).`,
        }),
        after: t.arg.string({ required: false, description: 'The endCursor of the previous page.' }),
        filter: t.arg({ type: NamedFilter, required: false }),
        orderBy: t.arg({ type: NamedOrderBy, required: false }),
        direction: t.arg({ type: SortDirection, required: false }),
      },
      resolve: async (_root, args, ctx) => {
        await spec.guard?.(ctx);
        const viewer = viewerOf(ctx);
        const page = await pageNamed(ctx, ctx.db, viewer.companyId, spec.list(viewer), args);
        const rows = page.ids.length ? await spec.load(ctx, page.ids) : [];
        return { count: page.count, results: inPageOrder(page.ids, rows), pageInfo: page.pageInfo };
      },
    }),
  );
}
