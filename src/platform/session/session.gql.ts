import { graphql } from '../../graphql/__generated__/gql.ts';

export const LoginDocument = graphql(`
  mutation Login($username: String!, $password: String!, $backoffice: Boolean) {
    login(username: $username, password: $password, backoffice: $backoffice) {
      success
      error
      errorCode
      token
      refreshToken
      retryAfterSeconds
    }
  }
`);

export const GetUserMetadataDocument = graphql(`
  query GetUserMetadata {
    userMetadata {
      companyId
      venueId
      organizationId
      legalEntityId
      billingAccountId
      billingProvider
      balanceAccountId
      userId
      userFirstName
      userLastName
      companyName
      country
      currency
      timezone
      email
      legalname
      isPaymentsOnly
      uiLanguage
      permissions {
        scopes
        venueIds
      }
      licences
    }
  }
`);

export const LogoutDocument = graphql(`
  mutation Logout {
    logout
  }
`);
