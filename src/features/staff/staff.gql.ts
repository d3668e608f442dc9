import { graphql } from '../../graphql/__generated__/gql.ts';

export const StaffMemberFieldsFragment = graphql(`
  fragment StaffMemberFields on StaffMember {
    id
    name
    venueIds
    accessLevelId
    phone
    email
    employmentStart
    active
    version
  }
`);

export const GetStaffPageDocument = graphql(`
  query GetStaffPage($search: String, $desc: Boolean, $first: Int, $after: String) {
    staffMembers(search: $search, desc: $desc, first: $first, after: $after) {
      count
      results {
        ...StaffMemberFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const GetStaffMemberDocument = graphql(`
  query GetStaffMember($id: ID!) {
    staffMember(id: $id) {
      ...StaffMemberFields
    }
  }
`);

export const CreateStaffMemberDocument = graphql(`
  mutation CreateStaffMember($data: StaffMemberInput!) {
    createStaffMember(data: $data) {
      id
    }
  }
`);

export const UpdateStaffMemberDocument = graphql(`
  mutation UpdateStaffMember($id: ID!, $data: StaffMemberUpdateInput!, $expectedVersion: Int) {
    updateStaffMember(id: $id, data: $data, expectedVersion: $expectedVersion) {
      id
    }
  }
`);

export const ResetStaffPinDocument = graphql(`
  mutation ResetStaffPin($id: ID!, $pin: String!) {
    resetStaffPin(id: $id, pin: $pin) {
      id
    }
  }
`);

export const ProposeStaffPinDocument = graphql(`
  query ProposeStaffPin($venueIds: [ID!]!) {
    proposeStaffPin(venueIds: $venueIds)
  }
`);

export const DeleteStaffMemberDocument = graphql(`
  mutation DeleteStaffMember($id: ID!) {
    deleteStaffMember(id: $id)
  }
`);

export const AccessLevelRowFieldsFragment = graphql(`
  fragment AccessLevelRowFields on AccessLevel {
    id
    name
    permissions
    defaultKey
    staffCount
    version
  }
`);

export const GetAccessLevelsDocument = graphql(`
  query GetAccessLevels {
    accessLevels {
      ...AccessLevelRowFields
    }
  }
`);

/** One page of the access levels (server/platform/paging/named.ts): search and order in SQL. */
export const GetAccessLevelsPageDocument = graphql(`
  query GetAccessLevelsPage(
    $first: Int!
    $after: String
    $filter: NamedFilter
    $orderBy: NamedOrderBy
    $direction: SortDirection
  ) {
    accessLevelsPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {
      count
      results {
        ...AccessLevelRowFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const CreateAccessLevelDocument = graphql(`
  mutation CreateAccessLevel($data: AccessLevelInput!) {
    createAccessLevel(data: $data) {
      id
    }
  }
`);

export const UpdateAccessLevelDocument = graphql(`
  mutation UpdateAccessLevel($id: ID!, $data: AccessLevelUpdateInput!, $expectedVersion: Int) {
    updateAccessLevel(id: $id, data: $data, expectedVersion: $expectedVersion) {
      id
    }
  }
`);

export const DeleteAccessLevelDocument = graphql(`
  mutation DeleteAccessLevel($id: ID!) {
    deleteAccessLevel(id: $id)
  }
`);

export const GetBackOfficeUsersDocument = graphql(`
  query GetBackOfficeUsers($first: Int, $after: String, $search: String) {
    backOfficeUsersPage(first: $first, after: $after, search: $search) {
      count
      results {
        id
        email
        name
        role
        pending
        scopes
        venueIds
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const InviteUserDocument = graphql(`
  mutation InviteUser(
    $email: String!
    $name: String!
    $language: String!
    $role: String!
    $scopes: [String!]!
    $venueIds: [ID!]!
  ) {
    inviteUser(email: $email, name: $name, language: $language, role: $role, scopes: $scopes, venueIds: $venueIds) {
      id
    }
  }
`);

export const UpdateUserPermissionsDocument = graphql(`
  mutation UpdateUserPermissions($userId: ID!, $role: String!, $scopes: [String!]!, $venueIds: [ID!]!) {
    updateUserPermissions(userId: $userId, role: $role, scopes: $scopes, venueIds: $venueIds) {
      id
    }
  }
`);

export const ResendInvitationDocument = graphql(`
  mutation ResendInvitation($userId: ID!) {
    resendInvitation(userId: $userId)
  }
`);

export const RevokeInvitationDocument = graphql(`
  mutation RevokeInvitation($userId: ID!) {
    revokeInvitation(userId: $userId)
  }
`);

export const RemoveUserDocument = graphql(`
  mutation RemoveUser($userId: ID!, $apiKeys: RemovedUserKeys) {
    removeUser(userId: $userId, apiKeys: $apiKeys)
  }
`);

export const CompetitionsDocument = graphql(`
  query Competitions($after: String) {
    competitions(first: 25, after: $after) {
      results {
        id
        name
        metric
        phase
        startsAt
        endsAt
      }
      count
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const CompetitionLeaderboardDocument = graphql(`
  query CompetitionLeaderboard($id: ID!) {
    competition(id: $id) {
      id
      name
      metric
      phase
      leaderboard {
        rank
        staffName
        quantity
        amount
        score
      }
    }
  }
`);

export const CompetitionLiveDocument = graphql(`
  subscription CompetitionLive($id: ID!) {
    competitionLeaderboard(id: $id) {
      rank
      staffName
      quantity
      amount
      score
    }
  }
`);

export const CompetitionTargetsDocument = graphql(`
  query CompetitionTargets($search: String) {
    competitionTargets(search: $search) {
      categories {
        id
        name
      }
      items {
        id
        name
      }
    }
  }
`);

export const CreateCompetitionDocument = graphql(`
  mutation CreateCompetition($data: CompetitionInput!) {
    createCompetition(data: $data) {
      id
      name
    }
  }
`);
