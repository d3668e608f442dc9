import { graphql } from '../../graphql/__generated__/gql.ts';

/** A translated text in every language; spread wherever a `*Lang` field is read. */
export const AllLanguagesFragment = graphql(`
  fragment AllLanguages on Translations {
    en
    se
    es
    no
    da
    tr
    ar
  }
`);

/** What a product row of the list shows; the editor's record adds the rest. */
export const ProductRowFieldsFragment = graphql(`
  fragment ProductRowFields on Item {
    id
    title
    defaultPrice
    vatRate
    allergens
    courseTypeId
    courseType {
      id
      name
    }
    version
    categories {
      id
      name
      color
    }
    appliedVariations {
      id
      title
    }
  }
`);

/** The product pickers (an upsell's products): the server's first matches, or the chosen ids' names. */
export const ProductPickerDocument = graphql(`
  query ProductPicker($first: Int!, $filter: ItemFilter) {
    items(first: $first, filter: $filter) {
      count
      results {
        id
        title
      }
    }
  }
`);

/** One page of the product screen: filtered, sorted and cut by the server (issue 14). */
export const GetItemsPageDocument = graphql(`
  query GetItemsPage(
    $first: Int!
    $after: String
    $filter: ItemFilter
    $orderBy: ItemOrderBy
    $direction: SortDirection
  ) {
    items(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {
      count
      results {
        ...ProductRowFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

/** Everything the CSV export writes, one page at a time (the export never holds the catalogue). */
export const GetItemDocument = graphql(`
  query GetItem($id: ID!) {
    item(id: $id) {
      ...ProductRowFields
      titleLang {
        ...AllLanguages
      }
      manualPrice
      takeAwayVatRate
      norwegianCategory
      volumeSuffix
      imageUrl
      stationId
      defaultVariationsIds
      upsellIds
    }
  }
`);

export const CreateItemDocument = graphql(`
  mutation CreateItem($data: ItemInput!) {
    createItem(data: $data) {
      id
      defaultPrice
      title
      version
    }
  }
`);

export const UpdateItemDocument = graphql(`
  mutation UpdateItem($itemId: ID!, $data: ItemUpdateInput!, $expectedVersion: Int) {
    updateItem(itemId: $itemId, data: $data, expectedVersion: $expectedVersion) {
      id
      defaultPrice
      title
      version
    }
  }
`);

export const UpdateItemPriceDocument = graphql(`
  mutation UpdateItemPrice($itemId: ID!, $price: Int!, $expectedVersion: Int) {
    updateItemPrice(itemId: $itemId, price: $price, expectedVersion: $expectedVersion) {
      success
      version
    }
  }
`);

export const UpdateItemsDocument = graphql(`
  mutation UpdateItems($ids: [ID!]!, $data: BulkItemInput!) {
    updateItems(ids: $ids, data: $data) {
      success
      count
    }
  }
`);

/** The same change for every product the list's filter matches ("select all N matching"). */
export const UpdateItemsMatchingDocument = graphql(`
  mutation UpdateItemsMatching($filter: ItemFilter!, $data: BulkItemInput!) {
    updateItemsMatching(filter: $filter, data: $data) {
      success
      count
    }
  }
`);

export const DeleteNodesDocument = graphql(`
  mutation DeleteNodes($ids: [ID!]!, $force: Boolean) {
    deleteNodes(ids: $ids, force: $force) {
      success
      deleted
      usageCount
      usages {
        kind
        id
        name
      }
    }
  }
`);

export const CategoryRowFieldsFragment = graphql(`
  fragment CategoryRowFields on Category {
    id
    name
    nameLang {
      ...AllLanguages
    }
    color
    vatRate
    parentId
    parent {
      id
      name
    }
    courseTypeId
    courseType {
      id
      name
    }
    stationId
    station {
      id
      name
    }
    itemCount
    version
  }
`);

/** One page of the list (server/platform/paging/named.ts): search and order in SQL. */
export const GetCategoriesPageDocument = graphql(`
  query GetCategoriesPage(
    $first: Int!
    $after: String
    $filter: NamedFilter
    $orderBy: NamedOrderBy
    $direction: SortDirection
  ) {
    categoriesPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {
      count
      results {
        ...CategoryRowFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const CreateCategoryDocument = graphql(`
  mutation CreateCategory($data: CategoryInput!) {
    createCategory(data: $data) {
      id
      name
      version
    }
  }
`);

export const UpdateCategoryDocument = graphql(`
  mutation UpdateCategory($id: ID!, $data: CategoryUpdateInput!, $expectedVersion: Int) {
    updateCategory(id: $id, data: $data, expectedVersion: $expectedVersion) {
      id
      name
      version
    }
  }
`);

export const UpdateCategoriesMatchingDocument = graphql(`
  mutation UpdateCategoriesMatching($filter: NamedFilter!, $data: BulkCategoryInput!) {
    updateCategoriesMatching(filter: $filter, data: $data) {
      success
      count
    }
  }
`);

export const UpdateCategoriesDocument = graphql(`
  mutation UpdateCategories($ids: [ID!]!, $data: BulkCategoryInput!) {
    updateCategories(ids: $ids, data: $data) {
      success
      count
    }
  }
`);

export const CourseTypeRowFieldsFragment = graphql(`
  fragment CourseTypeRowFields on CourseType {
    id
    name
    nameLang {
      ...AllLanguages
    }
    position
    version
  }
`);

/** One page of the list (server/platform/paging/named.ts): search and order in SQL. */
export const GetCourseTypesPageDocument = graphql(`
  query GetCourseTypesPage(
    $first: Int!
    $after: String
    $filter: NamedFilter
    $orderBy: NamedOrderBy
    $direction: SortDirection
  ) {
    courseTypesPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {
      count
      results {
        ...CourseTypeRowFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const CreateCourseTypeDocument = graphql(`
  mutation CreateCourseType($data: CourseTypeInput!) {
    createCourseType(data: $data) {
      id
      name
      version
    }
  }
`);

export const UpdateCourseTypeDocument = graphql(`
  mutation UpdateCourseType($id: ID!, $data: CourseTypeUpdateInput!, $expectedVersion: Int) {
    updateCourseType(id: $id, data: $data, expectedVersion: $expectedVersion) {
      id
      name
      version
    }
  }
`);

export const StationRowFieldsFragment = graphql(`
  fragment StationRowFields on Station {
    id
    name
    kind
    venueId
    version
  }
`);

/** One page of the list (server/platform/paging/named.ts): search and order in SQL. */
export const GetStationsPageDocument = graphql(`
  query GetStationsPage(
    $first: Int!
    $after: String
    $filter: NamedFilter
    $orderBy: NamedOrderBy
    $direction: SortDirection
  ) {
    stationsPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {
      count
      results {
        ...StationRowFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const CreateStationDocument = graphql(`
  mutation CreateStation($data: StationInput!) {
    createStation(data: $data) {
      id
      name
      version
    }
  }
`);

export const UpdateStationDocument = graphql(`
  mutation UpdateStation($id: ID!, $data: StationUpdateInput!, $expectedVersion: Int) {
    updateStation(id: $id, data: $data, expectedVersion: $expectedVersion) {
      id
      name
      version
    }
  }
`);

export const VariationGroupRowFieldsFragment = graphql(`
  fragment VariationGroupRowFields on VariationGroup {
    id
    title
    titleLang {
      ...AllLanguages
    }
    selectionMode
    itemCount
    version
    variations {
      id
      name
      price
    }
  }
`);

/** One page of the list (server/platform/paging/named.ts): search and order in SQL. */
export const GetVariationGroupsPageDocument = graphql(`
  query GetVariationGroupsPage(
    $first: Int!
    $after: String
    $filter: NamedFilter
    $orderBy: NamedOrderBy
    $direction: SortDirection
  ) {
    variationGroupsPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {
      count
      results {
        ...VariationGroupRowFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const CreateVariationGroupDocument = graphql(`
  mutation CreateVariationGroup($data: VariationGroupInput!) {
    createVariationGroup(data: $data) {
      id
      title
      version
    }
  }
`);

export const UpdateVariationGroupDocument = graphql(`
  mutation UpdateVariationGroup($id: ID!, $data: VariationGroupUpdateInput!, $expectedVersion: Int) {
    updateVariationGroup(id: $id, data: $data, expectedVersion: $expectedVersion) {
      id
      title
      version
    }
  }
`);

export const UpsellRowFieldsFragment = graphql(`
  fragment UpsellRowFields on Upsell {
    id
    name
    nameLang {
      ...AllLanguages
    }
    displayOrder
    version
    items {
      id
      title
    }
  }
`);

/** One page of the list (server/platform/paging/named.ts): search and order in SQL. */
export const GetUpsellsPageDocument = graphql(`
  query GetUpsellsPage(
    $first: Int!
    $after: String
    $filter: NamedFilter
    $orderBy: NamedOrderBy
    $direction: SortDirection
  ) {
    upsellsPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {
      count
      results {
        ...UpsellRowFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const CreateUpsellDocument = graphql(`
  mutation CreateUpsell($data: UpsellInput!) {
    createUpsell(data: $data) {
      id
      name
      version
    }
  }
`);

export const UpdateUpsellDocument = graphql(`
  mutation UpdateUpsell($id: ID!, $data: UpsellUpdateInput!, $expectedVersion: Int) {
    updateUpsell(id: $id, data: $data, expectedVersion: $expectedVersion) {
      id
      name
      version
    }
  }
`);

export const MessageRowFieldsFragment = graphql(`
  fragment MessageRowFields on PredefinedMessage {
    id
    type
    text
    textLang {
      ...AllLanguages
    }
    venueId
    version
  }
`);

/** One page of the list (server/platform/paging/named.ts): search and order in SQL. */
export const GetPredefinedMessagesPageDocument = graphql(`
  query GetPredefinedMessagesPage(
    $first: Int!
    $after: String
    $filter: NamedFilter
    $orderBy: NamedOrderBy
    $direction: SortDirection
  ) {
    predefinedMessagesPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {
      count
      results {
        ...MessageRowFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const CreatePredefinedMessageDocument = graphql(`
  mutation CreatePredefinedMessage($data: PredefinedMessageInput!) {
    createPredefinedMessage(data: $data) {
      id
      text
      version
    }
  }
`);

export const UpdatePredefinedMessageDocument = graphql(`
  mutation UpdatePredefinedMessage($id: ID!, $data: PredefinedMessageUpdateInput!, $expectedVersion: Int) {
    updatePredefinedMessage(id: $id, data: $data, expectedVersion: $expectedVersion) {
      id
      text
      version
    }
  }
`);

export const StartItemImportDocument = graphql(`
  mutation StartItemImport {
    startItemImport
  }
`);

export const AppendItemImportDocument = graphql(`
  mutation AppendItemImport($importId: ID!, $index: Int!, $chunk: String!) {
    appendItemImport(importId: $importId, index: $index, chunk: $chunk) {
      success
    }
  }
`);

export const PreviewItemImportDocument = graphql(`
  mutation PreviewItemImport($importId: ID!) {
    previewItemImport(importId: $importId) {
      total
      creates
      updates
      unchanged
      errors {
        line
        column
        code
        message
      }
      rows {
        line
        action
        id
        title
        changes
      }
    }
  }
`);

export const CommitItemImportDocument = graphql(`
  mutation CommitItemImport($importId: ID!) {
    commitItemImport(importId: $importId) {
      success
      creates
      updates
    }
  }
`);

/** An item's removable ingredients (record metadata `removable-ingredients`, issue 16 item 7). */
export const GetRemovableIngredientsDocument = graphql(`
  query GetRemovableIngredients($id: ID!) {
    item(id: $id) {
      id
      removableIngredients {
        id
        name
        nameLang {
          ...AllLanguages
        }
      }
    }
    recordMetadata(recordType: ITEM, recordId: $id) {
      key
      version
    }
  }
`);
