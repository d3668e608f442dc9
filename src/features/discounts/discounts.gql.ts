import { graphql } from '../../graphql/__generated__/gql.ts';

export const OfferFieldsFragment = graphql(`
  fragment OfferFields on Offer {
    id
    name
    type
    discountType
    value
    selectionMode
    automatic
    permission
    venueIds
    groups {
      itemIds
      categoryIds
    }
    stages {
      quantity
      value
    }
    validity {
      weekdays
      timeWindows {
        from
        to
      }
      startDate
      endDate
    }
    version
  }
`);

/** The "try it" panel (issue 14): the basket priced by the server against every offer, never read here. */
export const TryOffersDocument = graphql(`
  query TryOffers($venueId: ID!, $at: String!, $lines: [OfferTrialLineInput!]!, $pickedOfferIds: [ID!]) {
    tryOffers(venueId: $venueId, at: $at, lines: $lines, pickedOfferIds: $pickedOfferIds) {
      lines {
        lineId
        net
      }
      gross
      discount
      total
      vatByRate {
        rate
        vat
      }
      appliedOffers {
        offerId
        name
        discount
      }
      visualOffers {
        offerId
        name
      }
      manualOffers {
        id
        name
      }
    }
  }
`);

/** The offers list (issue 14): a page at a time, by name, the search done by the server. */
export const OffersPageDocument = graphql(`
  query OffersPage($first: Int!, $after: String, $filter: NamedFilter) {
    offersPage(first: $first, after: $after, filter: $filter, orderBy: NAME) {
      count
      pageInfo {
        endCursor
        hasNextPage
      }
      results {
        ...OfferFields
      }
    }
  }
`);

/** The products a picker offers (the server's first matches) or names (the chosen ids). */
export const OfferItemSearchDocument = graphql(`
  query OfferItemSearch($first: Int!, $filter: ItemFilter) {
    items(first: $first, filter: $filter) {
      count
      results {
        id
        title
        defaultPrice
        vatRate
      }
    }
  }
`);

export const CreateOfferDocument = graphql(`
  mutation CreateOffer($data: OfferInput!) {
    createOffer(data: $data) {
      ...OfferFields
    }
  }
`);

export const UpdateOfferDocument = graphql(`
  mutation UpdateOffer($id: ID!, $data: OfferInput!) {
    updateOffer(id: $id, data: $data) {
      ...OfferFields
    }
  }
`);

export const DeleteOfferDocument = graphql(`
  mutation DeleteOffer($id: ID!) {
    deleteOffer(id: $id)
  }
`);
