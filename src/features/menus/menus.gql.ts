import { graphql } from '../../graphql/__generated__/gql.ts';

/** The menus list (issue 14): a page at a time, searched and sorted by the server. */
export const MenusPageDocument = graphql(`
  query MenusPage($first: Int!, $after: String, $filter: NamedFilter) {
    menusPage(first: $first, after: $after, filter: $filter, orderBy: NAME) {
      count
      pageInfo { endCursor hasNextPage }
      results {
        id
        name
        nameLang { en se es no }
        currency
        version
        allArticles
        entryCount
      }
    }
  }
`);

/**
 * The menu as the editor holds it: read by MenuForEditor and answered by every write of the editor,
 * so an answer replaces the cached menu as it is (no read after a write).
 */
export const EditedMenuFieldsFragment = graphql(`
  fragment EditedMenuFields on Menu {
    id
    name
    nameLang { en se es no }
    currency
    version
    allArticles
    menuEntries {
      id
      price
      itemId
      item { id title defaultPrice version }
      schedule { windows { days start end overnight } from until closedDates }
      timePrices { price windows { days start end overnight } }
    }
  }
`);

/** The menu open in the editor, with its entries. */
export const MenuDocument = graphql(`
  query MenuForEditor($menuId: ID!) {
    menu(menuId: $menuId) {
      ...EditedMenuFields
    }
  }
`);

/** The company's currency and its venues (few by nature) with the menu per service type. */
export const MenuVenuesDocument = graphql(`
  query MenuVenues {
    company { id defaultCurrency }
    venues {
      id
      name
      timezone
      menus {
        serviceType
        menuId
        schedule { windows { days start end overnight } from until closedDates }
      }
    }
  }
`);

/** The venue grid's menu choices (issue 14): the server's first matches of what is typed, or the cells' ids. */
export const VenueMenuChoicesDocument = graphql(`
  query VenueMenuChoices($first: Int!, $filter: NamedFilter) {
    menusPage(first: $first, filter: $filter) {
      count
      results { id name }
    }
  }
`);

/** The all-articles menu, which menusPage leaves out: the grid offers it first. */
export const AllArticlesMenuDocument = graphql(`
  query AllArticlesMenu {
    allArticlesMenu { id }
  }
`);

/** The menu editor's item picker: the server's first matches of what is typed. */
export const MenuItemSearchDocument = graphql(`
  query MenuItemSearch($first: Int!, $filter: ItemFilter) {
    items(first: $first, filter: $filter) {
      count
      results { id title defaultPrice }
    }
  }
`);

export const CreateMenuDocument = graphql(`
  mutation CreateMenu($data: MenuInput!) {
    createMenu(data: $data) { id name }
  }
`);

/**
 * The menu editor's writes (entries and prices): checked against the version the editor holds,
 * answered with the menu as saved. A failure or a stale version is a GraphQL error, so the answer
 * is the one sign of success.
 */
export const UpdateMenuDocument = graphql(`
  mutation UpdateMenu($menuId: ID!, $data: MenuUpdateInput!, $expectedVersion: Int) {
    updateMenu(menuId: $menuId, data: $data, expectedVersion: $expectedVersion) {
      menu {
        ...EditedMenuFields
      }
    }
  }
`);

/** An entry's time-bound prices (or availability), checked against the menu's version. */
export const SaveEntryTimesDocument = graphql(`
  mutation SaveEntryTimes($menuId: ID!, $data: MenuUpdateInput!, $expectedVersion: Int) {
    updateMenu(menuId: $menuId, data: $data, expectedVersion: $expectedVersion) {
      success
      menu { id version }
    }
  }
`);

export const DeleteMenuDocument = graphql(`
  mutation DeleteMenu($menuId: ID!, $force: Boolean) {
    deleteMenu(menuId: $menuId, force: $force) {
      success
      deleted
      usedBy { venueName serviceType }
    }
  }
`);

export const UpdateItemPriceDocument = graphql(`
  mutation MenuItemPrice($itemId: ID!, $price: Int!, $expectedVersion: Int) {
    updateItemPrice(itemId: $itemId, price: $price, expectedVersion: $expectedVersion) { version }
  }
`);

export const UpdateVenueMenusDocument = graphql(`
  mutation UpdateVenueMenus($id: ID!, $data: VenueUpdateInput!) {
    updateVenue(id: $id, data: $data) { id menus { serviceType menuId } }
  }
`);

export const MenuAtDocument = graphql(`
  query MenuAtPreview($venueId: ID!, $serviceType: VenueServiceType!, $at: String!) {
    menuAt(venueId: $venueId, serviceType: $serviceType, at: $at) {
      menuId
      menuName
      currency
      entries { id itemId price basePrice timeBound }
    }
  }
`);
