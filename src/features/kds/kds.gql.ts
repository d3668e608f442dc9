import { graphql } from '../../graphql/__generated__/gql.ts';

export const KdsTicketFieldsFragment = graphql(`
  fragment KdsTicketFields on KdsTicket {
    id
    orderId
    orderNumber
    table
    serviceType
    staffName
    courseName
    coursePosition
    stage
    version
    orderedAt
    createdAt
    startedAt
    readyAt
    lines {
      id
      title
      quantity
      modifications
      removed
      messages
      allergens
    }
  }
`);

export const GetKdsStationsDocument = graphql(`
  query GetKdsStations($venueId: ID!) {
    kdsStations(venueId: $venueId) {
      id
      name
      kind
    }
  }
`);

export const GetKdsBoardDocument = graphql(`
  query GetKdsBoard($stationId: ID!, $venueId: ID!) {
    kdsTickets(stationId: $stationId, venueId: $venueId) {
      at
      tickets {
        ...KdsTicketFields
      }
      lastBump {
        id
        ticketId
        fromStage
        toStage
      }
    }
  }
`);

export const BumpKdsTicketDocument = graphql(`
  mutation BumpKdsTicket($stationId: ID!, $ticketId: ID!, $fromStage: KdsStage!) {
    bumpKdsTicket(stationId: $stationId, ticketId: $ticketId, fromStage: $fromStage) {
      applied
      outcome
      ticket {
        ...KdsTicketFields
      }
      bump {
        id
      }
    }
  }
`);

export const RecallKdsTicketDocument = graphql(`
  mutation RecallKdsTicket($stationId: ID!, $bumpId: ID) {
    recallKdsTicket(stationId: $stationId, bumpId: $bumpId) {
      applied
      outcome
      ticket {
        ...KdsTicketFields
      }
    }
  }
`);

export const GetKdsPrepTimesDocument = graphql(`
  query GetKdsPrepTimes($venueId: ID!, $stationId: ID) {
    kdsPrepTimes(venueId: $venueId, stationId: $stationId) {
      stationId
      stationName
      hour
      tickets
      averageSeconds
    }
  }
`);

export const KdsEventsDocument = graphql(`
  subscription KdsEvents($stationId: ID!, $venueId: ID!) {
    kdsEvents(stationId: $stationId, venueId: $venueId) {
      reason
      orderId
      ticketId
      at
    }
  }
`);
