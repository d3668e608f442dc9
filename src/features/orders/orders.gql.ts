import { graphql } from '../../graphql/__generated__/gql.ts';

export const OrdersDocument = graphql(`
  query Orders($filter: OrderFilter, $first: Int, $after: String, $withTotals: Boolean = true) {
    orders(filter: $filter, first: $first, after: $after) {
      items {
        id
        number
        createdAt
        accountingDate
        venueName
        channel
        serviceType
        status
        table
        staffName
        total
        refunded
      }
      nextCursor
      totalCount @include(if: $withTotals)
      totalAmount @include(if: $withTotals)
      refundedAmount @include(if: $withTotals)
    }
  }
`);

export const OrderDocument = graphql(`
  query Order($id: ID!) {
    order(id: $id) {
      id
      number
      status
      channel
      serviceType
      venueName
      table
      staffName
      guestCount
      createdAt
      paidAt
      accountingDate
      device
      total
      vatTotal
      paid
      tips
      refunded
      vat {
        rate
        net
        vat
        gross
      }
      lines {
        id
        title
        quantity
        refundedQuantity
        unitPrice
        vatRate
        total
        variations {
          name
          price
        }
        offers {
          name
          discount
        }
      }
      payments {
        id
        method
        methodName
        amount
        tip
        acquirerReference
      }
      refunds {
        id
        amount
        reason
        status
        byName
        createdAt
      }
      audit {
        id
        at
        who
        device
        action
      }
    }
  }
`);

export const RefundOrderDocument = graphql(`
  mutation RefundOrder(
    $idempotencyKey: String!
    $orderId: ID!
    $lines: [RefundLineInput!]
    $amount: Int
    $reason: String!
  ) {
    refundOrder(
      idempotencyKey: $idempotencyKey
      orderId: $orderId
      lines: $lines
      amount: $amount
      reason: $reason
    ) {
      id
      status
      refunded
    }
  }
`);

export const SendOrderEmailDocument = graphql(`
  mutation SendOrderEmail($orderId: ID!, $email: String!) {
    sendOrderEmail(orderId: $orderId, email: $email) {
      id
    }
  }
`);

export const OrderEventsDocument = graphql(`
  subscription OrderEvents {
    orderEvents {
      orderId
      number
    }
  }
`);

export const ApiKeysDocument = graphql(`
  query ApiKeys($first: Int!, $after: String, $filter: NamedFilter) {
    apiKeysPage(first: $first, after: $after, filter: $filter) {
      count
      pageInfo {
        endCursor
        hasNextPage
      }
      results {
        id
      name
      venueId
      prefix
      scopes
      createdAt
        lastUsedAt
        revokedAt
        expiresAt
        createdBy
        owner
      }
    }
  }
`);

export const CreateApiKeyDocument = graphql(`
  mutation CreateApiKey($name: String!, $venueId: ID!, $scopes: [String!]!) {
    createApiKey(name: $name, venueId: $venueId, scopes: $scopes) {
      key
      apiKey {
        id
      }
    }
  }
`);

export const RotateApiKeyDocument = graphql(`
  mutation RotateApiKey($id: ID!, $overlapHours: Int) {
    rotateApiKey(id: $id, overlapHours: $overlapHours) {
      key
      apiKey {
        id
      }
    }
  }
`);

export const RevokeApiKeyDocument = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
      revokedAt
    }
  }
`);
