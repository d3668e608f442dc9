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

/** The bell's dead mails (issue 44 item 2): the company's mails the outbox gave up on. */
export const DeadMailsDocument = graphql(`
  query deadMails {
    deadMails {
      id
      kind
      recipient
      subject
    }
  }
`);

/** "Send again" on a dead mail. */
export const SendMailAgainDocument = graphql(`
  mutation sendMailAgain($mailId: ID!) {
    sendMailAgain(mailId: $mailId)
  }
`);
