import { graphql } from '../../graphql/__generated__/gql.ts';

// The Z-reports page's Verify action (issue 40 item 4): its own module, beside finance.gql.ts.
export const VerifyLedgerDocument = graphql(`
  query VerifyLedger($venueId: ID!) {
    verifyLedger(venueId: $venueId) {
      ok
      links
      records
      breakCount
      firstBreak {
        register
        sequence
        kind
        number
        reason
      }
    }
  }
`);
