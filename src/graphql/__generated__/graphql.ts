/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type GetItemsQueryVariables = Exact<{
  companyId?: string | number | null | undefined;
}>;


export type GetItemsQuery = { items: { count: number, results: Array<{ id: string, title: string, defaultPrice: number, titleLang: { en: string | null, se: string | null, es: string | null, no: string | null }, categories: Array<{ id: string, name: string, color: string }> }> } };

export type LoginMutationVariables = Exact<{
  username: string;
  password: string;
  backoffice?: boolean | null | undefined;
}>;


export type LoginMutation = { login: { success: boolean, error: string | null, token: string | null } };

export type GetUserMetadataQueryVariables = Exact<{ [key: string]: never; }>;


export type GetUserMetadataQuery = { userMetadata: { companyId: string, venueId: string | null, organizationId: string | null, legalEntityId: string | null, billingAccountId: string | null, balanceAccountId: string | null, userId: string, userFirstName: string, userLastName: string, companyName: string, country: string, currency: string, timezone: string, email: string, legalname: string, isPaymentsOnly: boolean, permissions: { scopes: Array<string>, venueIds: Array<string> } } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const GetItemsDocument = new TypedDocumentString(`
    query GetItems($companyId: ID) {
  items(companyId: $companyId) {
    count
    results {
      id
      title
      titleLang {
        en
        se
        es
        no
      }
      defaultPrice
      categories {
        id
        name
        color
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetItemsQuery, GetItemsQueryVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($username: String!, $password: String!, $backoffice: Boolean) {
  login(username: $username, password: $password, backoffice: $backoffice) {
    success
    error
    token
  }
}
    `) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const GetUserMetadataDocument = new TypedDocumentString(`
    query GetUserMetadata {
  userMetadata {
    companyId
    venueId
    organizationId
    legalEntityId
    billingAccountId
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
    permissions {
      scopes
      venueIds
    }
  }
}
    `) as unknown as TypedDocumentString<GetUserMetadataQuery, GetUserMetadataQueryVariables>;