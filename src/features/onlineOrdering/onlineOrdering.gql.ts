import { graphql } from '../../graphql/__generated__/gql.ts';

export const OnlineOrderingVenuesDocument = graphql(`
  query OnlineOrderingVenues {
    onlineOrderingVenues {
      venueId
      venueName
      enabled
      menuId
      version
      menus {
        id
        name
      }
    }
  }
`);

export const UpdateOnlineOrderingDocument = graphql(`
  mutation UpdateOnlineOrdering($venueId: ID!, $enabled: Boolean!, $menuId: ID, $expectedVersion: Int) {
    updateOnlineOrdering(venueId: $venueId, enabled: $enabled, menuId: $menuId, expectedVersion: $expectedVersion) {
      venueId
      enabled
      menuId
      version
    }
  }
`);

export const OnlineOrderingQrSheetDocument = graphql(`
  query OnlineOrderingQrSheet($venueId: ID!) {
    onlineOrderingQrSheet(venueId: $venueId)
  }
`);

/** The printable QR sheet (issue 47 item 9): each table's code, address and QR code as SVG. */
export const OnlineOrderingQrCodesDocument = graphql(`
  query OnlineOrderingQrCodes($venueId: ID!) {
    onlineOrderingQrCodes(venueId: $venueId) {
      code
      url
      svg
    }
  }
`);
