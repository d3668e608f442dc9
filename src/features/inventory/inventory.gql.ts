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

/* Stock counted in ingredients through a recipe (decision 0109). */
export const IngredientStockFieldsFragment = graphql(`
  fragment IngredientStockFields on IngredientStock {
    id
    venueId
    name
    unit
    level
    lowLevel
    low
    empty
  }
`);

export const GetIngredientStockDocument = graphql(`
  query GetIngredientStock($venueId: ID!, $search: String, $lowOnly: Boolean, $first: Int, $after: String) {
    ingredientStock(venueId: $venueId, search: $search, lowOnly: $lowOnly, first: $first, after: $after) {
      count
      results {
        ...IngredientStockFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const GetIngredientMovementsDocument = graphql(`
  query GetIngredientMovements($venueId: ID!, $ingredientId: ID!, $first: Int, $after: String) {
    ingredientMovements(venueId: $venueId, ingredientId: $ingredientId, first: $first, after: $after) {
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

export const GetRecipeDocument = graphql(`
  query GetRecipe($itemId: ID!) {
    recipe(itemId: $itemId) {
      ingredientId
      name
      unit
      quantity
    }
  }
`);

export const CreateIngredientDocument = graphql(`
  mutation CreateIngredient($name: String!, $unit: IngredientUnit!) {
    createIngredient(name: $name, unit: $unit) {
      id
      name
      unit
    }
  }
`);

export const SetRecipeDocument = graphql(`
  mutation SetRecipe($itemId: ID!, $lines: [RecipeLineInput!]!) {
    setRecipe(itemId: $itemId, lines: $lines) {
      ingredientId
      name
      unit
      quantity
    }
  }
`);

export const RecordIngredientDeliveryDocument = graphql(`
  mutation RecordIngredientDelivery($input: IngredientDeliveryInput!) {
    recordIngredientDelivery(input: $input) {
      ...IngredientStockFields
    }
  }
`);

export const RecordIngredientCountDocument = graphql(`
  mutation RecordIngredientCount($input: IngredientCountInput!) {
    recordIngredientCount(input: $input) {
      ...IngredientStockFields
    }
  }
`);

export const SetIngredientLowLevelDocument = graphql(`
  mutation SetIngredientLowLevel($venueId: ID!, $ingredientId: ID!, $lowLevel: Int) {
    setIngredientLowLevel(venueId: $venueId, ingredientId: $ingredientId, lowLevel: $lowLevel) {
      ...IngredientStockFields
    }
  }
`);
