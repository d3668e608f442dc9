import { graphql } from '../../graphql/__generated__/gql.ts';

export const RegisterDocument = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      success
      error
      errorCode
      fieldErrors {
        field
        code
        message
      }
    }
  }
`);

export const ActivateDocument = graphql(`
  mutation Activate($token: String!) {
    activate(token: $token) {
      success
      error
      errorCode
      token
      refreshToken
    }
  }
`);

export const ResendActivationDocument = graphql(`
  mutation ResendActivation($email: String!) {
    resendActivation(email: $email) {
      success
      error
    }
  }
`);

export const RequestPasswordResetDocument = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      success
      error
    }
  }
`);

export const ResetPasswordDocument = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      success
      error
      errorCode
      fieldErrors {
        field
        code
        message
      }
    }
  }
`);

export const CreateCompanyDocument = graphql(`
  mutation CreateCompany($input: CreateCompanyInput!, $language: String) {
    createCompany(input: $input, language: $language) {
      success
      error
      accountId
      fieldErrors {
        field
        code
        message
      }
    }
  }
`);

export const CompanyApplicationDocument = graphql(`
  query CompanyApplication($id: ID!) {
    companyApplication(id: $id) {
      id
      companyName
      status
      createdAt
    }
  }
`);

export const GetOrganizationDocument = graphql(`
  query GetOrganization {
    organization {
      id
      name
      companies {
        id
        name
        users {
          id
          name
          username
          permissions {
            scopes
            venueIds
          }
        }
      }
    }
  }
`);

export const SwitchUserDocument = graphql(`
  mutation SwitchUser($userId: ID!) {
    switchUser(userId: $userId) {
      success
      error
      token
      refreshToken
    }
  }
`);

export const AddCapturedUserDetailsDocument = graphql(`
  mutation AddCapturedUserDetails($input: CapturedUserDetailsInput!) {
    addCapturedUserDetails(input: $input) {
      success
      errorCode
    }
  }
`);
