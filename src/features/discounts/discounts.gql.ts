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

export const GetOffersDocument = graphql(`
  query GetOffers {
    offers {
      ...OfferFields
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
