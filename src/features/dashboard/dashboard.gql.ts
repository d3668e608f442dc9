import { graphql } from '../../graphql/__generated__/gql.ts';

export const DashboardDocument = graphql(`
  query Dashboard($venueId: ID) {
    dashboard(venueId: $venueId) {
      accountingDate
      companyName
      currency
      venueCount
      productCount
      venue {
        id
        name
      }
      sales {
        amount
        count
      }
    }
  }
`);
