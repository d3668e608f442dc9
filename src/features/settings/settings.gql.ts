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

export const CompanySettingsFieldsFragment = graphql(`
  fragment CompanySettingsFields on CompanySettings {
    id
    name
    legalName
    country
    orgNumber
    street
    zip
    city
    defaultLanguage
    currency
    vatRegistered
    vatNumber
    maxTipPercent
    version
  }
`);

export const GetCompanySettingsDocument = graphql(`
  query GetCompanySettings {
    companySettings {
      ...CompanySettingsFields
    }
  }
`);

export const UpdateCompanySettingsDocument = graphql(`
  mutation UpdateCompanySettings($data: CompanySettingsInput!, $expectedVersion: Int) {
    updateCompanySettings(data: $data, expectedVersion: $expectedVersion) {
      ...CompanySettingsFields
    }
  }
`);

export const ReceiptTemplateFieldsFragment = graphql(`
  fragment ReceiptTemplateFields on ReceiptTemplate {
    paperWidth
    header {
      language
      text
    }
    footer {
      language
      text
    }
    fields
    lockedFields
    allFields
    country
    companyLanguage
    logoDataUrl
    version
  }
`);

export const GetReceiptTemplateDocument = graphql(`
  query GetReceiptTemplate {
    receiptTemplate {
      ...ReceiptTemplateFields
    }
    companySettings {
      ...CompanySettingsFields
    }
  }
`);

export const UpdateReceiptTemplateDocument = graphql(`
  mutation UpdateReceiptTemplate($data: ReceiptTemplateInput!, $expectedVersion: Int) {
    updateReceiptTemplate(data: $data, expectedVersion: $expectedVersion) {
      ...ReceiptTemplateFields
    }
  }
`);

export const BeeperRangeFieldsFragment = graphql(`
  fragment BeeperRangeFields on BeeperRange {
    id
    venueId
    venueName
    name
    first
    last
    enabled
    version
  }
`);

export const GetBeeperRangePageDocument = graphql(`
  query GetBeeperRangePage($venueId: ID, $search: String, $first: Int, $after: String) {
    beeperRanges(venueId: $venueId, search: $search, first: $first, after: $after) {
      count
      results {
        ...BeeperRangeFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const GetBeeperRangeDocument = graphql(`
  query GetBeeperRange($id: ID!) {
    beeperRange(id: $id) {
      ...BeeperRangeFields
    }
  }
`);

export const CreateBeeperRangeDocument = graphql(`
  mutation CreateBeeperRange($data: BeeperRangeInput!) {
    createBeeperRange(data: $data) {
      id
    }
  }
`);

export const UpdateBeeperRangeDocument = graphql(`
  mutation UpdateBeeperRange($id: ID!, $data: BeeperRangeInput!, $expectedVersion: Int) {
    updateBeeperRange(id: $id, data: $data, expectedVersion: $expectedVersion) {
      id
    }
  }
`);

export const DeleteBeeperRangeDocument = graphql(`
  mutation DeleteBeeperRange($id: ID!) {
    deleteBeeperRange(id: $id)
  }
`);

export const PaymentMethodFieldsFragment = graphql(`
  fragment PaymentMethodFields on PaymentMethod {
    id
    name
    internalId
    createdAt
    version
  }
`);

export const GetPaymentMethodPageDocument = graphql(`
  query GetPaymentMethodPage($search: String, $desc: Boolean, $first: Int, $after: String) {
    paymentMethodsPage(search: $search, desc: $desc, first: $first, after: $after) {
      count
      results {
        ...PaymentMethodFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const GetPaymentMethodDocument = graphql(`
  query GetPaymentMethod($id: ID!) {
    paymentMethod(id: $id) {
      ...PaymentMethodFields
    }
  }
`);

export const CreatePaymentMethodDocument = graphql(`
  mutation CreatePaymentMethod($data: PaymentMethodInput!, $idempotencyKey: String) {
    createPaymentMethod(data: $data, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`);

export const UpdatePaymentMethodDocument = graphql(`
  mutation UpdatePaymentMethod($id: ID!, $data: PaymentMethodInput!, $expectedVersion: Int) {
    updatePaymentMethod(id: $id, data: $data, expectedVersion: $expectedVersion) {
      id
    }
  }
`);

export const DeletePaymentMethodDocument = graphql(`
  mutation DeletePaymentMethod($id: ID!) {
    deletePaymentMethod(id: $id)
  }
`);

export const InvoiceTargetFieldsFragment = graphql(`
  fragment InvoiceTargetFields on InvoiceTarget {
    id
    name
    organizationNumber
    email
    address
    reference
    createdAt
    version
  }
`);

export const GetInvoiceTargetPageDocument = graphql(`
  query GetInvoiceTargetPage($search: String, $desc: Boolean, $first: Int, $after: String) {
    invoiceTargetsPage(search: $search, desc: $desc, first: $first, after: $after) {
      count
      results {
        ...InvoiceTargetFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const GetInvoiceTargetDocument = graphql(`
  query GetInvoiceTarget($id: ID!) {
    invoiceTarget(id: $id) {
      ...InvoiceTargetFields
    }
  }
`);

export const CreateInvoiceTargetDocument = graphql(`
  mutation CreateInvoiceTarget($data: InvoiceTargetInput!, $idempotencyKey: String) {
    createInvoiceTarget(data: $data, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`);

export const UpdateInvoiceTargetDocument = graphql(`
  mutation UpdateInvoiceTarget($id: ID!, $data: InvoiceTargetInput!, $expectedVersion: Int) {
    updateInvoiceTarget(id: $id, data: $data, expectedVersion: $expectedVersion) {
      id
    }
  }
`);

export const DeleteInvoiceTargetDocument = graphql(`
  mutation DeleteInvoiceTarget($id: ID!) {
    deleteInvoiceTarget(id: $id)
  }
`);
