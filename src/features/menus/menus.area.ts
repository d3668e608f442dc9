import { defineArea, type Gate } from '../../domain/navigation.ts';

/** Not gated (spec section 2): anyone may look; the server asks MENUS for every write. */
const OPEN: Gate = { scopes: [] };

/** Menus and prices (issue 16): the menu list and editor, and the venue × service type grid. */
export const menusArea = defineArea({
  name: 'menus',
  namespace: 'menus',
  pages: {
    menus: {
      path: '/menus',
      nav: { under: 'menus', order: 10 },
      gate: OPEN,
      searchable: true,
      sidebar: { key: 'menus', placement: 'main', order: 40 },
      // The scoped calls (the reads menusPage, menus, menu, menuAt and items' picker search are open to a
      // POS company; the list pages on the server, issue 14).
      calls: ['createMenu', 'updateMenu', 'deleteMenu', 'updateItemPrice'],
    },
    manageVenueMenus: {
      path: '/menus/manage-venues',
      nav: { under: 'menus', order: 20 },
      gate: OPEN,
      searchable: true,
      calls: ['updateVenue'],
    },
    // Change history (issue 16, item 6): for the areas that write tracked records.
    menuHistory: {
      path: '/menus/history',
      nav: { under: 'menus', order: 30 },
      gate: { scopes: ['MENUS', 'POS_CUSTOMIZATION'] },
      searchable: true,
      calls: ['changes', 'changeActors', 'revertChange'],
    },
  },
});
