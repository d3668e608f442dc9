import { graphql } from '../../graphql/__generated__/gql.ts';

export const MenuProviderDataDocument = graphql(`
  query MenuProviderData {
    getMenuProviderData {
      defaultCurrency
      activeMenus {
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
          item { id title defaultPrice }
          schedule { windows { days start end overnight } from until closedDates }
          timePrices { price windows { days start end overnight } }
        }
      }
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
      items {
        count
        results { id title defaultPrice }
      }
    }
  }
`);

export const CreateMenuDocument = graphql(`
  mutation CreateMenu($data: MenuInput!) {
    createMenu(data: $data) { id name }
  }
`);

export const UpdateMenuDocument = graphql(`
  mutation UpdateMenu($menuId: ID!, $data: MenuUpdateInput!) {
    updateMenu(menuId: $menuId, data: $data) {
      success
      error
      menu {
        id
        menuEntries { id price itemId item { id title defaultPrice } }
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
  mutation MenuItemPrice($itemId: ID!, $price: Int!) {
    updateItemPrice(itemId: $itemId, price: $price) { success }
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
