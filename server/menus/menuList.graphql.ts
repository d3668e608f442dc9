import { builder } from '../builder.ts';
import { Menu } from './menus.graphql.ts';

// The menus list screen (issue 14) shows each menu's number of products without its entries.
builder.objectField(Menu, 'entryCount', (t) =>
  t.int({
    description: 'How many products the menu has (the list screen reads this, not the entries).',
    resolve: (menu) => menu.entries.length,
  }),
);
