import { Batcher, batcher } from '../api/batch.ts';
import { builder } from '../builder.ts';
import { Menu } from './menus.graphql.ts';
import { entryCounts } from './menus.service.ts';

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
