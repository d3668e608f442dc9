import { graphql } from '../../graphql/__generated__/gql.ts';

export const PaymentTransactionsDocument = graphql(`
  query PaymentTransactions($filter: PaymentTransactionFilter, $first: Int, $after: String) {
    paymentTransactions(filter: $filter, first: $first, after: $after) {
      items {
        id
        orderId
        orderNumber
        venueName
        amount
        tip
        currency
        reference
        createdAt
      }
      nextCursor
      totalCount
      totalAmount
    }
  }
`);

export const PaymentsOverviewDocument = graphql(`
  query PaymentsOverview {
    paymentsOverview {
      configured
      providerError
      balanceAccounts {
        id
        description
        currency
        available
        pending
      }
      accountHolders {
        id
        legalName
        country
        email
        legalEntityId
        status
        shareholders {
          name
          jobTitle
        }
      }
      legalEntities {
        id
        name
      }
      venues {
        id
        name
        street
        zip
        city
        metadataComplete
        store {
          id
          accountHolderId
          status
        }
      }
    }
  }
`);

export const CreateAccountHolderDocument = graphql(`
  mutation CreateAccountHolder($input: AccountHolderInput!) {
    createAccountHolder(input: $input) {
      accountHolder {
        id
        status
      }
    }
  }
`);

export const AddProviderStoreDocument = graphql(`
  mutation AddProviderStore($venueId: ID!, $accountHolderId: ID!, $address: StoreAddressInput) {
    addProviderStore(venueId: $venueId, accountHolderId: $accountHolderId, address: $address) {
      id
      venueId
    }
  }
`);

export const KycLinkDocument = graphql(`
  query KycLink($accountHolderId: ID!) {
    kycLink(accountHolderId: $accountHolderId)
  }
`);

export const CheckoutLinkDocument = graphql(`
  query CheckoutLink($accountHolderId: ID!) {
    checkoutLink(accountHolderId: $accountHolderId)
  }
`);

export const PayoutsDocument = graphql(`
  query Payouts($accountHolderId: ID!, $first: Int, $after: String) {
    payouts(accountHolderId: $accountHolderId, first: $first, after: $after) {
      configured
      items {
        id
        amount
        currency
        status
        bookedAt
      }
      nextCursor
    }
  }
`);

export const PaymentReportsDocument = graphql(`
  query PaymentReports($first: Int, $after: String) {
    paymentReports(first: $first, after: $after) {
      items {
        id
        type
        currency
        fromDate
        toDate
        status
        downloadUrl
        createdAt
      }
      nextCursor
    }
  }
`);

export const CreatePayoutReportDocument = graphql(`
  mutation CreatePayoutReport($input: PayoutReportInput!) {
    createPayoutReport(input: $input) {
      id
      status
    }
  }
`);
