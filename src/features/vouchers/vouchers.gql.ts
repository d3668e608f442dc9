import { graphql } from '../../graphql/__generated__/gql.ts';

export const GetVouchersDocument = graphql(`
  query getVouchers($companyId: ID, $venueId: ID!, $startDate: String!, $endDate: String!) {
    getVouchers(companyId: $companyId, venueId: $venueId, startDate: $startDate, endDate: $endDate) {
      items {
        id
        status
      }
      lastKey
    }
  }
`);

/** The bell's "Reconnect" items (issue 44): connections whose OAuth grant expired or was revoked. */
export const BellIntegrationsDocument = graphql(`
  query bellIntegrations {
    integrations {
      key
      name
      status
    }
  }
`);
