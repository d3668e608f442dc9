import { graphql } from '../../graphql/__generated__/gql.ts';

export const LicenceFieldsFragment = graphql(`
  fragment LicenceFields on License {
    id
    plan
    status
    product
    deviceId
    expiresAt
  }
`);

export const DeviceFieldsFragment = graphql(`
  fragment DeviceFields on Device {
    id
    name
    venueId
    version
    activeLicenses {
      id
      product
    }
  }
`);

export const GetLicensesDocument = graphql(`
  query GetLicenses($activeOnly: Boolean, $first: Int, $after: String) {
    licenses(activeOnly: $activeOnly, first: $first, after: $after) {
      count
      results {
        ...LicenceFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const GetDevicesDocument = graphql(`
  query GetDevices($search: String, $first: Int, $after: String) {
    devices(search: $search, first: $first, after: $after) {
      count
      results {
        ...DeviceFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const GetOperativeViewerDocument = graphql(`
  query GetOperativeViewer {
    operativeViewer {
      isPOSAccessBlocked
      onboarded
    }
  }
`);

export const ClaimDeviceDocument = graphql(`
  mutation ClaimDevice($data: ClaimDeviceInput!) {
    claimDevice(data: $data) {
      ...DeviceFields
    }
  }
`);

export const UpdateDeviceDocument = graphql(`
  mutation UpdateDevice($id: ID!, $data: DeviceInput!, $expectedVersion: Int) {
    updateDevice(id: $id, data: $data, expectedVersion: $expectedVersion) {
      ...DeviceFields
    }
  }
`);

export const SetPosAccessBlockedDocument = graphql(`
  mutation SetPosAccessBlocked($blocked: Boolean!) {
    setPOSAccessBlocked(blocked: $blocked)
  }
`);

export const MarkBoostSeenDocument = graphql(`
  mutation MarkBoostSeen {
    markBoostSeen
  }
`);

export const RequestBoostDocument = graphql(`
  mutation RequestBoost($legalEntityId: ID!, $offerId: ID!) {
    requestBoost(legalEntityId: $legalEntityId, offerId: $offerId)
  }
`);
