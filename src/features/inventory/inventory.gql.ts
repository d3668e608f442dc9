import { graphql } from '../../graphql/__generated__/gql.ts';

export const StockLevelFieldsFragment = graphql(`
  fragment StockLevelFields on StockLevel {
    id
    venueId
    itemId
    title
    level
    lowLevel
    low
    soldOut
  }
`);

export const GetStockLevelsDocument = graphql(`
  query GetStockLevels($venueId: ID!, $search: String, $lowOnly: Boolean, $first: Int, $after: String) {
    stockLevels(venueId: $venueId, search: $search, lowOnly: $lowOnly, first: $first, after: $after) {
      count
      results {
        ...StockLevelFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const GetStockMovementsDocument = graphql(`
  query GetStockMovements($venueId: ID!, $itemId: ID!, $first: Int, $after: String) {
    stockMovements(venueId: $venueId, itemId: $itemId, first: $first, after: $after) {
      items {
        id
        kind
        delta
        level
        who
        note
        at
      }
      nextCursor
    }
  }
`);

export const StockItemSearchDocument = graphql(`
  query StockItemSearch($first: Int!, $filter: ItemFilter) {
    items(first: $first, filter: $filter) {
      count
      results {
        id
        title
      }
    }
  }
`);

export const RecordDeliveryDocument = graphql(`
  mutation RecordDelivery($input: StockDeliveryInput!) {
    recordDelivery(input: $input) {
      ...StockLevelFields
    }
  }
`);

export const RecordStockCountDocument = graphql(`
  mutation RecordStockCount($input: StockCountInput!) {
    recordStockCount(input: $input) {
      ...StockLevelFields
    }
  }
`);

export const SetLowStockLevelDocument = graphql(`
  mutation SetLowStockLevel($venueId: ID!, $itemId: ID!, $lowLevel: Int) {
    setLowStockLevel(venueId: $venueId, itemId: $itemId, lowLevel: $lowLevel) {
      ...StockLevelFields
    }
  }
`);
