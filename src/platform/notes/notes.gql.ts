import { graphql } from '../../graphql/__generated__/gql.ts';

/** A record's metadata keys with their values and versions (spec section 7, issue 16 item 7). */
export const GetRecordMetadataDocument = graphql(`
  query GetRecordMetadata($recordType: MetadataRecordType!, $recordId: ID!) {
    recordMetadata(recordType: $recordType, recordId: $recordId) {
      key
      value
      version
    }
  }
`);

/** Sets one key of a record's metadata (value as JSON text) or removes it (value null). */
export const UpdateMetadataDocument = graphql(`
  mutation UpdateMetadata(
    $recordType: MetadataRecordType!
    $recordId: ID!
    $key: String!
    $value: String
    $expectedVersion: Int
  ) {
    updateMetadata(
      recordType: $recordType
      recordId: $recordId
      key: $key
      value: $value
      expectedVersion: $expectedVersion
    ) {
      key
      value
      version
    }
  }
`);
