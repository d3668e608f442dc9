import { Batcher, batcher } from '../platform/api/batch.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import { Menu } from './menus.graphql.ts';
import { ensureAllArticles, entryCounts, findAllArticlesMenu } from './menus.service.ts';

// The menus list screen (issue 14) shows each menu's number of products without its entries:
// one grouped SQL count for the page's menus (a batcher collects them), no entry row read.
builder.objectField(Menu, 'entryCount', (t) =>
  t.int({
    description: 'How many products the menu has (the list screen reads this, not the entries).',
    resolve: (menu, _args, ctx) =>
      menu.entries?.length ??
      batcher(
        ctx,
        'menuEntryCounts',
        () =>
          new Batcher(
            (ids: string[]) => entryCounts(ctx.db, ids),
            () => 0,
          ),
      ).load(menu.id),
  }),
);

// The venue × service type grid (issue 14) picks each cell's menu over menusPage's search, which
// leaves the all-articles menu out; the grid offers that one first, read here by itself.
builder.queryField('allArticlesMenu', (t) =>
  t.field({
    type: Menu,
    nullable: true,
    description:
      "The company's all-articles menu without its entries (made when missing, spec section 4): the one menu menusPage leaves out.",
    authScopes: { posCompany: true },
    resolve: async (_root, _args, ctx) => {
      const companyId = viewerOf(ctx).companyId;
      await ensureAllArticles(ctx.db, companyId);
      return findAllArticlesMenu(ctx.db, companyId);
    },
  }),
);
