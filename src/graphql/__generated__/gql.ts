/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query GetItems($companyId: ID) {\n    items(companyId: $companyId) {\n      count\n      results {\n        id\n        title\n        titleLang {\n          en\n          se\n          es\n          no\n        }\n        defaultPrice\n        categories {\n          id\n          name\n          color\n        }\n      }\n    }\n  }\n": typeof types.GetItemsDocument,
    "\n  mutation Login($username: String!, $password: String!, $backoffice: Boolean) {\n    login(username: $username, password: $password, backoffice: $backoffice) {\n      success\n      error\n      token\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query GetUserMetadata {\n    userMetadata {\n      companyId\n      venueId\n      organizationId\n      legalEntityId\n      billingAccountId\n      balanceAccountId\n      userId\n      userFirstName\n      userLastName\n      companyName\n      country\n      currency\n      timezone\n      email\n      legalname\n      isPaymentsOnly\n      permissions {\n        scopes\n        venueIds\n      }\n    }\n  }\n": typeof types.GetUserMetadataDocument,
};
const documents: Documents = {
    "\n  query GetItems($companyId: ID) {\n    items(companyId: $companyId) {\n      count\n      results {\n        id\n        title\n        titleLang {\n          en\n          se\n          es\n          no\n        }\n        defaultPrice\n        categories {\n          id\n          name\n          color\n        }\n      }\n    }\n  }\n": types.GetItemsDocument,
    "\n  mutation Login($username: String!, $password: String!, $backoffice: Boolean) {\n    login(username: $username, password: $password, backoffice: $backoffice) {\n      success\n      error\n      token\n    }\n  }\n": types.LoginDocument,
    "\n  query GetUserMetadata {\n    userMetadata {\n      companyId\n      venueId\n      organizationId\n      legalEntityId\n      billingAccountId\n      balanceAccountId\n      userId\n      userFirstName\n      userLastName\n      companyName\n      country\n      currency\n      timezone\n      email\n      legalname\n      isPaymentsOnly\n      permissions {\n        scopes\n        venueIds\n      }\n    }\n  }\n": types.GetUserMetadataDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetItems($companyId: ID) {\n    items(companyId: $companyId) {\n      count\n      results {\n        id\n        title\n        titleLang {\n          en\n          se\n          es\n          no\n        }\n        defaultPrice\n        categories {\n          id\n          name\n          color\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($username: String!, $password: String!, $backoffice: Boolean) {\n    login(username: $username, password: $password, backoffice: $backoffice) {\n      success\n      error\n      token\n    }\n  }\n"): typeof import('./graphql').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetUserMetadata {\n    userMetadata {\n      companyId\n      venueId\n      organizationId\n      legalEntityId\n      billingAccountId\n      balanceAccountId\n      userId\n      userFirstName\n      userLastName\n      companyName\n      country\n      currency\n      timezone\n      email\n      legalname\n      isPaymentsOnly\n      permissions {\n        scopes\n        venueIds\n      }\n    }\n  }\n"): typeof import('./graphql').GetUserMetadataDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
