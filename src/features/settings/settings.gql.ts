import { graphql } from '../../graphql/__generated__/gql.ts';

export const VenueSettingsFieldsFragment = graphql(`
  fragment VenueSettingsFields on VenueSettings {
    id
    name
    legalName
    street
    zip
    city
    phone
    timezone
    accountingCutoff
    staffIdleTimeout
    active
    version
  }
`);

export const GetVenueSettingsPageDocument = graphql(`
  query GetVenueSettingsPage($search: String, $desc: Boolean, $first: Int, $after: String) {
    settingsVenues(search: $search, desc: $desc, first: $first, after: $after) {
      count
      results {
        ...VenueSettingsFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const GetVenueSettingsDocument = graphql(`
  query GetVenueSettings($id: ID!) {
    settingsVenue(id: $id) {
      ...VenueSettingsFields
    }
  }
`);

export const CreateVenueDocument = graphql(`
  mutation CreateVenue($data: VenueSettingsInput!) {
    createVenue(data: $data) {
      id
    }
  }
`);

export const UpdateVenueSettingsDocument = graphql(`
  mutation UpdateVenueSettings($id: ID!, $data: VenueSettingsInput!, $expectedVersion: Int) {
    updateVenueSettings(id: $id, data: $data, expectedVersion: $expectedVersion) {
      id
    }
  }
`);

export const DeleteVenueDocument = graphql(`
  mutation DeleteVenue($id: ID!) {
    deleteVenue(id: $id)
  }
`);
