import { graphql } from '../../graphql/__generated__/gql.ts';

export const IntegrationsDocument = graphql(`
  query Integrations {
    integrations {
      key
      name
      kind
      available
      countries
      offeredHere
      status
    }
  }
`);

export const IntegrationDocument = graphql(`
  query Integration($key: String!) {
    integration(key: $key) {
      key
      name
      kind
      available
      status
      message
      tenants
      oauth
      credentialFields
      vouchers {
        id
        accountingDate
        status
        message
        attempts
        nextAttemptAt
        providerReference
      }
    }
  }
`);

export const ConnectIntegrationDocument = graphql(`
  mutation ConnectIntegration($key: String!, $credentials: [IntegrationCredentialInput!]!) {
    connectIntegration(key: $key, credentials: $credentials) {
      key
      status
    }
  }
`);

export const AuthorizeIntegrationDocument = graphql(`
  mutation AuthorizeIntegration($key: String!) {
    authorizeIntegration(key: $key)
  }
`);

export const SendDailyVouchersDocument = graphql(`
  mutation SendDailyVouchers($key: String!, $accountingDate: String!) {
    sendDailyVouchers(key: $key, accountingDate: $accountingDate) {
      key
    }
  }
`);

export const IntegrationConfigDocument = graphql(`
  query IntegrationConfig($key: String!, $venueId: ID) {
    integrationConfig(key: $key, venueId: $venueId) {
      saved
      own
      vatRates
      sales {
        key
        account
      }
      vat {
        key
        account
      }
      payments {
        key
        account
        name
      }
      otherPayments
      tips
      rounding
      cashDifference
      tenant
    }
  }
`);

export const SaveIntegrationConfigDocument = graphql(`
  mutation SaveIntegrationConfig($key: String!, $data: IntegrationConfigInput!, $venueId: ID) {
    saveIntegrationConfig(key: $key, data: $data, venueId: $venueId) {
      saved
    }
  }
`);

export const RemoveVenueIntegrationConfigDocument = graphql(`
  mutation RemoveVenueIntegrationConfig($key: String!, $venueId: ID!) {
    removeVenueIntegrationConfig(key: $key, venueId: $venueId) {
      own
    }
  }
`);

export const SieExportDocument = graphql(`
  query SieExport($from: String!, $to: String!, $venueId: ID) {
    sieExport(from: $from, to: $to, venueId: $venueId) {
      fileName
      content
      vouchers
    }
  }
`);

export const ResendIntegrationVoucherDocument = graphql(`
  mutation ResendIntegrationVoucher($voucherId: ID!) {
    resendIntegrationVoucher(voucherId: $voucherId) {
      id
      status
    }
  }
`);

export const InvoicesDocument = graphql(`
  query Invoices($integration: String, $first: Int, $after: String) {
    invoices(integration: $integration, first: $first, after: $after) {
      items {
        id
        status
        message
        createdAt
        amount
        currency
        periodStart
        periodEnd
        nextAttemptAt
        providerReference
        target {
          id
          name
        }
      }
      nextCursor
    }
  }
`);

export const InvoiceNowDocument = graphql(`
  mutation InvoiceNow {
    invoiceNow {
      id
    }
  }
`);

export const ResendInvoiceDocument = graphql(`
  mutation ResendInvoice($id: ID!) {
    resendInvoice(id: $id) {
      id
      status
    }
  }
`);
