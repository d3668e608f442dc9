import { graphql } from '../../graphql/__generated__/gql.ts';

export const TableRowFieldsFragment = graphql(`
  fragment TableRowFields on Table {
    id
    code
    seats
    shape
    width
    height
    posX
    posY
    rotation
    area
    floorPlanId
    version
  }
`);

export const FloorPlanFieldsFragment = graphql(`
  fragment FloorPlanFields on FloorPlan {
    id
    name
    venueId
    width
    height
    version
    decor {
      id
      kind
      x
      y
      width
      height
      rotation
      text
    }
    tables {
      ...TableRowFields
    }
    otherTableCodes
  }
`);

export const GetFloorPlansDocument = graphql(`
  query GetFloorPlans($venueId: ID) {
    floorPlans(venueId: $venueId) {
      ...FloorPlanFields
    }
  }
`);

export const GetTablesPageDocument = graphql(`
  query GetTablesPage($floorPlanId: ID, $search: String, $sort: TableSort, $descending: Boolean, $first: Int, $after: String) {
    tables(floorPlanId: $floorPlanId, search: $search, sort: $sort, descending: $descending, first: $first, after: $after) {
      totalCount
      items {
        ...TableRowFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const CreateTableDocument = graphql(`
  mutation CreateTable($data: TableInput!) {
    createTable(data: $data) {
      id
    }
  }
`);

export const UpdateTableDocument = graphql(`
  mutation UpdateTable($id: ID!, $data: TableInput!, $expectedVersion: Int) {
    updateTable(id: $id, data: $data, expectedVersion: $expectedVersion) {
      id
    }
  }
`);

export const DeleteTablesDocument = graphql(`
  mutation DeleteTables($ids: [ID!]!) {
    deleteTables(ids: $ids)
  }
`);

export const CreateTablesDocument = graphql(`
  mutation CreateTables($data: CreateTablesInput!) {
    createTables(data: $data) {
      id
    }
  }
`);

export const CreateFloorPlanDocument = graphql(`
  mutation CreateFloorPlan($data: FloorPlanInput!) {
    createFloorPlan(data: $data) {
      ...FloorPlanFields
    }
  }
`);

export const UpdateFloorPlanDocument = graphql(`
  mutation UpdateFloorPlan($id: ID!, $data: FloorPlanInput!, $expectedVersion: Int) {
    updateFloorPlan(id: $id, data: $data, expectedVersion: $expectedVersion) {
      ...FloorPlanFields
    }
  }
`);

export const DeleteFloorPlanDocument = graphql(`
  mutation DeleteFloorPlan($id: ID!) {
    deleteFloorPlan(id: $id)
  }
`);

export const SaveFloorPlanDocument = graphql(`
  mutation SaveFloorPlan($id: ID!, $expectedVersion: Int!, $tables: [FloorPlanTableInput!]!, $decor: [FloorDecorInput!]!) {
    saveFloorPlan(id: $id, expectedVersion: $expectedVersion, tables: $tables, decor: $decor) {
      ...FloorPlanFields
    }
  }
`);

export const GetTableMonitorDocument = graphql(`
  query GetTableMonitor($floorPlanId: ID!) {
    tableMonitor(floorPlanId: $floorPlanId) {
      at
      plan {
        id
        version
      }
      tables {
        state
        guests
        seatedAt
        amount
        staff
        table {
          ...TableRowFields
        }
      }
    }
  }
`);

export const TableEventsDocument = graphql(`
  subscription TableEvents($venueId: ID!) {
    tableEvents(venueId: $venueId) {
      venueId
      reason
      orderId
    }
  }
`);
