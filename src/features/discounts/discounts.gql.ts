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

export const GetOfferItemsDocument = graphql(`
  query GetOfferItems {
    items {
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
