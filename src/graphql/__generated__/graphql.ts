/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AddressInput = {
  city: string;
  street: string;
  zip: string;
};

export type BulkCategoryInput = {
  vatRate?: number | null | undefined;
};

/** A change for many products at once: new categories, a VAT rate, modification groups to attach. */
export type BulkItemInput = {
  addVariationGroupIds?: Array<string | number> | null | undefined;
  /** Replaces the products' categories. */
  categoryIds?: Array<string | number> | null | undefined;
  vatRate?: number | null | undefined;
};

/** Spec section 3, Category payload; the company comes from the token. */
export type CategoryInput = {
  /** A colour of the fixed palette, e.g. #f59e0b. */
  color?: string | null | undefined;
  courseTypeId?: string | number | null | undefined;
  name: string;
  nameLang?: TranslationsInput | null | undefined;
  parentId?: string | number | null | undefined;
  stationId?: string | number | null | undefined;
  vatRate: number;
};

export type CategoryUpdateInput = {
  color?: string | null | undefined;
  courseTypeId?: string | number | null | undefined;
  name?: string | null | undefined;
  nameLang?: TranslationsInput | null | undefined;
  parentId?: string | number | null | undefined;
  stationId?: string | number | null | undefined;
  vatRate?: number | null | undefined;
};

export type CountryCode =
  | 'DK'
  | 'ES'
  | 'GB'
  | 'NO'
  | 'SE'
  | 'TR';

export type CourseTypeInput = {
  name: string;
  nameLang?: TranslationsInput | null | undefined;
  /** Serving order, 0 first. */
  position?: number | null | undefined;
};

export type CourseTypeUpdateInput = {
  name?: string | null | undefined;
  nameLang?: TranslationsInput | null | undefined;
  position?: number | null | undefined;
};

export type CreateCompanyInput = {
  address: AddressInput;
  bankInfo: string;
  businessDocumentUrl: string;
  companyForm: string;
  companyName: string;
  country: CountryCode;
  email: string;
  orgNumber: string;
  owner: OwnerInput;
  phone: string;
  referralId: string;
};

/** Spec section 3, Item payload. Only title and defaultPrice are required. */
export type ItemInput = {
  allergens?: Array<string> | null | undefined;
  /** Ids of the modification groups, in order. */
  appliedVariations?: Array<string | number> | null | undefined;
  categoryIds?: Array<string | number> | null | undefined;
  courseTypeId?: string | number | null | undefined;
  /** Integer minor units, VAT included. */
  defaultPrice: number;
  defaultVariationsIds?: Array<string | number> | null | undefined;
  imageUrl?: string | null | undefined;
  manualPrice?: boolean | null | undefined;
  /** Norway only; sets both VAT rates. */
  norwegianCategory?: string | null | undefined;
  stationId?: string | number | null | undefined;
  takeAwayVatRate?: number | null | undefined;
  title: string;
  titleLang?: TranslationsInput | null | undefined;
  upsellIds?: Array<string | number> | null | undefined;
  /** One of the company country's rates; default: the first category's, else the standard rate. */
  vatRate?: number | null | undefined;
  /** An amount and a unit: cl, g, hg or kg ("33 cl"). */
  volumeSuffix?: string | null | undefined;
};

/** The fields to change; the others stay as they are. */
export type ItemUpdateInput = {
  allergens?: Array<string> | null | undefined;
  appliedVariations?: Array<string | number> | null | undefined;
  categoryIds?: Array<string | number> | null | undefined;
  courseTypeId?: string | number | null | undefined;
  defaultPrice?: number | null | undefined;
  defaultVariationsIds?: Array<string | number> | null | undefined;
  imageUrl?: string | null | undefined;
  manualPrice?: boolean | null | undefined;
  norwegianCategory?: string | null | undefined;
  stationId?: string | number | null | undefined;
  takeAwayVatRate?: number | null | undefined;
  title?: string | null | undefined;
  titleLang?: TranslationsInput | null | undefined;
  upsellIds?: Array<string | number> | null | undefined;
  vatRate?: number | null | undefined;
  volumeSuffix?: string | null | undefined;
};

export type OwnerInput = {
  address: AddressInput;
  fullName: string;
  identityImageUrl: string;
  personalNumber: string;
};

/** Spec section 3, Predefined message: type ITEM. Needs the venue of the metadata, else "Metadata not available" (spec section 5). */
export type PredefinedMessageInput = {
  text: string;
  textLang?: TranslationsInput | null | undefined;
  /** ITEM (the default). */
  type?: string | null | undefined;
  /** The metadata's venue. */
  venueId?: string | number | null | undefined;
};

export type PredefinedMessageUpdateInput = {
  text?: string | null | undefined;
  textLang?: TranslationsInput | null | undefined;
};

export type RegisterInput = {
  country: CountryCode;
  email: string;
  /** sv, no, en, es, tr, da or ar */
  language: string;
  name: string;
  password: string;
  phone: string;
  referralId?: string | null | undefined;
  storeType: StoreType;
};

export type StationInput = {
  /** PRINTER or SCREEN. */
  kind: string;
  name: string;
  /** One of the venues the viewer may use. */
  venueId?: string | number | null | undefined;
};

export type StationUpdateInput = {
  kind?: string | null | undefined;
  name?: string | null | undefined;
  venueId?: string | number | null | undefined;
};

export type StoreType =
  | 'ENTERPRISE'
  | 'MULTIPLE'
  | 'SINGLE';

/** A text per language (en, se, es, no, da, tr, ar); empty ones are dropped. */
export type TranslationsInput = {
  ar?: string | null | undefined;
  da?: string | null | undefined;
  en?: string | null | undefined;
  es?: string | null | undefined;
  no?: string | null | undefined;
  se?: string | null | undefined;
  tr?: string | null | undefined;
};

/** Spec section 3, Upsell: display order, name and items. */
export type UpsellInput = {
  displayOrder: number;
  /** The products offered, in order. */
  itemIds?: Array<string | number> | null | undefined;
  name: string;
  nameLang?: TranslationsInput | null | undefined;
};

export type UpsellUpdateInput = {
  displayOrder?: number | null | undefined;
  itemIds?: Array<string | number> | null | undefined;
  name?: string | null | undefined;
  nameLang?: TranslationsInput | null | undefined;
};

/** Spec section 3, Variation group: a title per language, with its variations in order. */
export type VariationGroupInput = {
  /** SINGLE or MULTIPLE. */
  selectionMode?: string | null | undefined;
  title: string;
  titleLang?: TranslationsInput | null | undefined;
  variations?: Array<VariationInput> | null | undefined;
};

export type VariationGroupUpdateInput = {
  selectionMode?: string | null | undefined;
  title?: string | null | undefined;
  titleLang?: TranslationsInput | null | undefined;
  /** The whole list: variations left out are removed. */
  variations?: Array<VariationInput> | null | undefined;
};

/** Spec section 3, Variation: name and price. With the id of an existing one it is updated. */
export type VariationInput = {
  id?: string | number | null | undefined;
  name: string;
  nameLang?: TranslationsInput | null | undefined;
  /** Added to the product price, minor units. */
  price: number;
};

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { success: boolean, error: string | null, errorCode: string | null, fieldErrors: Array<{ field: string, code: string, message: string }> } };

export type ActivateMutationVariables = Exact<{
  token: string;
}>;


export type ActivateMutation = { activate: { success: boolean, error: string | null, errorCode: string | null, token: string | null, refreshToken: string | null } };

export type ResendActivationMutationVariables = Exact<{
  email: string;
}>;


export type ResendActivationMutation = { resendActivation: { success: boolean, error: string | null } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { success: boolean, error: string | null } };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword: { success: boolean, error: string | null, errorCode: string | null, fieldErrors: Array<{ field: string, code: string, message: string }> } };

export type CreateCompanyMutationVariables = Exact<{
  input: CreateCompanyInput;
  language?: string | null | undefined;
}>;


export type CreateCompanyMutation = { createCompany: { success: boolean, error: string | null, accountId: string | null, fieldErrors: Array<{ field: string, code: string, message: string }> } };

export type CompanyApplicationQueryVariables = Exact<{
  id: string | number;
}>;


export type CompanyApplicationQuery = { companyApplication: { id: string, companyName: string, status: string, createdAt: string } | null };

export type GetOrganizationQueryVariables = Exact<{ [key: string]: never; }>;


export type GetOrganizationQuery = { organization: { id: string, name: string, companies: Array<{ id: string, name: string, users: Array<{ id: string, name: string, username: string, permissions: { scopes: Array<string>, venueIds: Array<string> } }> }> } | null };

export type SwitchUserMutationVariables = Exact<{
  userId: string | number;
}>;


export type SwitchUserMutation = { switchUser: { success: boolean, error: string | null, token: string | null, refreshToken: string | null } };

export type DashboardQueryVariables = Exact<{
  venueId?: string | number | null | undefined;
}>;


export type DashboardQuery = { dashboard: { accountingDate: string, companyName: string, currency: string, venueCount: number, productCount: number, venue: { id: string, name: string } | null, sales: { amount: number, count: number } | null } };

export type AllLanguagesFragment = { en: string | null, se: string | null, es: string | null, no: string | null, da: string | null, tr: string | null, ar: string | null };

export type GetItemsQueryVariables = Exact<{
  companyId?: string | number | null | undefined;
}>;


export type GetItemsQuery = { items: { count: number, results: Array<{ id: string, title: string, defaultPrice: number, vatRate: number, allergens: Array<string>, courseTypeId: string | null, version: number, categories: Array<{ id: string, name: string, color: string }>, appliedVariations: Array<{ id: string, title: string }> }> } };

export type GetItemsForExportQueryVariables = Exact<{ [key: string]: never; }>;


export type GetItemsForExportQuery = { items: { results: Array<{ id: string, title: string, defaultPrice: number, manualPrice: boolean, vatRate: number, takeAwayVatRate: number | null, norwegianCategory: string | null, volumeSuffix: string | null, allergens: Array<string>, imageUrl: string | null, courseTypeId: string | null, titleLang: { en: string | null, se: string | null, es: string | null, no: string | null, da: string | null, tr: string | null, ar: string | null }, categories: Array<{ name: string }> }> } };

export type GetItemQueryVariables = Exact<{
  id: string | number;
}>;


export type GetItemQuery = { item: { id: string, title: string, defaultPrice: number, manualPrice: boolean, vatRate: number, takeAwayVatRate: number | null, norwegianCategory: string | null, volumeSuffix: string | null, allergens: Array<string>, imageUrl: string | null, courseTypeId: string | null, stationId: string | null, version: number, defaultVariationsIds: Array<string>, upsellIds: Array<string>, titleLang: { en: string | null, se: string | null, es: string | null, no: string | null, da: string | null, tr: string | null, ar: string | null }, categories: Array<{ id: string, name: string, color: string }>, appliedVariations: Array<{ id: string, title: string }> } };

export type CreateItemMutationVariables = Exact<{
  data: ItemInput;
}>;


export type CreateItemMutation = { createItem: { id: string, defaultPrice: number, title: string, version: number } };

export type UpdateItemMutationVariables = Exact<{
  itemId: string | number;
  data: ItemUpdateInput;
  expectedVersion?: number | null | undefined;
}>;


export type UpdateItemMutation = { updateItem: { id: string, defaultPrice: number, title: string, version: number } };

export type UpdateItemPriceMutationVariables = Exact<{
  itemId: string | number;
  price: number;
  expectedVersion?: number | null | undefined;
}>;


export type UpdateItemPriceMutation = { updateItemPrice: { success: boolean, version: number } };

export type UpdateItemsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  data: BulkItemInput;
}>;


export type UpdateItemsMutation = { updateItems: { success: boolean, count: number } };

export type DeleteNodesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  force?: boolean | null | undefined;
}>;


export type DeleteNodesMutation = { deleteNodes: { success: boolean, deleted: number, usageCount: number, usages: Array<{ kind: string, id: string, name: string }> } };

export type GetCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCategoriesQuery = { categories: Array<{ id: string, name: string, color: string, vatRate: number, parentId: string | null, courseTypeId: string | null, stationId: string | null, itemCount: number, version: number, nameLang: { en: string | null, se: string | null, es: string | null, no: string | null, da: string | null, tr: string | null, ar: string | null } }> };

export type CreateCategoryMutationVariables = Exact<{
  data: CategoryInput;
}>;


export type CreateCategoryMutation = { createCategory: { id: string, name: string, version: number } };

export type UpdateCategoryMutationVariables = Exact<{
  id: string | number;
  data: CategoryUpdateInput;
  expectedVersion?: number | null | undefined;
}>;


export type UpdateCategoryMutation = { updateCategory: { id: string, name: string, version: number } };

export type UpdateCategoriesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  data: BulkCategoryInput;
}>;


export type UpdateCategoriesMutation = { updateCategories: { success: boolean, count: number } };

export type GetCourseTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCourseTypesQuery = { courseTypes: Array<{ id: string, name: string, position: number, version: number, nameLang: { en: string | null, se: string | null, es: string | null, no: string | null, da: string | null, tr: string | null, ar: string | null } }> };

export type CreateCourseTypeMutationVariables = Exact<{
  data: CourseTypeInput;
}>;


export type CreateCourseTypeMutation = { createCourseType: { id: string, name: string, version: number } };

export type UpdateCourseTypeMutationVariables = Exact<{
  id: string | number;
  data: CourseTypeUpdateInput;
  expectedVersion?: number | null | undefined;
}>;


export type UpdateCourseTypeMutation = { updateCourseType: { id: string, name: string, version: number } };

export type GetStationsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetStationsQuery = { stations: Array<{ id: string, name: string, kind: string, venueId: string | null, version: number }> };

export type CreateStationMutationVariables = Exact<{
  data: StationInput;
}>;


export type CreateStationMutation = { createStation: { id: string, name: string, version: number } };

export type UpdateStationMutationVariables = Exact<{
  id: string | number;
  data: StationUpdateInput;
  expectedVersion?: number | null | undefined;
}>;


export type UpdateStationMutation = { updateStation: { id: string, name: string, version: number } };

export type GetVariationGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetVariationGroupsQuery = { variationGroups: Array<{ id: string, title: string, selectionMode: string, itemCount: number, version: number, titleLang: { en: string | null, se: string | null, es: string | null, no: string | null, da: string | null, tr: string | null, ar: string | null }, variations: Array<{ id: string, name: string, price: number }> }> };

export type CreateVariationGroupMutationVariables = Exact<{
  data: VariationGroupInput;
}>;


export type CreateVariationGroupMutation = { createVariationGroup: { id: string, title: string, version: number } };

export type UpdateVariationGroupMutationVariables = Exact<{
  id: string | number;
  data: VariationGroupUpdateInput;
  expectedVersion?: number | null | undefined;
}>;


export type UpdateVariationGroupMutation = { updateVariationGroup: { id: string, title: string, version: number } };

export type GetUpsellsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetUpsellsQuery = { upsells: Array<{ id: string, name: string, displayOrder: number, version: number, nameLang: { en: string | null, se: string | null, es: string | null, no: string | null, da: string | null, tr: string | null, ar: string | null }, items: Array<{ id: string, title: string }> }> };

export type CreateUpsellMutationVariables = Exact<{
  data: UpsellInput;
}>;


export type CreateUpsellMutation = { createUpsell: { id: string, name: string, version: number } };

export type UpdateUpsellMutationVariables = Exact<{
  id: string | number;
  data: UpsellUpdateInput;
  expectedVersion?: number | null | undefined;
}>;


export type UpdateUpsellMutation = { updateUpsell: { id: string, name: string, version: number } };

export type GetPredefinedMessagesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetPredefinedMessagesQuery = { predefinedMessages: Array<{ id: string, type: string, text: string, venueId: string | null, version: number, textLang: { en: string | null, se: string | null, es: string | null, no: string | null, da: string | null, tr: string | null, ar: string | null } }> };

export type CreatePredefinedMessageMutationVariables = Exact<{
  data: PredefinedMessageInput;
}>;


export type CreatePredefinedMessageMutation = { createPredefinedMessage: { id: string, text: string, version: number } };

export type UpdatePredefinedMessageMutationVariables = Exact<{
  id: string | number;
  data: PredefinedMessageUpdateInput;
  expectedVersion?: number | null | undefined;
}>;


export type UpdatePredefinedMessageMutation = { updatePredefinedMessage: { id: string, text: string, version: number } };

export type StartItemImportMutationVariables = Exact<{ [key: string]: never; }>;


export type StartItemImportMutation = { startItemImport: string };

export type AppendItemImportMutationVariables = Exact<{
  importId: string | number;
  index: number;
  chunk: string;
}>;


export type AppendItemImportMutation = { appendItemImport: { success: boolean } };

export type PreviewItemImportMutationVariables = Exact<{
  importId: string | number;
}>;


export type PreviewItemImportMutation = { previewItemImport: { total: number, creates: number, updates: number, unchanged: number, errors: Array<{ line: number, column: string, code: string, message: string }>, rows: Array<{ line: number, action: string, id: string | null, title: string, changes: Array<string> }> } };

export type CommitItemImportMutationVariables = Exact<{
  importId: string | number;
}>;


export type CommitItemImportMutation = { commitItemImport: { success: boolean, creates: number, updates: number } };

export type SearchQueryVariables = Exact<{
  query: string;
}>;


export type SearchQuery = { search: { items: Array<{ id: string, title: string, categories: Array<{ id: string, name: string }> }>, categories: Array<{ id: string, name: string }>, staff: Array<{ id: string, name: string }>, pages: Array<{ key: string, title: string, path: string, kind: string }> } };

export type LoginMutationVariables = Exact<{
  username: string;
  password: string;
  backoffice?: boolean | null | undefined;
}>;


export type LoginMutation = { login: { success: boolean, error: string | null, errorCode: string | null, token: string | null, refreshToken: string | null, retryAfterSeconds: number | null } };

export type GetUserMetadataQueryVariables = Exact<{ [key: string]: never; }>;


export type GetUserMetadataQuery = { userMetadata: { companyId: string, venueId: string | null, organizationId: string | null, legalEntityId: string | null, billingAccountId: string | null, balanceAccountId: string | null, userId: string, userFirstName: string, userLastName: string, companyName: string, country: string, currency: string, timezone: string, email: string, legalname: string, isPaymentsOnly: boolean, permissions: { scopes: Array<string>, venueIds: Array<string> } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type ShellDataQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellDataQuery = { companyStatus: { hasProducts: boolean, hasActiveMenus: boolean }, venues: Array<{ id: string, name: string, deleted: boolean, timezone: string }>, legalEntities: Array<{ id: string, name: string, venueIds: Array<string> }> };

export type ShellOrganizationQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellOrganizationQuery = { organization: { id: string } | null };

export type CustomerPortalLinkQueryVariables = Exact<{
  returnUrl: string;
}>;


export type CustomerPortalLinkQuery = { customerPortalLink: string | null };

export type GrantOffersQueryVariables = Exact<{
  legalEntityId: string | number;
}>;


export type GrantOffersQuery = { grantOffers: { available: Array<{ id: string }>, current: { id: string } | null } };

export type GetVouchersQueryVariables = Exact<{
  companyId?: string | number | null | undefined;
  venueId: string | number;
  startDate: string;
  endDate: string;
}>;


export type GetVouchersQuery = { getVouchers: { lastKey: string | null, items: Array<{ id: string, status: string }> } };

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
export const AllLanguagesFragmentDoc = new TypedDocumentString(`
    fragment AllLanguages on Translations {
  en
  se
  es
  no
  da
  tr
  ar
}
    `, {"fragmentName":"AllLanguages"}) as unknown as TypedDocumentString<AllLanguagesFragment, unknown>;
export const RegisterDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<RegisterMutation, RegisterMutationVariables>;
export const ActivateDocument = new TypedDocumentString(`
    mutation Activate($token: String!) {
  activate(token: $token) {
    success
    error
    errorCode
    token
    refreshToken
  }
}
    `) as unknown as TypedDocumentString<ActivateMutation, ActivateMutationVariables>;
export const ResendActivationDocument = new TypedDocumentString(`
    mutation ResendActivation($email: String!) {
  resendActivation(email: $email) {
    success
    error
  }
}
    `) as unknown as TypedDocumentString<ResendActivationMutation, ResendActivationMutationVariables>;
export const RequestPasswordResetDocument = new TypedDocumentString(`
    mutation RequestPasswordReset($email: String!) {
  requestPasswordReset(email: $email) {
    success
    error
  }
}
    `) as unknown as TypedDocumentString<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const CreateCompanyDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<CreateCompanyMutation, CreateCompanyMutationVariables>;
export const CompanyApplicationDocument = new TypedDocumentString(`
    query CompanyApplication($id: ID!) {
  companyApplication(id: $id) {
    id
    companyName
    status
    createdAt
  }
}
    `) as unknown as TypedDocumentString<CompanyApplicationQuery, CompanyApplicationQueryVariables>;
export const GetOrganizationDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<GetOrganizationQuery, GetOrganizationQueryVariables>;
export const SwitchUserDocument = new TypedDocumentString(`
    mutation SwitchUser($userId: ID!) {
  switchUser(userId: $userId) {
    success
    error
    token
    refreshToken
  }
}
    `) as unknown as TypedDocumentString<SwitchUserMutation, SwitchUserMutationVariables>;
export const DashboardDocument = new TypedDocumentString(`
    query Dashboard($venueId: ID) {
  dashboard(venueId: $venueId) {
    accountingDate
    companyName
    currency
    venueCount
    productCount
    venue {
      id
      name
    }
    sales {
      amount
      count
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardQuery, DashboardQueryVariables>;
export const GetItemsDocument = new TypedDocumentString(`
    query GetItems($companyId: ID) {
  items(companyId: $companyId) {
    count
    results {
      id
      title
      defaultPrice
      vatRate
      allergens
      courseTypeId
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
  }
}
    `) as unknown as TypedDocumentString<GetItemsQuery, GetItemsQueryVariables>;
export const GetItemsForExportDocument = new TypedDocumentString(`
    query GetItemsForExport {
  items {
    results {
      id
      title
      titleLang {
        ...AllLanguages
      }
      defaultPrice
      manualPrice
      vatRate
      takeAwayVatRate
      norwegianCategory
      volumeSuffix
      allergens
      imageUrl
      courseTypeId
      categories {
        name
      }
    }
  }
}
    fragment AllLanguages on Translations {
  en
  se
  es
  no
  da
  tr
  ar
}`) as unknown as TypedDocumentString<GetItemsForExportQuery, GetItemsForExportQueryVariables>;
export const GetItemDocument = new TypedDocumentString(`
    query GetItem($id: ID!) {
  item(id: $id) {
    id
    title
    titleLang {
      ...AllLanguages
    }
    defaultPrice
    manualPrice
    vatRate
    takeAwayVatRate
    norwegianCategory
    volumeSuffix
    allergens
    imageUrl
    courseTypeId
    stationId
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
    defaultVariationsIds
    upsellIds
  }
}
    fragment AllLanguages on Translations {
  en
  se
  es
  no
  da
  tr
  ar
}`) as unknown as TypedDocumentString<GetItemQuery, GetItemQueryVariables>;
export const CreateItemDocument = new TypedDocumentString(`
    mutation CreateItem($data: ItemInput!) {
  createItem(data: $data) {
    id
    defaultPrice
    title
    version
  }
}
    `) as unknown as TypedDocumentString<CreateItemMutation, CreateItemMutationVariables>;
export const UpdateItemDocument = new TypedDocumentString(`
    mutation UpdateItem($itemId: ID!, $data: ItemUpdateInput!, $expectedVersion: Int) {
  updateItem(itemId: $itemId, data: $data, expectedVersion: $expectedVersion) {
    id
    defaultPrice
    title
    version
  }
}
    `) as unknown as TypedDocumentString<UpdateItemMutation, UpdateItemMutationVariables>;
export const UpdateItemPriceDocument = new TypedDocumentString(`
    mutation UpdateItemPrice($itemId: ID!, $price: Int!, $expectedVersion: Int) {
  updateItemPrice(
    itemId: $itemId
    price: $price
    expectedVersion: $expectedVersion
  ) {
    success
    version
  }
}
    `) as unknown as TypedDocumentString<UpdateItemPriceMutation, UpdateItemPriceMutationVariables>;
export const UpdateItemsDocument = new TypedDocumentString(`
    mutation UpdateItems($ids: [ID!]!, $data: BulkItemInput!) {
  updateItems(ids: $ids, data: $data) {
    success
    count
  }
}
    `) as unknown as TypedDocumentString<UpdateItemsMutation, UpdateItemsMutationVariables>;
export const DeleteNodesDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<DeleteNodesMutation, DeleteNodesMutationVariables>;
export const GetCategoriesDocument = new TypedDocumentString(`
    query GetCategories {
  categories {
    id
    name
    nameLang {
      ...AllLanguages
    }
    color
    vatRate
    parentId
    courseTypeId
    stationId
    itemCount
    version
  }
}
    fragment AllLanguages on Translations {
  en
  se
  es
  no
  da
  tr
  ar
}`) as unknown as TypedDocumentString<GetCategoriesQuery, GetCategoriesQueryVariables>;
export const CreateCategoryDocument = new TypedDocumentString(`
    mutation CreateCategory($data: CategoryInput!) {
  createCategory(data: $data) {
    id
    name
    version
  }
}
    `) as unknown as TypedDocumentString<CreateCategoryMutation, CreateCategoryMutationVariables>;
export const UpdateCategoryDocument = new TypedDocumentString(`
    mutation UpdateCategory($id: ID!, $data: CategoryUpdateInput!, $expectedVersion: Int) {
  updateCategory(id: $id, data: $data, expectedVersion: $expectedVersion) {
    id
    name
    version
  }
}
    `) as unknown as TypedDocumentString<UpdateCategoryMutation, UpdateCategoryMutationVariables>;
export const UpdateCategoriesDocument = new TypedDocumentString(`
    mutation UpdateCategories($ids: [ID!]!, $data: BulkCategoryInput!) {
  updateCategories(ids: $ids, data: $data) {
    success
    count
  }
}
    `) as unknown as TypedDocumentString<UpdateCategoriesMutation, UpdateCategoriesMutationVariables>;
export const GetCourseTypesDocument = new TypedDocumentString(`
    query GetCourseTypes {
  courseTypes {
    id
    name
    nameLang {
      ...AllLanguages
    }
    position
    version
  }
}
    fragment AllLanguages on Translations {
  en
  se
  es
  no
  da
  tr
  ar
}`) as unknown as TypedDocumentString<GetCourseTypesQuery, GetCourseTypesQueryVariables>;
export const CreateCourseTypeDocument = new TypedDocumentString(`
    mutation CreateCourseType($data: CourseTypeInput!) {
  createCourseType(data: $data) {
    id
    name
    version
  }
}
    `) as unknown as TypedDocumentString<CreateCourseTypeMutation, CreateCourseTypeMutationVariables>;
export const UpdateCourseTypeDocument = new TypedDocumentString(`
    mutation UpdateCourseType($id: ID!, $data: CourseTypeUpdateInput!, $expectedVersion: Int) {
  updateCourseType(id: $id, data: $data, expectedVersion: $expectedVersion) {
    id
    name
    version
  }
}
    `) as unknown as TypedDocumentString<UpdateCourseTypeMutation, UpdateCourseTypeMutationVariables>;
export const GetStationsDocument = new TypedDocumentString(`
    query GetStations {
  stations {
    id
    name
    kind
    venueId
    version
  }
}
    `) as unknown as TypedDocumentString<GetStationsQuery, GetStationsQueryVariables>;
export const CreateStationDocument = new TypedDocumentString(`
    mutation CreateStation($data: StationInput!) {
  createStation(data: $data) {
    id
    name
    version
  }
}
    `) as unknown as TypedDocumentString<CreateStationMutation, CreateStationMutationVariables>;
export const UpdateStationDocument = new TypedDocumentString(`
    mutation UpdateStation($id: ID!, $data: StationUpdateInput!, $expectedVersion: Int) {
  updateStation(id: $id, data: $data, expectedVersion: $expectedVersion) {
    id
    name
    version
  }
}
    `) as unknown as TypedDocumentString<UpdateStationMutation, UpdateStationMutationVariables>;
export const GetVariationGroupsDocument = new TypedDocumentString(`
    query GetVariationGroups {
  variationGroups {
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
}
    fragment AllLanguages on Translations {
  en
  se
  es
  no
  da
  tr
  ar
}`) as unknown as TypedDocumentString<GetVariationGroupsQuery, GetVariationGroupsQueryVariables>;
export const CreateVariationGroupDocument = new TypedDocumentString(`
    mutation CreateVariationGroup($data: VariationGroupInput!) {
  createVariationGroup(data: $data) {
    id
    title
    version
  }
}
    `) as unknown as TypedDocumentString<CreateVariationGroupMutation, CreateVariationGroupMutationVariables>;
export const UpdateVariationGroupDocument = new TypedDocumentString(`
    mutation UpdateVariationGroup($id: ID!, $data: VariationGroupUpdateInput!, $expectedVersion: Int) {
  updateVariationGroup(id: $id, data: $data, expectedVersion: $expectedVersion) {
    id
    title
    version
  }
}
    `) as unknown as TypedDocumentString<UpdateVariationGroupMutation, UpdateVariationGroupMutationVariables>;
export const GetUpsellsDocument = new TypedDocumentString(`
    query GetUpsells {
  upsells {
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
}
    fragment AllLanguages on Translations {
  en
  se
  es
  no
  da
  tr
  ar
}`) as unknown as TypedDocumentString<GetUpsellsQuery, GetUpsellsQueryVariables>;
export const CreateUpsellDocument = new TypedDocumentString(`
    mutation CreateUpsell($data: UpsellInput!) {
  createUpsell(data: $data) {
    id
    name
    version
  }
}
    `) as unknown as TypedDocumentString<CreateUpsellMutation, CreateUpsellMutationVariables>;
export const UpdateUpsellDocument = new TypedDocumentString(`
    mutation UpdateUpsell($id: ID!, $data: UpsellUpdateInput!, $expectedVersion: Int) {
  updateUpsell(id: $id, data: $data, expectedVersion: $expectedVersion) {
    id
    name
    version
  }
}
    `) as unknown as TypedDocumentString<UpdateUpsellMutation, UpdateUpsellMutationVariables>;
export const GetPredefinedMessagesDocument = new TypedDocumentString(`
    query GetPredefinedMessages {
  predefinedMessages {
    id
    type
    text
    textLang {
      ...AllLanguages
    }
    venueId
    version
  }
}
    fragment AllLanguages on Translations {
  en
  se
  es
  no
  da
  tr
  ar
}`) as unknown as TypedDocumentString<GetPredefinedMessagesQuery, GetPredefinedMessagesQueryVariables>;
export const CreatePredefinedMessageDocument = new TypedDocumentString(`
    mutation CreatePredefinedMessage($data: PredefinedMessageInput!) {
  createPredefinedMessage(data: $data) {
    id
    text
    version
  }
}
    `) as unknown as TypedDocumentString<CreatePredefinedMessageMutation, CreatePredefinedMessageMutationVariables>;
export const UpdatePredefinedMessageDocument = new TypedDocumentString(`
    mutation UpdatePredefinedMessage($id: ID!, $data: PredefinedMessageUpdateInput!, $expectedVersion: Int) {
  updatePredefinedMessage(id: $id, data: $data, expectedVersion: $expectedVersion) {
    id
    text
    version
  }
}
    `) as unknown as TypedDocumentString<UpdatePredefinedMessageMutation, UpdatePredefinedMessageMutationVariables>;
export const StartItemImportDocument = new TypedDocumentString(`
    mutation StartItemImport {
  startItemImport
}
    `) as unknown as TypedDocumentString<StartItemImportMutation, StartItemImportMutationVariables>;
export const AppendItemImportDocument = new TypedDocumentString(`
    mutation AppendItemImport($importId: ID!, $index: Int!, $chunk: String!) {
  appendItemImport(importId: $importId, index: $index, chunk: $chunk) {
    success
  }
}
    `) as unknown as TypedDocumentString<AppendItemImportMutation, AppendItemImportMutationVariables>;
export const PreviewItemImportDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<PreviewItemImportMutation, PreviewItemImportMutationVariables>;
export const CommitItemImportDocument = new TypedDocumentString(`
    mutation CommitItemImport($importId: ID!) {
  commitItemImport(importId: $importId) {
    success
    creates
    updates
  }
}
    `) as unknown as TypedDocumentString<CommitItemImportMutation, CommitItemImportMutationVariables>;
export const SearchDocument = new TypedDocumentString(`
    query Search($query: String!) {
  search(query: $query) {
    items {
      id
      title
      categories {
        id
        name
      }
    }
    categories {
      id
      name
    }
    staff {
      id
      name
    }
    pages {
      key
      title
      path
      kind
    }
  }
}
    `) as unknown as TypedDocumentString<SearchQuery, SearchQueryVariables>;
export const LoginDocument = new TypedDocumentString(`
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
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  logout
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const ShellDataDocument = new TypedDocumentString(`
    query ShellData {
  companyStatus {
    hasProducts
    hasActiveMenus
  }
  venues {
    id
    name
    deleted
    timezone
  }
  legalEntities {
    id
    name
    venueIds
  }
}
    `) as unknown as TypedDocumentString<ShellDataQuery, ShellDataQueryVariables>;
export const ShellOrganizationDocument = new TypedDocumentString(`
    query ShellOrganization {
  organization {
    id
  }
}
    `) as unknown as TypedDocumentString<ShellOrganizationQuery, ShellOrganizationQueryVariables>;
export const CustomerPortalLinkDocument = new TypedDocumentString(`
    query CustomerPortalLink($returnUrl: String!) {
  customerPortalLink(returnUrl: $returnUrl)
}
    `) as unknown as TypedDocumentString<CustomerPortalLinkQuery, CustomerPortalLinkQueryVariables>;
export const GrantOffersDocument = new TypedDocumentString(`
    query GrantOffers($legalEntityId: ID!) {
  grantOffers(legalEntityId: $legalEntityId) {
    available {
      id
    }
    current {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<GrantOffersQuery, GrantOffersQueryVariables>;
export const GetVouchersDocument = new TypedDocumentString(`
    query getVouchers($companyId: ID, $venueId: ID!, $startDate: String!, $endDate: String!) {
  getVouchers(
    companyId: $companyId
    venueId: $venueId
    startDate: $startDate
    endDate: $endDate
  ) {
    items {
      id
      status
    }
    lastKey
  }
}
    `) as unknown as TypedDocumentString<GetVouchersQuery, GetVouchersQueryVariables>;