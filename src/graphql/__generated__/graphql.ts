/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AccessLevelInput = {
  name: string;
  permissions: Array<string>;
};

export type AccessLevelUpdateInput = {
  name?: string | null | undefined;
  permissions?: Array<string> | null | undefined;
};

export type AccountHolderInput = {
  country: string;
  email: string;
  /** One of the company's legal entities; unset: the company's own at the provider. */
  legalEntityId?: string | number | null | undefined;
  legalName: string;
  shareholders: Array<ShareholderInput>;
};

export type AccountMappingEntryInput = {
  account: string;
  key: string;
};

export type AddressInput = {
  city: string;
  street: string;
  zip: string;
};

export type AnalyticsMetric =
  | 'SALES_AMOUNT'
  | 'SALES_AVERAGE'
  | 'SALES_COUNT'
  | 'TIPS_AMOUNT'
  | 'TIPS_AVERAGE'
  | 'TIPS_COUNT';

export type BeeperRangeInput = {
  enabled?: boolean | null | undefined;
  first: number;
  last: number;
  name?: string | null | undefined;
  venueId: string | number;
};

/** The billing account's standing at the provider, kept true by its signed webhooks (docs/integrations.md, "Stripe"). */
export type BillingAccountStatus =
  /** Paid up: the subscription is active or trialing, or the overdue invoice was paid. */
  | 'ACTIVE'
  /** The subscription has ended. */
  | 'CANCELED'
  /** A payment is owed: a payment failed, an invoice is overdue or unpaid. */
  | 'PAST_DUE';

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

export type CapturedUserDetailsInput = {
  /** The prospect ticked "Ordna may contact me…"; nothing is stored without it. */
  consent: boolean;
  country: CountryCode;
  email: string;
  /** sv, no, en, es, tr, da or ar */
  language: string;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  /** The partner's referral id (the widget). */
  referralId?: string | null | undefined;
  storeType: StoreType;
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

export type ChangeFilter = {
  /** Changes made by (or as) this user. */
  actorId?: string | number | null | undefined;
  /** ISO instant, inclusive. */
  from?: string | null | undefined;
  /** A menu and its entries. */
  menuId?: string | number | null | undefined;
  /** One record's history. */
  recordId?: string | number | null | undefined;
  recordType?: ChangeRecordType | null | undefined;
  /** ISO instant, inclusive. */
  to?: string | null | undefined;
};

/** The kinds of record whose changes are kept: products, menus and menu entries. */
export type ChangeRecordType =
  | 'item'
  | 'menu'
  | 'menuEntry'
  | 'metadata';

export type ClaimDeviceInput = {
  code: string;
  name: string;
  venueId: string | number;
};

export type CompanySettingsInput = {
  city?: string | null | undefined;
  currency: string;
  defaultLanguage: string;
  legalName?: string | null | undefined;
  /** Unchanged when left out. */
  maxTipPercent?: number | null | undefined;
  name: string;
  orgNumber?: string | null | undefined;
  street?: string | null | undefined;
  vatNumber?: string | null | undefined;
  vatRegistered?: boolean | null | undefined;
  zip?: string | null | undefined;
};

export type CompetitionInput = {
  categoryIds?: Array<string | number> | null | undefined;
  endsAt: string;
  itemIds?: Array<string | number> | null | undefined;
  metric: CompetitionMetric;
  name: string;
  startsAt: string;
  venueId?: string | number | null | undefined;
};

/** What a competition counts: sold quantity or sold amount. */
export type CompetitionMetric =
  | 'AMOUNT'
  | 'QUANTITY';

export type CompetitionPhase =
  | 'FINISHED'
  | 'RUNNING'
  | 'UPCOMING';

export type ConnectById = {
  id: string | number;
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

export type CreateBillingAccountInput = {
  /** Where the provider sends invoices and receipts. */
  email: string;
  /** The name on invoices; the company's legal name (else its name) when empty. */
  name?: string | null | undefined;
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

export type CreateTablesInput = {
  area?: string | null | undefined;
  floorPlanId: string | number;
  from: number;
  prefix?: string | null | undefined;
  seats?: number | null | undefined;
  shape?: TableShape | null | undefined;
  to: number;
};

export type DeviceInput = {
  name: string;
  venueId: string | number;
};

export type FloorDecorInput = {
  height: number;
  id: string;
  kind: FloorDecorKind;
  rotation?: number | null | undefined;
  text?: string | null | undefined;
  width: number;
  x: number;
  y: number;
};

export type FloorDecorKind =
  | 'LABEL'
  | 'WALL';

export type FloorPlanInput = {
  height?: number | null | undefined;
  name: string;
  venueId: string | number;
  width?: number | null | undefined;
};

export type FloorPlanTableInput = {
  area?: string | null | undefined;
  code: string;
  height?: number | null | undefined;
  /** Absent for a table drawn in this edit. */
  id?: string | number | null | undefined;
  posX?: number | null | undefined;
  posY?: number | null | undefined;
  rotation?: number | null | undefined;
  seats?: number | null | undefined;
  shape?: TableShape | null | undefined;
  width?: number | null | undefined;
};

export type IngredientCountInput = {
  /** A retry with the same key and body answers the first write; another body is CONFLICT. */
  idempotencyKey?: string | null | undefined;
  ingredientId: string | number;
  /** Base units counted: the new level. */
  level: number;
  note?: string | null | undefined;
  venueId: string | number;
};

export type IngredientDeliveryInput = {
  /** A retry with the same key and body answers the first write; another body is CONFLICT. */
  idempotencyKey?: string | null | undefined;
  ingredientId: string | number;
  note?: string | null | undefined;
  /** Base units delivered (at least 1). */
  quantity: number;
  venueId: string | number;
};

/** The base unit an ingredient is counted in (whole pieces, grams or millilitres). */
export type IngredientUnit =
  | 'GRAM'
  | 'MILLILITRE'
  | 'PIECE';

export type IntegrationConfigInput = {
  cashDifference: string;
  /** The account of the company's own payment methods without an entry of their own; left out: the saved one, else the country's default. */
  otherPayments?: string | null | undefined;
  /** The built-in methods' accounts, and a company method's own account under its code (else `otherPayments`). */
  payments: Array<AccountMappingEntryInput>;
  rounding: string;
  sales: Array<AccountMappingEntryInput>;
  tenant?: string | null | undefined;
  tips: string;
  vat: Array<AccountMappingEntryInput>;
};

export type IntegrationCredentialInput = {
  name: string;
  value: string;
};

export type InvoiceTargetInput = {
  address?: string | null | undefined;
  email?: string | null | undefined;
  name: string;
  organizationNumber?: string | null | undefined;
  reference?: string | null | undefined;
};

export type ItemFilter = {
  /** Products in this category. */
  categoryId?: string | number | null | undefined;
  /** Only these products (a picker's chosen ones), at most 500; an id not the company's matches nothing. */
  ids?: Array<string | number> | null | undefined;
  /** Part of the title; case, spaces and hyphens are ignored (spec section 5). */
  search?: string | null | undefined;
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

/** TITLE: spec section 5 (title, a leading [TA] ignored, then the first category). PRICE: default price. */
export type ItemOrderBy =
  | 'PRICE'
  | 'TITLE';

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

export type KdsBumpOutcome =
  | 'APPLIED'
  | 'NOTHING'
  | 'STALE';

export type KdsStage =
  | 'IN_PROGRESS'
  | 'NEW'
  | 'READY'
  | 'SERVED';

/** A licence-gated feature (spec section 4): tables, kitchen display, app orders, Express, CDS. */
export type LicenceFeature =
  | 'appOrders'
  | 'cds'
  | 'express'
  | 'inventory'
  | 'kds'
  | 'tables';

export type LicencePlan =
  | 'MONTHLY'
  | 'TRIAL'
  | 'YEARLY';

/** The module a new-style licence sells (spec section 3 Modules); src/domain/licences.ts MODULE_FEATURE says which feature each turns on. */
export type LicenceProduct =
  | 'APP'
  | 'CUSTOMER_DISPLAY'
  | 'EPOS'
  | 'GIFTCARD'
  | 'HANDHELD_ORDER'
  | 'HANDHELD_PAY'
  | 'HANDHELD_PRO'
  | 'INSIGHTS'
  | 'INSIGHTS_YEAR'
  | 'INVENTORY'
  | 'KDS'
  | 'QSR'
  | 'SUPPORT_SUNRISE'
  | 'SUPPORT_SUNSET'
  | 'TSR';

export type LicenceStatus =
  | 'ACTIVE'
  | 'CANCELLED'
  | 'PAUSED'
  | 'TRIAL';

export type MenuEntriesInput = {
  create?: Array<MenuEntryCreateInput> | null | undefined;
  disconnect?: Array<WhereIdInput> | null | undefined;
  update?: Array<MenuEntryUpdateInput> | null | undefined;
};

export type MenuEntryCreateInput = {
  item: MenuEntryItemConnect;
  price: number;
};

export type MenuEntryDataInput = {
  price?: number | null | undefined;
  /** null = always available. */
  schedule?: ScheduleInput | null | undefined;
  timePrices?: Array<TimePriceInput> | null | undefined;
};

export type MenuEntryItemConnect = {
  connect: ConnectById;
};

export type MenuEntryUpdateInput = {
  data: MenuEntryDataInput;
  where: WhereIdInput;
};

export type MenuInput = {
  /** ISO 4217, e.g. SEK. */
  currency: string;
  name: string;
  nameLang?: TranslationsInput | null | undefined;
};

export type MenuUpdateInput = {
  menuEntries?: MenuEntriesInput | null | undefined;
  name?: string | null | undefined;
  nameLang?: TranslationsInput | null | undefined;
};

/** The kinds of record that carry metadata. */
export type MetadataRecordType =
  | 'CATEGORY'
  | 'COMPANY'
  | 'ITEM'
  | 'UPSELL'
  | 'VENUE';

export type NamedFilter = {
  /** Only this record (an editor opened by link); another company’s id matches nothing. */
  id?: string | number | null | undefined;
  /** Only these records (a picker's chosen ones, whose names an editor shows), at most 500; an id not the company's matches nothing. */
  ids?: Array<string | number> | null | undefined;
  /** Part of the name; case, spaces and hyphens are ignored (spec section 5). */
  search?: string | null | undefined;
};

/** NAME: the name in lower case, a leading [TA] ignored. POSITION: the list's own order (courses' serving order, upsells' display order), then the name. */
export type NamedOrderBy =
  | 'NAME'
  | 'POSITION';

export type OfferGroupInput = {
  /** Categories the group covers; absent: none. */
  categoryIds?: Array<string | number> | null | undefined;
  itemIds: Array<string | number>;
};

/** An offer (issue 17 item 4). value: FIXED and PRICE in minor units, PERCENTAGE in percent. */
export type OfferInput = {
  automatic: boolean;
  discountType: string;
  groups: Array<OfferGroupInput>;
  name: string;
  /** NONE, PRESET_DISCOUNT or MANUAL_DISCOUNT. */
  permission: string;
  selectionMode: string;
  stages: Array<OfferStageInput>;
  type: string;
  validity: OfferValidityInput;
  value: number;
  /** Empty: every venue. */
  venueIds: Array<string | number>;
};

export type OfferStageInput = {
  quantity: number;
  value: number;
};

export type OfferTimeWindowInput = {
  from: string;
  to: string;
};

export type OfferTrialLineInput = {
  itemId: string | number;
  /** 1–10,000. */
  quantity: number;
};

export type OfferValidityInput = {
  endDate?: string | null | undefined;
  startDate?: string | null | undefined;
  timeWindows: Array<OfferTimeWindowInput>;
  weekdays: Array<string>;
};

export type OnboardingInformationInput = {
  city: string;
  legalName: string;
  /** The business name. */
  name: string;
  street: string;
  zip: string;
};

export type OrderFilter = {
  channel?: string | null | undefined;
  /** First accounting day, YYYY-MM-DD. */
  fromDate?: string | null | undefined;
  /** Search by order number. */
  number?: number | null | undefined;
  serviceType?: string | null | undefined;
  staffName?: string | null | undefined;
  statuses?: Array<string> | null | undefined;
  table?: string | null | undefined;
  /** Last accounting day, YYYY-MM-DD. */
  toDate?: string | null | undefined;
  venueId?: string | number | null | undefined;
};

export type OwnerInput = {
  address: AddressInput;
  fullName: string;
  identityImageUrl: string;
  personalNumber: string;
};

export type PaymentMethodInput = {
  internalId: string;
  name: string;
};

export type PaymentTransactionFilter = {
  /** First accounting day, YYYY-MM-DD. */
  fromDate?: string | null | undefined;
  /** An order number or the start of a card reference. */
  search?: string | null | undefined;
  /** Last accounting day, YYYY-MM-DD. */
  toDate?: string | null | undefined;
  venueId?: string | number | null | undefined;
};

export type PayoutReportInput = {
  accountHolderId: string | number;
  currency: string;
  fromDate: string;
  orgNumber: string;
  toDate: string;
  type?: string | null | undefined;
  venueId?: string | number | null | undefined;
};

export type Period =
  | 'DAILY'
  | 'MONTHLY'
  | 'WEEKLY';

export type PosButtonInput = {
  col: number;
  color?: string | null | undefined;
  height?: number | null | undefined;
  itemId?: string | number | null | undefined;
  /** ITEM, PAGE, UPSELL or OFFER. */
  kind: string;
  label?: string | null | undefined;
  offerId?: string | number | null | undefined;
  row: number;
  targetPageId?: string | number | null | undefined;
  upsellId?: string | number | null | undefined;
  width?: number | null | undefined;
};

export type PosButtonsInput = {
  set: Array<PosButtonInput>;
};

export type PosLayoutCategoryInput = {
  /** A palette colour (src/domain/posLayout.ts). */
  color: string;
  name: string;
  nameLang?: TranslationsInput | null | undefined;
  /** The highest order is selected first. */
  order: number;
};

export type PosLayoutInput = {
  name: string;
  nameLang?: TranslationsInput | null | undefined;
};

export type PosPageUpdateInput = {
  buttons?: PosButtonsInput | null | undefined;
  columns?: number | null | undefined;
  name?: string | null | undefined;
  nameLang?: TranslationsInput | null | undefined;
  rows?: number | null | undefined;
};

export type PosSubPageInput = {
  columns: number;
  name: string;
  nameLang?: TranslationsInput | null | undefined;
  rows: number;
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

export type ReceiptTemplateInput = {
  fields: Array<string>;
  footer: Array<ReceiptTextInput>;
  header: Array<ReceiptTextInput>;
  /** A data URL of a PNG or JPEG up to 32 KiB; left out keeps the logo. */
  logo?: string | null | undefined;
  paperWidth: number;
  removeLogo?: boolean | null | undefined;
};

export type ReceiptTextInput = {
  language: string;
  text: string;
};

export type RecipeLineInput = {
  ingredientId: string | number;
  /** Base units one unit sold takes (at least 1). */
  quantity: number;
};

export type RefundLineInput = {
  lineId: string | number;
  quantity: number;
};

export type RegisterInput = {
  /** Names the company and its first venue; the owner name stands in when it is left out. */
  businessName?: string | null | undefined;
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

/** What happens to the API keys of a removed user. */
export type RemovedUserKeys =
  | 'KEEP'
  | 'REVOKE';

export type ReportKind =
  | 'INVENTORY'
  | 'PAYOUTS'
  | 'SALES';

/** The Reports payload (spec section 3). Days are accounting days YYYY-MM-DD, both included. */
export type ReportsInput = {
  /** First accounting day, included. */
  createdAt_gt: string;
  /** Last accounting day, included. */
  createdAt_lt: string;
  /** Only orders with a line of this product. */
  giftcardItemId?: string | number | null | undefined;
  /** First local hour (0–23), included. */
  hour_gt?: number | null | undefined;
  /** Last local hour (0–23), included. */
  hour_lt?: number | null | undefined;
  /** Leave out orders paid by invoice. */
  ignoreInvoices?: boolean | null | undefined;
  /** SALES: add a row per product. */
  includeItems?: boolean | null | undefined;
  /** Order sources: APP, EXPRESS, POS, THIRD_PARTY. */
  origins?: Array<string> | null | undefined;
  staffId?: string | number | null | undefined;
  /** The report kind: INVENTORY, PAYOUTS or SALES. */
  type: string;
  venueId?: string | number | null | undefined;
  /** Empty: every venue the viewer may see. */
  venueIds?: Array<string | number> | null | undefined;
};

export type ScheduleInput = {
  closedDates?: Array<string> | null | undefined;
  /** First local date, YYYY-MM-DD. */
  from?: string | null | undefined;
  /** Last local date, YYYY-MM-DD. */
  until?: string | null | undefined;
  windows: Array<TimeWindowInput>;
};

export type ScheduledReportInput = {
  /** sv, no, da, en, es, tr or ar. */
  language: string;
  name: string;
  /** DAILY, WEEKLY or MONTHLY. */
  period: string;
  recipients: Array<string>;
  /** The report kind: INVENTORY, PAYOUTS or SALES. */
  type: string;
  /** Empty: every venue the viewer may see, in one mail. */
  venueIds: Array<string | number>;
};

export type ShareholderInput = {
  jobTitle?: string | null | undefined;
  name: string;
};

/** ASC (default) or DESC: every key of the order runs that way. */
export type SortDirection =
  | 'ASC'
  | 'DESC';

export type StaffMemberInput = {
  accessLevelId?: string | number | null | undefined;
  active?: boolean | null | undefined;
  email?: string | null | undefined;
  /** YYYY-MM-DD or empty. */
  employmentStart?: string | null | undefined;
  name: string;
  phone?: string | null | undefined;
  /** 4–6 digits, not weak or sequential, unique per venue. */
  pin: string;
  venueIds: Array<string | number>;
};

export type StaffMemberUpdateInput = {
  accessLevelId?: string | number | null | undefined;
  active?: boolean | null | undefined;
  email?: string | null | undefined;
  employmentStart?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  venueIds?: Array<string | number> | null | undefined;
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

export type StockCountInput = {
  /** A retry with the same key and body answers the first write; another body is CONFLICT. */
  idempotencyKey?: string | null | undefined;
  itemId: string | number;
  /** Units counted: the new level. */
  level: number;
  note?: string | null | undefined;
  venueId: string | number;
};

export type StockDeliveryInput = {
  /** A retry with the same key and body answers the first write; another body is CONFLICT. */
  idempotencyKey?: string | null | undefined;
  itemId: string | number;
  note?: string | null | undefined;
  /** Units delivered (at least 1). */
  quantity: number;
  venueId: string | number;
};

export type StockMovementKind =
  | 'ADJUSTMENT'
  | 'COUNT'
  | 'DELIVERY'
  | 'RETURN'
  | 'SALE';

/** A venue's address for the card provider, when the venue has none yet (stored with the store). */
export type StoreAddressInput = {
  city: string;
  street: string;
  zip: string;
};

export type StoreType =
  | 'ENTERPRISE'
  | 'MULTIPLE'
  | 'SINGLE';

export type SupplierInput = {
  accountNumber?: string | null | undefined;
  active?: boolean | null | undefined;
  contactName?: string | null | undefined;
  email?: string | null | undefined;
  name: string;
  phone?: string | null | undefined;
};

export type SupplierUpdateInput = {
  accountNumber?: string | null | undefined;
  active?: boolean | null | undefined;
  contactName?: string | null | undefined;
  email?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
};

export type TableInput = {
  area?: string | null | undefined;
  code: string;
  floorPlanId: string | number;
  height?: number | null | undefined;
  posX?: number | null | undefined;
  posY?: number | null | undefined;
  rotation?: number | null | undefined;
  seats?: number | null | undefined;
  shape?: TableShape | null | undefined;
  width?: number | null | undefined;
};

export type TableShape =
  | 'RECTANGLE'
  | 'ROUND'
  | 'SQUARE';

export type TableSort =
  | 'area'
  | 'code'
  | 'seats';

export type TableState =
  | 'FREE'
  | 'OPEN'
  | 'PAID'
  | 'PREBILLED';

export type TimePriceInput = {
  price: number;
  windows: Array<TimeWindowInput>;
};

export type TimeWindowInput = {
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  days: Array<number>;
  /** Minutes after local midnight; on the next day with overnight. */
  end: number;
  overnight?: boolean | null | undefined;
  /** Minutes after local midnight. */
  start: number;
};

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

export type VenueMenuConnect = {
  connect: ConnectById;
};

export type VenueMenuCreateInput = {
  menu: VenueMenuConnect;
  schedule?: ScheduleInput | null | undefined;
  serviceType: VenueServiceType;
};

export type VenueMenusInput = {
  create: Array<VenueMenuCreateInput>;
};

/** The four service types a venue has a menu for. */
export type VenueServiceType =
  | 'EAT_HERE'
  | 'POS'
  | 'TABLE_SERVICE'
  | 'TAKE_AWAY';

export type VenueSettingsInput = {
  accountingCutoff?: string | null | undefined;
  active?: boolean | null | undefined;
  city?: string | null | undefined;
  legalName?: string | null | undefined;
  name: string;
  phone?: string | null | undefined;
  staffIdleTimeout?: number | null | undefined;
  street?: string | null | undefined;
  timezone: string;
  zip?: string | null | undefined;
};

export type VenueUpdateInput = {
  menus?: VenueMenusInput | null | undefined;
};

export type WhereIdInput = {
  id: string | number;
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

export type AddCapturedUserDetailsMutationVariables = Exact<{
  input: CapturedUserDetailsInput;
}>;


export type AddCapturedUserDetailsMutation = { addCapturedUserDetails: { success: boolean, errorCode: string | null } };

export type CreateBillingAccountMutationVariables = Exact<{
  input: CreateBillingAccountInput;
}>;


export type CreateBillingAccountMutation = { createBillingAccount: string };

export type DashboardQueryVariables = Exact<{
  venueId?: string | number | null | undefined;
}>;


export type DashboardQuery = { dashboard: { accountingDate: string, companyName: string, currency: string, venueCount: number, productCount: number, venue: { id: string, name: string } | null, sales: { amount: number, count: number } | null } };

export type OfferFieldsFragment = { id: string, name: string, type: string, discountType: string, value: number, selectionMode: string, automatic: boolean, permission: string, venueIds: Array<string>, version: number, groups: Array<{ itemIds: Array<string>, categoryIds: Array<string> }>, stages: Array<{ quantity: number, value: number }>, validity: { weekdays: Array<string>, startDate: string | null, endDate: string | null, timeWindows: Array<{ from: string, to: string }> } };

export type TryOffersQueryVariables = Exact<{
  venueId: string | number;
  at: string;
  lines: Array<OfferTrialLineInput> | OfferTrialLineInput;
  pickedOfferIds?: Array<string | number> | string | number | null | undefined;
}>;


export type TryOffersQuery = { tryOffers: { gross: number, discount: number, total: number, lines: Array<{ lineId: string, net: number }>, vatByRate: Array<{ rate: number, vat: number }>, appliedOffers: Array<{ offerId: string, name: string, discount: number }>, visualOffers: Array<{ offerId: string, name: string }>, manualOffers: Array<{ id: string, name: string }> } };

export type OffersPageQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  filter?: NamedFilter | null | undefined;
}>;


export type OffersPageQuery = { offersPage: { count: number, pageInfo: { endCursor: string | null, hasNextPage: boolean }, results: Array<{ id: string, name: string, type: string, discountType: string, value: number, selectionMode: string, automatic: boolean, permission: string, venueIds: Array<string>, version: number, groups: Array<{ itemIds: Array<string>, categoryIds: Array<string> }>, stages: Array<{ quantity: number, value: number }>, validity: { weekdays: Array<string>, startDate: string | null, endDate: string | null, timeWindows: Array<{ from: string, to: string }> } }> } };

export type OfferItemSearchQueryVariables = Exact<{
  first: number;
  filter?: ItemFilter | null | undefined;
}>;


export type OfferItemSearchQuery = { items: { count: number, results: Array<{ id: string, title: string, defaultPrice: number, vatRate: number }> } };

export type CreateOfferMutationVariables = Exact<{
  data: OfferInput;
}>;


export type CreateOfferMutation = { createOffer: { id: string, name: string, type: string, discountType: string, value: number, selectionMode: string, automatic: boolean, permission: string, venueIds: Array<string>, version: number, groups: Array<{ itemIds: Array<string>, categoryIds: Array<string> }>, stages: Array<{ quantity: number, value: number }>, validity: { weekdays: Array<string>, startDate: string | null, endDate: string | null, timeWindows: Array<{ from: string, to: string }> } } };

export type UpdateOfferMutationVariables = Exact<{
  id: string | number;
  data: OfferInput;
}>;


export type UpdateOfferMutation = { updateOffer: { id: string, name: string, type: string, discountType: string, value: number, selectionMode: string, automatic: boolean, permission: string, venueIds: Array<string>, version: number, groups: Array<{ itemIds: Array<string>, categoryIds: Array<string> }>, stages: Array<{ quantity: number, value: number }>, validity: { weekdays: Array<string>, startDate: string | null, endDate: string | null, timeWindows: Array<{ from: string, to: string }> } } };

export type DeleteOfferMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteOfferMutation = { deleteOffer: boolean };

export type FinanceDashboardQueryVariables = Exact<{
  from: string;
  to: string;
  venueIds?: Array<string | number> | string | number | null | undefined;
}>;


export type FinanceDashboardQuery = { financeDashboard: { from: string, to: string, previousFrom: string, previousTo: string, currency: string, overTimeUnit: string, metrics: Array<{ metric: AnalyticsMetric, value: number, previous: number }>, overTime: Array<{ key: string, amount: number, count: number }>, byHour: Array<{ key: string, amount: number, count: number }>, byWeekday: Array<{ key: string, amount: number, count: number }>, byChannel: Array<{ key: string, amount: number, count: number }>, byServiceType: Array<{ key: string, amount: number, count: number }>, topProducts: Array<{ title: string, quantity: number, amount: number }>, topCategories: Array<{ title: string, quantity: number, amount: number }>, vat: Array<{ rate: number, net: number, vat: number, gross: number }> } };

export type FinanceOrderEventsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type FinanceOrderEventsSubscription = { orderEvents: { orderId: string } | null };

export type ZReportsQueryVariables = Exact<{
  venueId?: string | number | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ZReportsQuery = { zReportsPage: { nextCursor: string | null, items: Array<{ id: string, number: number, accountingDate: string, registerName: string, createdAt: string, closedBy: string, content: { grossTotal: number } }> } };

export type ZReportPdfQueryVariables = Exact<{
  id: string | number;
}>;


export type ZReportPdfQuery = { zReport: { id: string, number: number, content: { pdf: string } } };

export type ZReportDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type ZReportDetailQuery = { zReport: { id: string, number: number, content: { json: string } } };

export type XReportQueryVariables = Exact<{
  venueId: string | number;
}>;


export type XReportQuery = { xReport: { kind: string, accountingDate: string, grossTotal: number, json: string } };

export type CloseDayMutationVariables = Exact<{
  venueId: string | number;
  accountingDate?: string | null | undefined;
  register?: string | null | undefined;
}>;


export type CloseDayMutation = { closeDay: { id: string, number: number } };

export type CloseDaysMutationVariables = Exact<{
  venueId: string | number;
  from: string;
  to: string;
  register?: string | null | undefined;
}>;


export type CloseDaysMutation = { closeDays: Array<{ id: string, number: number }> };

export type DayClosePreviewQueryVariables = Exact<{
  venueId: string | number;
  accountingDate?: string | null | undefined;
  register?: string | null | undefined;
}>;


export type DayClosePreviewQuery = { dayClosePreview: { venueId: string, venueName: string, accountingDate: string, today: string, closedNumber: number | null, openDaysUpTo: number, sales: number, openOrders: number, gross: number, vat: number, net: number, returns: number, register: { id: string, name: string } | null, registers: Array<{ id: string, name: string }>, closeProblem: { code: string, date: string } | null } };

export type SendZReportMutationVariables = Exact<{
  id: string | number;
  email: string;
}>;


export type SendZReportMutation = { sendZReport: boolean };

export type ReportsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ReportsQuery = { reports: { nextCursor: string | null, items: Array<{ id: string, kind: ReportKind, status: string, progress: number, requestedByName: string, createdAt: string, from: string, to: string, rowCount: number | null }> } };

export type GenerateReportMutationVariables = Exact<{
  input: ReportsInput;
}>;


export type GenerateReportMutation = { generateReport: { id: string, status: string } };

export type DeleteReportMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteReportMutation = { deleteReport: string };

export type ReportCsvQueryVariables = Exact<{
  id: string | number;
}>;


export type ReportCsvQuery = { report: { id: string, csv: string | null } };

export type ReportPdfQueryVariables = Exact<{
  id: string | number;
}>;


export type ReportPdfQuery = { report: { id: string, pdf: string | null } };

export type SaftCashRegisterQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type SaftCashRegisterQuery = { saftCashRegister: { fileName: string, xml: string } };

export type ScheduledReportsQueryVariables = Exact<{ [key: string]: never; }>;


export type ScheduledReportsQuery = { scheduledReports: Array<{ id: string, name: string, kind: ReportKind, period: Period, recipients: Array<string>, nextRunAt: string, lastRunAt: string | null, lastStatus: string | null, lastError: string | null, attempts: number }> };

export type CreateScheduledReportMutationVariables = Exact<{
  input: ScheduledReportInput;
}>;


export type CreateScheduledReportMutation = { createScheduledReport: { id: string } };

export type DeleteScheduledReportMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteScheduledReportMutation = { deleteScheduledReport: string };

export type VerifyLedgerQueryVariables = Exact<{
  venueId: string | number;
}>;


export type VerifyLedgerQuery = { verifyLedger: { ok: boolean, links: number, records: number, breakCount: number, firstBreak: { register: string, sequence: number | null, kind: string | null, number: number | null, reason: string } | null } };

export type IntegrationsQueryVariables = Exact<{ [key: string]: never; }>;


export type IntegrationsQuery = { integrations: Array<{ key: string, name: string, kind: string, available: boolean, countries: Array<string>, offeredHere: boolean, status: string }> };

export type IntegrationQueryVariables = Exact<{
  key: string;
}>;


export type IntegrationQuery = { integration: { key: string, name: string, kind: string, available: boolean, status: string, message: string, tenants: boolean, oauth: boolean, credentialFields: Array<string>, vouchers: Array<{ id: string, accountingDate: string, status: string, message: string, attempts: number, nextAttemptAt: string | null, providerReference: string | null }> } };

export type ConnectIntegrationMutationVariables = Exact<{
  key: string;
  credentials: Array<IntegrationCredentialInput> | IntegrationCredentialInput;
}>;


export type ConnectIntegrationMutation = { connectIntegration: { key: string, status: string } };

export type AuthorizeIntegrationMutationVariables = Exact<{
  key: string;
}>;


export type AuthorizeIntegrationMutation = { authorizeIntegration: string };

export type SendDailyVouchersMutationVariables = Exact<{
  key: string;
  accountingDate: string;
}>;


export type SendDailyVouchersMutation = { sendDailyVouchers: { key: string } };

export type IntegrationConfigQueryVariables = Exact<{
  key: string;
  venueId?: string | number | null | undefined;
}>;


export type IntegrationConfigQuery = { integrationConfig: { saved: boolean, own: boolean, vatRates: Array<number>, otherPayments: string, tips: string, rounding: string, cashDifference: string, tenant: string | null, sales: Array<{ key: string, account: string }>, vat: Array<{ key: string, account: string }>, payments: Array<{ key: string, account: string, name: string | null }> } };

export type SaveIntegrationConfigMutationVariables = Exact<{
  key: string;
  data: IntegrationConfigInput;
  venueId?: string | number | null | undefined;
}>;


export type SaveIntegrationConfigMutation = { saveIntegrationConfig: { saved: boolean } };

export type RemoveVenueIntegrationConfigMutationVariables = Exact<{
  key: string;
  venueId: string | number;
}>;


export type RemoveVenueIntegrationConfigMutation = { removeVenueIntegrationConfig: { own: boolean } };

export type SieExportQueryVariables = Exact<{
  from: string;
  to: string;
  venueId?: string | number | null | undefined;
}>;


export type SieExportQuery = { sieExport: { fileName: string, content: string, vouchers: number } };

export type ResendIntegrationVoucherMutationVariables = Exact<{
  voucherId: string | number;
}>;


export type ResendIntegrationVoucherMutation = { resendIntegrationVoucher: { id: string, status: string } };

export type InvoicesQueryVariables = Exact<{
  integration?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type InvoicesQuery = { invoices: { nextCursor: string | null, items: Array<{ id: string, status: string, message: string, createdAt: string, amount: number, currency: string, periodStart: string, periodEnd: string, nextAttemptAt: string | null, providerReference: string | null, target: { id: string, name: string } }> } };

export type InvoiceNowMutationVariables = Exact<{ [key: string]: never; }>;


export type InvoiceNowMutation = { invoiceNow: Array<{ id: string }> };

export type ResendInvoiceMutationVariables = Exact<{
  id: string | number;
}>;


export type ResendInvoiceMutation = { resendInvoice: { id: string, status: string } };

export type StockLevelFieldsFragment = { id: string, venueId: string, itemId: string, title: string, level: number, lowLevel: number | null, low: boolean, soldOut: boolean };

export type GetStockLevelsQueryVariables = Exact<{
  venueId: string | number;
  search?: string | null | undefined;
  lowOnly?: boolean | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type GetStockLevelsQuery = { stockLevels: { count: number, results: Array<{ id: string, venueId: string, itemId: string, title: string, level: number, lowLevel: number | null, low: boolean, soldOut: boolean }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type GetStockMovementsQueryVariables = Exact<{
  venueId: string | number;
  itemId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type GetStockMovementsQuery = { stockMovements: { nextCursor: string | null, items: Array<{ id: string, kind: StockMovementKind, delta: number, level: number, who: string, note: string | null, at: string }> } };

export type StockItemSearchQueryVariables = Exact<{
  first: number;
  filter?: ItemFilter | null | undefined;
}>;


export type StockItemSearchQuery = { items: { count: number, results: Array<{ id: string, title: string }> } };

export type RecordDeliveryMutationVariables = Exact<{
  input: StockDeliveryInput;
}>;


export type RecordDeliveryMutation = { recordDelivery: { id: string, venueId: string, itemId: string, title: string, level: number, lowLevel: number | null, low: boolean, soldOut: boolean } };

export type RecordStockCountMutationVariables = Exact<{
  input: StockCountInput;
}>;


export type RecordStockCountMutation = { recordStockCount: { id: string, venueId: string, itemId: string, title: string, level: number, lowLevel: number | null, low: boolean, soldOut: boolean } };

export type SetLowStockLevelMutationVariables = Exact<{
  venueId: string | number;
  itemId: string | number;
  lowLevel?: number | null | undefined;
}>;


export type SetLowStockLevelMutation = { setLowStockLevel: { id: string, venueId: string, itemId: string, title: string, level: number, lowLevel: number | null, low: boolean, soldOut: boolean } };

export type IngredientStockFieldsFragment = { id: string, venueId: string, name: string, unit: IngredientUnit, level: number | null, lowLevel: number | null, low: boolean, empty: boolean };

export type GetIngredientStockQueryVariables = Exact<{
  venueId: string | number;
  search?: string | null | undefined;
  lowOnly?: boolean | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type GetIngredientStockQuery = { ingredientStock: { count: number, results: Array<{ id: string, venueId: string, name: string, unit: IngredientUnit, level: number | null, lowLevel: number | null, low: boolean, empty: boolean }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type GetIngredientMovementsQueryVariables = Exact<{
  venueId: string | number;
  ingredientId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type GetIngredientMovementsQuery = { ingredientMovements: { nextCursor: string | null, items: Array<{ id: string, kind: StockMovementKind, delta: number, level: number, who: string, note: string | null, at: string }> } };

export type GetRecipeQueryVariables = Exact<{
  itemId: string | number;
}>;


export type GetRecipeQuery = { recipe: Array<{ ingredientId: string, name: string, unit: IngredientUnit, quantity: number }> };

export type CreateIngredientMutationVariables = Exact<{
  name: string;
  unit: IngredientUnit;
}>;


export type CreateIngredientMutation = { createIngredient: { id: string, name: string, unit: IngredientUnit } };

export type SetRecipeMutationVariables = Exact<{
  itemId: string | number;
  lines: Array<RecipeLineInput> | RecipeLineInput;
}>;


export type SetRecipeMutation = { setRecipe: Array<{ ingredientId: string, name: string, unit: IngredientUnit, quantity: number }> };

export type RecordIngredientDeliveryMutationVariables = Exact<{
  input: IngredientDeliveryInput;
}>;


export type RecordIngredientDeliveryMutation = { recordIngredientDelivery: { id: string, venueId: string, name: string, unit: IngredientUnit, level: number | null, lowLevel: number | null, low: boolean, empty: boolean } };

export type RecordIngredientCountMutationVariables = Exact<{
  input: IngredientCountInput;
}>;


export type RecordIngredientCountMutation = { recordIngredientCount: { id: string, venueId: string, name: string, unit: IngredientUnit, level: number | null, lowLevel: number | null, low: boolean, empty: boolean } };

export type SetIngredientLowLevelMutationVariables = Exact<{
  venueId: string | number;
  ingredientId: string | number;
  lowLevel?: number | null | undefined;
}>;


export type SetIngredientLowLevelMutation = { setIngredientLowLevel: { id: string, venueId: string, name: string, unit: IngredientUnit, level: number | null, lowLevel: number | null, low: boolean, empty: boolean } };

export type SuppliersPageQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  filter?: NamedFilter | null | undefined;
  orderBy?: NamedOrderBy | null | undefined;
  direction?: SortDirection | null | undefined;
}>;


export type SuppliersPageQuery = { suppliersPage: { count: number, results: Array<{ id: string, version: number, name: string, contactName: string, email: string, phone: string, accountNumber: string, active: boolean }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type CreateSupplierMutationVariables = Exact<{
  data: SupplierInput;
}>;


export type CreateSupplierMutation = { createSupplier: { id: string, version: number } };

export type UpdateSupplierMutationVariables = Exact<{
  id: string | number;
  data: SupplierUpdateInput;
  expectedVersion?: number | null | undefined;
}>;


export type UpdateSupplierMutation = { updateSupplier: { id: string, version: number } };

export type DeleteSupplierMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSupplierMutation = { deleteSupplier: boolean };

export type KdsTicketFieldsFragment = { id: string, orderId: string, orderNumber: number, table: string | null, serviceType: string, staffName: string | null, courseName: string | null, coursePosition: number | null, stage: KdsStage, version: number, orderedAt: string, createdAt: string, startedAt: string | null, readyAt: string | null, lines: Array<{ id: string, title: string, quantity: number, modifications: Array<string>, removed: Array<string>, messages: Array<string>, allergens: Array<string> }> };

export type GetKdsStationsQueryVariables = Exact<{
  venueId: string | number;
}>;


export type GetKdsStationsQuery = { kdsStations: Array<{ id: string, name: string, kind: string }> };

export type GetKdsBoardQueryVariables = Exact<{
  stationId: string | number;
  venueId: string | number;
}>;


export type GetKdsBoardQuery = { kdsTickets: { at: string, tickets: Array<{ id: string, orderId: string, orderNumber: number, table: string | null, serviceType: string, staffName: string | null, courseName: string | null, coursePosition: number | null, stage: KdsStage, version: number, orderedAt: string, createdAt: string, startedAt: string | null, readyAt: string | null, lines: Array<{ id: string, title: string, quantity: number, modifications: Array<string>, removed: Array<string>, messages: Array<string>, allergens: Array<string> }> }>, lastBump: { id: string, ticketId: string, fromStage: KdsStage, toStage: KdsStage } | null } };

export type BumpKdsTicketMutationVariables = Exact<{
  stationId: string | number;
  ticketId: string | number;
  fromStage: KdsStage;
}>;


export type BumpKdsTicketMutation = { bumpKdsTicket: { applied: boolean, outcome: KdsBumpOutcome, ticket: { id: string, orderId: string, orderNumber: number, table: string | null, serviceType: string, staffName: string | null, courseName: string | null, coursePosition: number | null, stage: KdsStage, version: number, orderedAt: string, createdAt: string, startedAt: string | null, readyAt: string | null, lines: Array<{ id: string, title: string, quantity: number, modifications: Array<string>, removed: Array<string>, messages: Array<string>, allergens: Array<string> }> } | null, bump: { id: string } | null } };

export type RecallKdsTicketMutationVariables = Exact<{
  stationId: string | number;
  bumpId?: string | number | null | undefined;
}>;


export type RecallKdsTicketMutation = { recallKdsTicket: { applied: boolean, outcome: KdsBumpOutcome, ticket: { id: string, orderId: string, orderNumber: number, table: string | null, serviceType: string, staffName: string | null, courseName: string | null, coursePosition: number | null, stage: KdsStage, version: number, orderedAt: string, createdAt: string, startedAt: string | null, readyAt: string | null, lines: Array<{ id: string, title: string, quantity: number, modifications: Array<string>, removed: Array<string>, messages: Array<string>, allergens: Array<string> }> } | null } };

export type GetKdsPrepTimesQueryVariables = Exact<{
  venueId: string | number;
  stationId?: string | number | null | undefined;
}>;


export type GetKdsPrepTimesQuery = { kdsPrepTimes: Array<{ stationId: string, stationName: string, hour: string, tickets: number, averageSeconds: number }> };

export type KdsEventsSubscriptionVariables = Exact<{
  stationId: string | number;
  venueId: string | number;
}>;


export type KdsEventsSubscription = { kdsEvents: { reason: string, orderId: string | null, ticketId: string | null, at: string } | null };

export type LicenceFieldsFragment = { id: string, plan: LicencePlan, status: LicenceStatus, product: LicenceProduct, deviceId: string | null, expiresAt: string | null };

export type DeviceFieldsFragment = { id: string, name: string, venueId: string | null, version: number, activeLicenses: Array<{ id: string, product: LicenceProduct }> };

export type GetLicensesQueryVariables = Exact<{
  activeOnly?: boolean | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type GetLicensesQuery = { licenses: { count: number, results: Array<{ id: string, plan: LicencePlan, status: LicenceStatus, product: LicenceProduct, deviceId: string | null, expiresAt: string | null }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type GetDevicesQueryVariables = Exact<{
  search?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type GetDevicesQuery = { devices: { count: number, results: Array<{ id: string, name: string, venueId: string | null, version: number, activeLicenses: Array<{ id: string, product: LicenceProduct }> }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type GetOperativeViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type GetOperativeViewerQuery = { operativeViewer: { isPOSAccessBlocked: boolean, onboarded: boolean } };

export type ClaimDeviceMutationVariables = Exact<{
  data: ClaimDeviceInput;
}>;


export type ClaimDeviceMutation = { claimDevice: { id: string, name: string, venueId: string | null, version: number, activeLicenses: Array<{ id: string, product: LicenceProduct }> } };

export type UpdateDeviceMutationVariables = Exact<{
  id: string | number;
  data: DeviceInput;
  expectedVersion?: number | null | undefined;
}>;


export type UpdateDeviceMutation = { updateDevice: { id: string, name: string, venueId: string | null, version: number, activeLicenses: Array<{ id: string, product: LicenceProduct }> } };

export type SetPosAccessBlockedMutationVariables = Exact<{
  blocked: boolean;
}>;


export type SetPosAccessBlockedMutation = { setPOSAccessBlocked: boolean };

export type MarkBoostSeenMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkBoostSeenMutation = { markBoostSeen: boolean };

export type RequestBoostMutationVariables = Exact<{
  legalEntityId: string | number;
  offerId: string | number;
}>;


export type RequestBoostMutation = { requestBoost: boolean };

export type ChangesQueryVariables = Exact<{
  filter?: ChangeFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ChangesQuery = { changes: { nextCursor: string | null, items: Array<{ id: string, at: string, actorName: string | null, realActorName: string | null, recordType: ChangeRecordType, recordId: string, label: string, op: string, revertOf: string | null, revertable: boolean, fields: Array<{ field: string, before: string | null, after: string | null, beforeName: string | null, afterName: string | null }> }> } };

export type RevertChangeMutationVariables = Exact<{
  id: string | number;
}>;


export type RevertChangeMutation = { revertChange: boolean };

export type ChangeActorsQueryVariables = Exact<{ [key: string]: never; }>;


export type ChangeActorsQuery = { changeActors: Array<{ id: string, name: string }> };

export type MenusPageQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  filter?: NamedFilter | null | undefined;
}>;


export type MenusPageQuery = { menusPage: { count: number, pageInfo: { endCursor: string | null, hasNextPage: boolean }, results: Array<{ id: string, name: string, currency: string, version: number, allArticles: boolean, entryCount: number, nameLang: { en: string | null, se: string | null, es: string | null, no: string | null } }> } };

export type EditedMenuFieldsFragment = { id: string, name: string, currency: string, version: number, allArticles: boolean, nameLang: { en: string | null, se: string | null, es: string | null, no: string | null }, menuEntries: Array<{ id: string, price: number, itemId: string, item: { id: string, title: string, defaultPrice: number, version: number }, schedule: { from: string | null, until: string | null, closedDates: Array<string>, windows: Array<{ days: Array<number>, start: number, end: number, overnight: boolean }> } | null, timePrices: Array<{ price: number, windows: Array<{ days: Array<number>, start: number, end: number, overnight: boolean }> }> }> };

export type MenuForEditorQueryVariables = Exact<{
  menuId: string | number;
}>;


export type MenuForEditorQuery = { menu: { id: string, name: string, currency: string, version: number, allArticles: boolean, nameLang: { en: string | null, se: string | null, es: string | null, no: string | null }, menuEntries: Array<{ id: string, price: number, itemId: string, item: { id: string, title: string, defaultPrice: number, version: number }, schedule: { from: string | null, until: string | null, closedDates: Array<string>, windows: Array<{ days: Array<number>, start: number, end: number, overnight: boolean }> } | null, timePrices: Array<{ price: number, windows: Array<{ days: Array<number>, start: number, end: number, overnight: boolean }> }> }> } };

export type MenuVenuesQueryVariables = Exact<{ [key: string]: never; }>;


export type MenuVenuesQuery = { company: { id: string, defaultCurrency: string }, venues: Array<{ id: string, name: string, timezone: string, menus: Array<{ serviceType: VenueServiceType, menuId: string, schedule: { from: string | null, until: string | null, closedDates: Array<string>, windows: Array<{ days: Array<number>, start: number, end: number, overnight: boolean }> } | null }> }> };

export type VenueMenuChoicesQueryVariables = Exact<{
  first: number;
  filter?: NamedFilter | null | undefined;
}>;


export type VenueMenuChoicesQuery = { menusPage: { count: number, results: Array<{ id: string, name: string }> } };

export type AllArticlesMenuQueryVariables = Exact<{ [key: string]: never; }>;


export type AllArticlesMenuQuery = { allArticlesMenu: { id: string } | null };

export type MenuItemSearchQueryVariables = Exact<{
  first: number;
  filter?: ItemFilter | null | undefined;
}>;


export type MenuItemSearchQuery = { items: { count: number, results: Array<{ id: string, title: string, defaultPrice: number }> } };

export type CreateMenuMutationVariables = Exact<{
  data: MenuInput;
}>;


export type CreateMenuMutation = { createMenu: { id: string, name: string } };

export type UpdateMenuMutationVariables = Exact<{
  menuId: string | number;
  data: MenuUpdateInput;
  expectedVersion?: number | null | undefined;
}>;


export type UpdateMenuMutation = { updateMenu: { menu: { id: string, name: string, currency: string, version: number, allArticles: boolean, nameLang: { en: string | null, se: string | null, es: string | null, no: string | null }, menuEntries: Array<{ id: string, price: number, itemId: string, item: { id: string, title: string, defaultPrice: number, version: number }, schedule: { from: string | null, until: string | null, closedDates: Array<string>, windows: Array<{ days: Array<number>, start: number, end: number, overnight: boolean }> } | null, timePrices: Array<{ price: number, windows: Array<{ days: Array<number>, start: number, end: number, overnight: boolean }> }> }> } | null } };

export type SaveEntryTimesMutationVariables = Exact<{
  menuId: string | number;
  data: MenuUpdateInput;
  expectedVersion?: number | null | undefined;
}>;


export type SaveEntryTimesMutation = { updateMenu: { success: boolean, menu: { id: string, version: number } | null } };

export type DeleteMenuMutationVariables = Exact<{
  menuId: string | number;
  force?: boolean | null | undefined;
}>;


export type DeleteMenuMutation = { deleteMenu: { success: boolean, deleted: boolean, usedBy: Array<{ venueName: string, serviceType: VenueServiceType }> } };

export type MenuItemPriceMutationVariables = Exact<{
  itemId: string | number;
  price: number;
  expectedVersion?: number | null | undefined;
}>;


export type MenuItemPriceMutation = { updateItemPrice: { version: number } };

export type UpdateVenueMenusMutationVariables = Exact<{
  id: string | number;
  data: VenueUpdateInput;
}>;


export type UpdateVenueMenusMutation = { updateVenue: { id: string, menus: Array<{ serviceType: VenueServiceType, menuId: string }> } };

export type MenuAtPreviewQueryVariables = Exact<{
  venueId: string | number;
  serviceType: VenueServiceType;
  at: string;
}>;


export type MenuAtPreviewQuery = { menuAt: { menuId: string | null, menuName: string | null, currency: string | null, entries: Array<{ id: string, itemId: string, price: number, basePrice: number, timeBound: boolean }> } };

export type OnboardingStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type OnboardingStatusQuery = { onboardingStatus: { steps: Array<string>, currentPage: string | null, done: number, total: number, pages: Array<{ page: string, state: string }> } };

export type CreateOnboardingEventMutationVariables = Exact<{
  kind: string;
  page: string;
}>;


export type CreateOnboardingEventMutation = { createOnboardingEvent: { steps: Array<string>, currentPage: string | null, done: number, total: number, pages: Array<{ page: string, state: string }> } };

export type OnboardingInformationQueryVariables = Exact<{ [key: string]: never; }>;


export type OnboardingInformationQuery = { onboardingInformation: { name: string, legalName: string, street: string, zip: string, city: string } };

export type UpdateOnboardingInformationMutationVariables = Exact<{
  data: OnboardingInformationInput;
}>;


export type UpdateOnboardingInformationMutation = { updateOnboardingInformation: { currentPage: string | null } };

export type OnboardingStationsQueryVariables = Exact<{ [key: string]: never; }>;


export type OnboardingStationsQuery = { stations: Array<{ id: string, name: string, kind: string }> };

export type CreateOnboardingStationMutationVariables = Exact<{
  data: StationInput;
}>;


export type CreateOnboardingStationMutation = { createStation: { id: string } };

export type ProductLibraryQueryVariables = Exact<{
  kind: string;
}>;


export type ProductLibraryQuery = { productLibrary: Array<{ name: string, products: Array<{ title: string, price: number, vatRate: number }> }> };

export type ImportProductLibraryMutationVariables = Exact<{
  kind: string;
}>;


export type ImportProductLibraryMutation = { importProductLibrary: { categories: number, products: number, courseTypes: number, modifierGroups: number, layoutId: string } };

export type MakeTestSaleMutationVariables = Exact<{ [key: string]: never; }>;


export type MakeTestSaleMutation = { makeTestSale: string };

export type OnlineOrderingVenuesQueryVariables = Exact<{ [key: string]: never; }>;


export type OnlineOrderingVenuesQuery = { onlineOrderingVenues: Array<{ venueId: string, venueName: string, enabled: boolean, menuId: string | null, version: number, menus: Array<{ id: string, name: string }> }> };

export type UpdateOnlineOrderingMutationVariables = Exact<{
  venueId: string | number;
  enabled: boolean;
  menuId?: string | number | null | undefined;
  expectedVersion?: number | null | undefined;
}>;


export type UpdateOnlineOrderingMutation = { updateOnlineOrdering: { venueId: string, enabled: boolean, menuId: string | null, version: number } };

export type OnlineOrderingQrSheetQueryVariables = Exact<{
  venueId: string | number;
}>;


export type OnlineOrderingQrSheetQuery = { onlineOrderingQrSheet: string };

export type OnlineOrderingQrCodesQueryVariables = Exact<{
  venueId: string | number;
}>;


export type OnlineOrderingQrCodesQuery = { onlineOrderingQrCodes: Array<{ code: string, url: string, svg: string }> };

export type OrdersQueryVariables = Exact<{
  filter?: OrderFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  withTotals?: boolean | null | undefined;
}>;


export type OrdersQuery = { orders: { nextCursor: string | null, totalCount?: number, totalAmount?: number, refundedAmount?: number, items: Array<{ id: string, number: number, createdAt: string, accountingDate: string, venueName: string, channel: string, serviceType: string, status: string, table: string | null, staffName: string | null, total: number, refunded: number }> } };

export type OrderQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderQuery = { order: { id: string, number: number, status: string, channel: string, serviceType: string, venueName: string, table: string | null, staffName: string | null, guestCount: number, createdAt: string, paidAt: string | null, accountingDate: string, device: string | null, total: number, vatTotal: number, paid: number, tips: number, refunded: number, vat: Array<{ rate: number, net: number, vat: number, gross: number }>, lines: Array<{ id: string, title: string, quantity: number, refundedQuantity: number, unitPrice: number, vatRate: number, total: number, variations: Array<{ name: string, price: number }>, offers: Array<{ name: string, discount: number }> }>, payments: Array<{ id: string, method: string, methodName: string | null, amount: number, tip: number, acquirerReference: string | null }>, refunds: Array<{ id: string, amount: number, reason: string, status: string, byName: string, createdAt: string }>, audit: Array<{ id: string, at: string, who: string, device: string | null, action: string }> } | null };

export type RefundOrderMutationVariables = Exact<{
  idempotencyKey: string;
  orderId: string | number;
  lines?: Array<RefundLineInput> | RefundLineInput | null | undefined;
  amount?: number | null | undefined;
  reason: string;
}>;


export type RefundOrderMutation = { refundOrder: { id: string, status: string, refunded: number } };

export type SendOrderEmailMutationVariables = Exact<{
  orderId: string | number;
  email: string;
}>;


export type SendOrderEmailMutation = { sendOrderEmail: { id: string } };

export type OrderEventsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type OrderEventsSubscription = { orderEvents: { orderId: string, number: number } | null };

export type ApiKeysQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  filter?: NamedFilter | null | undefined;
}>;


export type ApiKeysQuery = { apiKeysPage: { count: number, pageInfo: { endCursor: string | null, hasNextPage: boolean }, results: Array<{ id: string, name: string, venueId: string, prefix: string, scopes: Array<string>, createdAt: string, lastUsedAt: string | null, revokedAt: string | null, expiresAt: string | null, createdBy: string | null, owner: string | null }> } };

export type CreateApiKeyMutationVariables = Exact<{
  name: string;
  venueId: string | number;
  scopes: Array<string> | string;
}>;


export type CreateApiKeyMutation = { createApiKey: { key: string, apiKey: { id: string } } };

export type RotateApiKeyMutationVariables = Exact<{
  id: string | number;
  overlapHours?: number | null | undefined;
}>;


export type RotateApiKeyMutation = { rotateApiKey: { key: string, apiKey: { id: string } } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: { id: string, revokedAt: string | null } };

export type PaymentTransactionsQueryVariables = Exact<{
  filter?: PaymentTransactionFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PaymentTransactionsQuery = { paymentTransactions: { nextCursor: string | null, totalCount: number, totalAmount: number, items: Array<{ id: string, orderId: string, orderNumber: number, venueName: string, amount: number, tip: number, currency: string, reference: string | null, createdAt: string }> } };

export type PaymentsOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentsOverviewQuery = { paymentsOverview: { configured: boolean, providerError: string | null, balanceAccounts: Array<{ id: string, description: string, currency: string, available: number, pending: number }>, accountHolders: Array<{ id: string, legalName: string, country: string, email: string, legalEntityId: string | null, status: string, shareholders: Array<{ name: string, jobTitle: string }> }>, legalEntities: Array<{ id: string, name: string }>, venues: Array<{ id: string, name: string, street: string, zip: string, city: string, metadataComplete: boolean, store: { id: string, accountHolderId: string, status: string | null } | null }> } };

export type CreateAccountHolderMutationVariables = Exact<{
  input: AccountHolderInput;
}>;


export type CreateAccountHolderMutation = { createAccountHolder: { accountHolder: { id: string, status: string } } };

export type AddProviderStoreMutationVariables = Exact<{
  venueId: string | number;
  accountHolderId: string | number;
  address?: StoreAddressInput | null | undefined;
}>;


export type AddProviderStoreMutation = { addProviderStore: { id: string, venueId: string } };

export type KycLinkQueryVariables = Exact<{
  accountHolderId: string | number;
}>;


export type KycLinkQuery = { kycLink: string };

export type CheckoutLinkQueryVariables = Exact<{
  accountHolderId: string | number;
}>;


export type CheckoutLinkQuery = { checkoutLink: string };

export type PayoutsQueryVariables = Exact<{
  accountHolderId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PayoutsQuery = { payouts: { configured: boolean, nextCursor: string | null, items: Array<{ id: string, amount: number, currency: string, status: string, bookedAt: string }> } };

export type PaymentReportsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PaymentReportsQuery = { paymentReports: { nextCursor: string | null, items: Array<{ id: string, type: string, currency: string, fromDate: string, toDate: string, status: string, downloadUrl: string | null, createdAt: string }> } };

export type CreatePayoutReportMutationVariables = Exact<{
  input: PayoutReportInput;
}>;


export type CreatePayoutReportMutation = { createPayoutReport: { id: string, status: string } };

export type AllLanguagesFragment = { en: string | null, se: string | null, es: string | null, no: string | null, da: string | null, tr: string | null, ar: string | null };

export type ProductRowFieldsFragment = { id: string, title: string, defaultPrice: number, vatRate: number, allergens: Array<string>, courseTypeId: string | null, version: number, courseType: { id: string, name: string } | null, categories: Array<{ id: string, name: string, color: string }>, appliedVariations: Array<{ id: string, title: string }> };

export type ProductPickerQueryVariables = Exact<{
  first: number;
  filter?: ItemFilter | null | undefined;
}>;


export type ProductPickerQuery = { items: { count: number, results: Array<{ id: string, title: string }> } };

export type GetItemsPageQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  filter?: ItemFilter | null | undefined;
  orderBy?: ItemOrderBy | null | undefined;
  direction?: SortDirection | null | undefined;
}>;


export type GetItemsPageQuery = { items: { count: number, results: Array<{ id: string, title: string, defaultPrice: number, vatRate: number, allergens: Array<string>, courseTypeId: string | null, version: number, courseType: { id: string, name: string } | null, categories: Array<{ id: string, name: string, color: string }>, appliedVariations: Array<{ id: string, title: string }> }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type GetItemQueryVariables = Exact<{
  id: string | number;
}>;


export type GetItemQuery = { item: { manualPrice: boolean, takeAwayVatRate: number | null, norwegianCategory: string | null, volumeSuffix: string | null, imageUrl: string | null, stationId: string | null, defaultVariationsIds: Array<string>, upsellIds: Array<string>, id: string, title: string, defaultPrice: number, vatRate: number, allergens: Array<string>, courseTypeId: string | null, version: number, titleLang: { en: string | null, se: string | null, es: string | null, no: string | null, da: string | null, tr: string | null, ar: string | null }, courseType: { id: string, name: string } | null, categories: Array<{ id: string, name: string, color: string }>, appliedVariations: Array<{ id: string, title: string }> } };

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

export type UpdateItemsMatchingMutationVariables = Exact<{
  filter: ItemFilter;
  data: BulkItemInput;
}>;


export type UpdateItemsMatchingMutation = { updateItemsMatching: { success: boolean, count: number } };

export type DeleteNodesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  force?: boolean | null | undefined;
}>;


export type DeleteNodesMutation = { deleteNodes: { success: boolean, deleted: number, usageCount: number, usages: Array<{ kind: string, id: string, name: string }> } };

export type CategoryRowFieldsFragment = { id: string, name: string, color: string, vatRate: number, parentId: string | null, courseTypeId: string | null, stationId: string | null, itemCount: number, version: number, nameLang: { en: string | null, se: string | null, es: string | null, no: string | null, da: string | null, tr: string | null, ar: string | null }, parent: { id: string, name: string } | null, courseType: { id: string, name: string } | null, station: { id: string, name: string } | null };

export type GetCategoriesPageQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  filter?: NamedFilter | null | undefined;
  orderBy?: NamedOrderBy | null | undefined;
  direction?: SortDirection | null | undefined;
}>;


export type GetCategoriesPageQuery = { categoriesPage: { count: number, results: Array<{ id: string, name: string, color: string, vatRate: number, parentId: string | null, courseTypeId: string | null, stationId: string | null, itemCount: number, version: number, nameLang: { en: string | null, se: string | null, es: string | null, no: string | null, da: string | null, tr: string | null, ar: string | null }, parent: { id: string, name: string } | null, courseType: { id: string, name: string } | null, station: { id: string, name: string } | null }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

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

export type UpdateCategoriesMatchingMutationVariables = Exact<{
  filter: NamedFilter;
  data: BulkCategoryInput;
}>;


export type UpdateCategoriesMatchingMutation = { updateCategoriesMatching: { success: boolean, count: number } };

export type UpdateCategoriesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  data: BulkCategoryInput;
}>;


export type UpdateCategoriesMutation = { updateCategories: { success: boolean, count: number } };

export type CourseTypeRowFieldsFragment = { id: string, name: string, position: number, version: number, nameLang: { en: string | null, se: string | null, es: string | null, no: string | null, da: string | null, tr: string | null, ar: string | null } };

export type GetCourseTypesPageQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  filter?: NamedFilter | null | undefined;
  orderBy?: NamedOrderBy | null | undefined;
  direction?: SortDirection | null | undefined;
}>;


export type GetCourseTypesPageQuery = { courseTypesPage: { count: number, results: Array<{ id: string, name: string, position: number, version: number, nameLang: { en: string | null, se: string | null, es: string | null, no: string | null, da: string | null, tr: string | null, ar: string | null } }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

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

export type StationRowFieldsFragment = { id: string, name: string, kind: string, venueId: string | null, version: number };

export type GetStationsPageQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  filter?: NamedFilter | null | undefined;
  orderBy?: NamedOrderBy | null | undefined;
  direction?: SortDirection | null | undefined;
}>;


export type GetStationsPageQuery = { stationsPage: { count: number, results: Array<{ id: string, name: string, kind: string, venueId: string | null, version: number }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

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

export type VariationGroupRowFieldsFragment = { id: string, title: string, selectionMode: string, itemCount: number, version: number, titleLang: { en: string | null, se: string | null, es: string | null, no: string | null, da: string | null, tr: string | null, ar: string | null }, variations: Array<{ id: string, name: string, price: number }> };

export type GetVariationGroupsPageQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  filter?: NamedFilter | null | undefined;
  orderBy?: NamedOrderBy | null | undefined;
  direction?: SortDirection | null | undefined;
}>;


export type GetVariationGroupsPageQuery = { variationGroupsPage: { count: number, results: Array<{ id: string, title: string, selectionMode: string, itemCount: number, version: number, titleLang: { en: string | null, se: string | null, es: string | null, no: string | null, da: string | null, tr: string | null, ar: string | null }, variations: Array<{ id: string, name: string, price: number }> }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

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

export type UpsellRowFieldsFragment = { id: string, name: string, displayOrder: number, version: number, nameLang: { en: string | null, se: string | null, es: string | null, no: string | null, da: string | null, tr: string | null, ar: string | null }, items: Array<{ id: string, title: string }> };

export type GetUpsellsPageQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  filter?: NamedFilter | null | undefined;
  orderBy?: NamedOrderBy | null | undefined;
  direction?: SortDirection | null | undefined;
}>;


export type GetUpsellsPageQuery = { upsellsPage: { count: number, results: Array<{ id: string, name: string, displayOrder: number, version: number, nameLang: { en: string | null, se: string | null, es: string | null, no: string | null, da: string | null, tr: string | null, ar: string | null }, items: Array<{ id: string, title: string }> }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

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

export type MessageRowFieldsFragment = { id: string, type: string, text: string, venueId: string | null, version: number, textLang: { en: string | null, se: string | null, es: string | null, no: string | null, da: string | null, tr: string | null, ar: string | null } };

export type GetPredefinedMessagesPageQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  filter?: NamedFilter | null | undefined;
  orderBy?: NamedOrderBy | null | undefined;
  direction?: SortDirection | null | undefined;
}>;


export type GetPredefinedMessagesPageQuery = { predefinedMessagesPage: { count: number, results: Array<{ id: string, type: string, text: string, venueId: string | null, version: number, textLang: { en: string | null, se: string | null, es: string | null, no: string | null, da: string | null, tr: string | null, ar: string | null } }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

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

export type GetRemovableIngredientsQueryVariables = Exact<{
  id: string | number;
}>;


export type GetRemovableIngredientsQuery = { item: { id: string, removableIngredients: Array<{ id: string, name: string, nameLang: { en: string | null, se: string | null, es: string | null, no: string | null, da: string | null, tr: string | null, ar: string | null } }> }, recordMetadata: Array<{ key: string, version: number }> };

export type GetPosLayoutsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetPosLayoutsQuery = { posLayouts: Array<{ id: string, name: string, createdAt: string, nameLang: { en: string | null, se: string | null, es: string | null, no: string | null, da: string | null, tr: string | null, ar: string | null }, categories: Array<{ id: string, order: number, color: string, version: number, name: string, nameLang: { en: string | null, se: string | null, es: string | null, no: string | null, da: string | null, tr: string | null, ar: string | null }, page: { id: string, name: string } | null }>, pages: Array<{ id: string, name: string, categoryId: string | null, columns: number, rows: number, nameLang: { en: string | null, se: string | null, es: string | null, no: string | null, da: string | null, tr: string | null, ar: string | null } }> }> };

export type GetPosPageQueryVariables = Exact<{
  id: string | number;
  venueId?: string | number | null | undefined;
}>;


export type GetPosPageQuery = { posPage: { id: string, name: string, columns: number, rows: number, version: number, categoryId: string | null, nameLang: { en: string | null, se: string | null, es: string | null, no: string | null, da: string | null, tr: string | null, ar: string | null }, buttons: Array<{ id: string, kind: string, col: number, row: number, width: number, height: number, color: string | null, label: string | null, itemId: string | null, targetPageId: string | null, upsellId: string | null, offerId: string | null, itemTitle: string | null, price: number | null }> } };

export type GetPosPageReferencesQueryVariables = Exact<{
  pageId: string | number;
}>;


export type GetPosPageReferencesQuery = { posPageReferences: Array<{ pageId: string, name: string, count: number }> };

export type LayoutBundleSearchQueryVariables = Exact<{
  first: number;
  filter?: NamedFilter | null | undefined;
}>;


export type LayoutBundleSearchQuery = { bundleOffersPage: { count: number, results: Array<{ id: string, name: string }> } };

export type LayoutUpsellSearchQueryVariables = Exact<{
  first: number;
  filter?: NamedFilter | null | undefined;
}>;


export type LayoutUpsellSearchQuery = { upsellsPage: { count: number, results: Array<{ id: string, name: string }> } };

export type LayoutItemSearchQueryVariables = Exact<{
  first: number;
  filter?: ItemFilter | null | undefined;
}>;


export type LayoutItemSearchQuery = { items: { count: number, results: Array<{ id: string, title: string, defaultPrice: number }> } };

export type CreatePosLayoutMutationVariables = Exact<{
  data: PosLayoutInput;
}>;


export type CreatePosLayoutMutation = { createPosLayout: { id: string } };

export type UpdatePosLayoutMutationVariables = Exact<{
  id: string | number;
  data: PosLayoutInput;
}>;


export type UpdatePosLayoutMutation = { updatePosLayout: { id: string } };

export type DuplicatePosLayoutMutationVariables = Exact<{
  id: string | number;
  name: string;
  nameLang?: TranslationsInput | null | undefined;
}>;


export type DuplicatePosLayoutMutation = { duplicatePosLayout: { id: string } };

export type DeletePosLayoutMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePosLayoutMutation = { deletePosLayout: boolean };

export type CreatePosCategoryMutationVariables = Exact<{
  layoutId: string | number;
  data: PosLayoutCategoryInput;
}>;


export type CreatePosCategoryMutation = { createPosCategory: { id: string } };

export type UpdatePosCategoryMutationVariables = Exact<{
  id: string | number;
  data: PosLayoutCategoryInput;
  expectedVersion?: number | null | undefined;
}>;


export type UpdatePosCategoryMutation = { updatePosCategory: { id: string, version: number } };

export type DeletePosCategoryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePosCategoryMutation = { deletePosCategory: boolean };

export type CreatePosPageMutationVariables = Exact<{
  layoutId: string | number;
  data: PosSubPageInput;
}>;


export type CreatePosPageMutation = { createPosPage: { id: string } };

export type UpdatePageMutationVariables = Exact<{
  pageId: string | number;
  data: PosPageUpdateInput;
  expectedVersion?: number | null | undefined;
}>;


export type UpdatePageMutation = { updatePage: { id: string, version: number } };

export type RemoveSubPageMutationVariables = Exact<{
  pageId: string | number;
}>;


export type RemoveSubPageMutation = { removeSubPage: Array<string> };

export type VenueSettingsFieldsFragment = { id: string, name: string, legalName: string, street: string, zip: string, city: string, phone: string, timezone: string, accountingCutoff: string, staffIdleTimeout: number, active: boolean, version: number };

export type GetVenueSettingsPageQueryVariables = Exact<{
  search?: string | null | undefined;
  desc?: boolean | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type GetVenueSettingsPageQuery = { settingsVenues: { count: number, results: Array<{ id: string, name: string, legalName: string, street: string, zip: string, city: string, phone: string, timezone: string, accountingCutoff: string, staffIdleTimeout: number, active: boolean, version: number }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type GetVenueSettingsQueryVariables = Exact<{
  id: string | number;
}>;


export type GetVenueSettingsQuery = { settingsVenue: { id: string, name: string, legalName: string, street: string, zip: string, city: string, phone: string, timezone: string, accountingCutoff: string, staffIdleTimeout: number, active: boolean, version: number } | null };

export type CreateVenueMutationVariables = Exact<{
  data: VenueSettingsInput;
}>;


export type CreateVenueMutation = { createVenue: { id: string } };

export type UpdateVenueSettingsMutationVariables = Exact<{
  id: string | number;
  data: VenueSettingsInput;
  expectedVersion?: number | null | undefined;
}>;


export type UpdateVenueSettingsMutation = { updateVenueSettings: { id: string } };

export type DeleteVenueMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteVenueMutation = { deleteVenue: boolean };

export type CompanySettingsFieldsFragment = { id: string, name: string, legalName: string, country: string, orgNumber: string, street: string, zip: string, city: string, defaultLanguage: string, currency: string, vatRegistered: boolean, vatNumber: string, maxTipPercent: number, version: number };

export type GetCompanySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCompanySettingsQuery = { companySettings: { id: string, name: string, legalName: string, country: string, orgNumber: string, street: string, zip: string, city: string, defaultLanguage: string, currency: string, vatRegistered: boolean, vatNumber: string, maxTipPercent: number, version: number } };

export type UpdateCompanySettingsMutationVariables = Exact<{
  data: CompanySettingsInput;
  expectedVersion?: number | null | undefined;
}>;


export type UpdateCompanySettingsMutation = { updateCompanySettings: { id: string, name: string, legalName: string, country: string, orgNumber: string, street: string, zip: string, city: string, defaultLanguage: string, currency: string, vatRegistered: boolean, vatNumber: string, maxTipPercent: number, version: number } };

export type ReceiptTemplateFieldsFragment = { paperWidth: number, fields: Array<string>, lockedFields: Array<string>, allFields: Array<string>, country: string, companyLanguage: string, logoDataUrl: string | null, version: number, header: Array<{ language: string, text: string }>, footer: Array<{ language: string, text: string }> };

export type GetReceiptTemplateQueryVariables = Exact<{ [key: string]: never; }>;


export type GetReceiptTemplateQuery = { receiptTemplate: { paperWidth: number, fields: Array<string>, lockedFields: Array<string>, allFields: Array<string>, country: string, companyLanguage: string, logoDataUrl: string | null, version: number, header: Array<{ language: string, text: string }>, footer: Array<{ language: string, text: string }> }, companySettings: { id: string, name: string, legalName: string, country: string, orgNumber: string, street: string, zip: string, city: string, defaultLanguage: string, currency: string, vatRegistered: boolean, vatNumber: string, maxTipPercent: number, version: number } };

export type UpdateReceiptTemplateMutationVariables = Exact<{
  data: ReceiptTemplateInput;
  expectedVersion?: number | null | undefined;
}>;


export type UpdateReceiptTemplateMutation = { updateReceiptTemplate: { paperWidth: number, fields: Array<string>, lockedFields: Array<string>, allFields: Array<string>, country: string, companyLanguage: string, logoDataUrl: string | null, version: number, header: Array<{ language: string, text: string }>, footer: Array<{ language: string, text: string }> } };

export type BeeperRangeFieldsFragment = { id: string, venueId: string, venueName: string, name: string, first: number, last: number, enabled: boolean, version: number };

export type GetBeeperRangePageQueryVariables = Exact<{
  venueId?: string | number | null | undefined;
  search?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type GetBeeperRangePageQuery = { beeperRanges: { count: number, results: Array<{ id: string, venueId: string, venueName: string, name: string, first: number, last: number, enabled: boolean, version: number }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type GetBeeperRangeQueryVariables = Exact<{
  id: string | number;
}>;


export type GetBeeperRangeQuery = { beeperRange: { id: string, venueId: string, venueName: string, name: string, first: number, last: number, enabled: boolean, version: number } | null };

export type CreateBeeperRangeMutationVariables = Exact<{
  data: BeeperRangeInput;
}>;


export type CreateBeeperRangeMutation = { createBeeperRange: { id: string } };

export type UpdateBeeperRangeMutationVariables = Exact<{
  id: string | number;
  data: BeeperRangeInput;
  expectedVersion?: number | null | undefined;
}>;


export type UpdateBeeperRangeMutation = { updateBeeperRange: { id: string } };

export type DeleteBeeperRangeMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteBeeperRangeMutation = { deleteBeeperRange: boolean };

export type PaymentMethodFieldsFragment = { id: string, name: string, internalId: string, createdAt: string | null, version: number };

export type GetPaymentMethodPageQueryVariables = Exact<{
  search?: string | null | undefined;
  desc?: boolean | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type GetPaymentMethodPageQuery = { paymentMethodsPage: { count: number, results: Array<{ id: string, name: string, internalId: string, createdAt: string | null, version: number }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type GetPaymentMethodQueryVariables = Exact<{
  id: string | number;
}>;


export type GetPaymentMethodQuery = { paymentMethod: { id: string, name: string, internalId: string, createdAt: string | null, version: number } | null };

export type CreatePaymentMethodMutationVariables = Exact<{
  data: PaymentMethodInput;
  idempotencyKey?: string | null | undefined;
}>;


export type CreatePaymentMethodMutation = { createPaymentMethod: { id: string } };

export type UpdatePaymentMethodMutationVariables = Exact<{
  id: string | number;
  data: PaymentMethodInput;
  expectedVersion?: number | null | undefined;
}>;


export type UpdatePaymentMethodMutation = { updatePaymentMethod: { id: string } };

export type DeletePaymentMethodMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePaymentMethodMutation = { deletePaymentMethod: boolean };

export type InvoiceTargetFieldsFragment = { id: string, name: string, organizationNumber: string, email: string, address: string, reference: string, createdAt: string, version: number };

export type GetInvoiceTargetPageQueryVariables = Exact<{
  search?: string | null | undefined;
  desc?: boolean | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type GetInvoiceTargetPageQuery = { invoiceTargetsPage: { count: number, results: Array<{ id: string, name: string, organizationNumber: string, email: string, address: string, reference: string, createdAt: string, version: number }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type GetInvoiceTargetQueryVariables = Exact<{
  id: string | number;
}>;


export type GetInvoiceTargetQuery = { invoiceTarget: { id: string, name: string, organizationNumber: string, email: string, address: string, reference: string, createdAt: string, version: number } | null };

export type CreateInvoiceTargetMutationVariables = Exact<{
  data: InvoiceTargetInput;
  idempotencyKey?: string | null | undefined;
}>;


export type CreateInvoiceTargetMutation = { createInvoiceTarget: { id: string } };

export type UpdateInvoiceTargetMutationVariables = Exact<{
  id: string | number;
  data: InvoiceTargetInput;
  expectedVersion?: number | null | undefined;
}>;


export type UpdateInvoiceTargetMutation = { updateInvoiceTarget: { id: string } };

export type DeleteInvoiceTargetMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteInvoiceTargetMutation = { deleteInvoiceTarget: boolean };

export type StaffMemberFieldsFragment = { id: string, name: string, venueIds: Array<string>, accessLevelId: string | null, phone: string, email: string, employmentStart: string | null, active: boolean, version: number };

export type GetStaffPageQueryVariables = Exact<{
  search?: string | null | undefined;
  desc?: boolean | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type GetStaffPageQuery = { staffMembers: { count: number, results: Array<{ id: string, name: string, venueIds: Array<string>, accessLevelId: string | null, phone: string, email: string, employmentStart: string | null, active: boolean, version: number }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type GetStaffMemberQueryVariables = Exact<{
  id: string | number;
}>;


export type GetStaffMemberQuery = { staffMember: { id: string, name: string, venueIds: Array<string>, accessLevelId: string | null, phone: string, email: string, employmentStart: string | null, active: boolean, version: number } | null };

export type CreateStaffMemberMutationVariables = Exact<{
  data: StaffMemberInput;
}>;


export type CreateStaffMemberMutation = { createStaffMember: { id: string } };

export type UpdateStaffMemberMutationVariables = Exact<{
  id: string | number;
  data: StaffMemberUpdateInput;
  expectedVersion?: number | null | undefined;
}>;


export type UpdateStaffMemberMutation = { updateStaffMember: { id: string } };

export type ResetStaffPinMutationVariables = Exact<{
  id: string | number;
  pin: string;
}>;


export type ResetStaffPinMutation = { resetStaffPin: { id: string } };

export type ProposeStaffPinQueryVariables = Exact<{
  venueIds: Array<string | number> | string | number;
}>;


export type ProposeStaffPinQuery = { proposeStaffPin: string };

export type DeleteStaffMemberMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteStaffMemberMutation = { deleteStaffMember: boolean };

export type AccessLevelRowFieldsFragment = { id: string, name: string, permissions: Array<string>, defaultKey: string | null, staffCount: number, version: number };

export type GetAccessLevelsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAccessLevelsQuery = { accessLevels: Array<{ id: string, name: string, permissions: Array<string>, defaultKey: string | null, staffCount: number, version: number }> };

export type GetAccessLevelsPageQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  filter?: NamedFilter | null | undefined;
  orderBy?: NamedOrderBy | null | undefined;
  direction?: SortDirection | null | undefined;
}>;


export type GetAccessLevelsPageQuery = { accessLevelsPage: { count: number, results: Array<{ id: string, name: string, permissions: Array<string>, defaultKey: string | null, staffCount: number, version: number }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type CreateAccessLevelMutationVariables = Exact<{
  data: AccessLevelInput;
}>;


export type CreateAccessLevelMutation = { createAccessLevel: { id: string } };

export type UpdateAccessLevelMutationVariables = Exact<{
  id: string | number;
  data: AccessLevelUpdateInput;
  expectedVersion?: number | null | undefined;
}>;


export type UpdateAccessLevelMutation = { updateAccessLevel: { id: string } };

export type DeleteAccessLevelMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteAccessLevelMutation = { deleteAccessLevel: boolean };

export type GetBackOfficeUsersQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  search?: string | null | undefined;
}>;


export type GetBackOfficeUsersQuery = { backOfficeUsersPage: { count: number, results: Array<{ id: string, email: string, name: string, role: string, pending: boolean, scopes: Array<string>, venueIds: Array<string> }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type InviteUserMutationVariables = Exact<{
  email: string;
  name: string;
  language: string;
  role: string;
  scopes: Array<string> | string;
  venueIds: Array<string | number> | string | number;
}>;


export type InviteUserMutation = { inviteUser: { id: string } };

export type UpdateUserPermissionsMutationVariables = Exact<{
  userId: string | number;
  role: string;
  scopes: Array<string> | string;
  venueIds: Array<string | number> | string | number;
}>;


export type UpdateUserPermissionsMutation = { updateUserPermissions: { id: string } };

export type ResendInvitationMutationVariables = Exact<{
  userId: string | number;
}>;


export type ResendInvitationMutation = { resendInvitation: boolean };

export type RevokeInvitationMutationVariables = Exact<{
  userId: string | number;
}>;


export type RevokeInvitationMutation = { revokeInvitation: boolean };

export type RemoveUserMutationVariables = Exact<{
  userId: string | number;
  apiKeys?: RemovedUserKeys | null | undefined;
}>;


export type RemoveUserMutation = { removeUser: boolean };

export type CompetitionsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type CompetitionsQuery = { competitions: { count: number, results: Array<{ id: string, name: string, metric: CompetitionMetric, phase: CompetitionPhase, startsAt: string, endsAt: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type CompetitionLeaderboardQueryVariables = Exact<{
  id: string | number;
}>;


export type CompetitionLeaderboardQuery = { competition: { id: string, name: string, metric: CompetitionMetric, phase: CompetitionPhase, leaderboard: Array<{ rank: number, staffName: string, quantity: number, amount: number, score: number }> } | null };

export type CompetitionLiveSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type CompetitionLiveSubscription = { competitionLeaderboard: Array<{ rank: number, staffName: string, quantity: number, amount: number, score: number }> };

export type CompetitionTargetsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type CompetitionTargetsQuery = { competitionTargets: { categories: Array<{ id: string, name: string }>, items: Array<{ id: string, name: string }> } };

export type CreateCompetitionMutationVariables = Exact<{
  data: CompetitionInput;
}>;


export type CreateCompetitionMutation = { createCompetition: { id: string, name: string } };

export type TableRowFieldsFragment = { id: string, code: string, seats: number, shape: TableShape, width: number, height: number, posX: number, posY: number, rotation: number, area: string, floorPlanId: string, version: number };

export type FloorPlanFieldsFragment = { id: string, name: string, venueId: string, width: number, height: number, version: number, otherTableCodes: Array<string>, decor: Array<{ id: string, kind: FloorDecorKind, x: number, y: number, width: number, height: number, rotation: number, text: string }>, tables: Array<{ id: string, code: string, seats: number, shape: TableShape, width: number, height: number, posX: number, posY: number, rotation: number, area: string, floorPlanId: string, version: number }> };

export type GetFloorPlansQueryVariables = Exact<{
  venueId?: string | number | null | undefined;
}>;


export type GetFloorPlansQuery = { floorPlans: Array<{ id: string, name: string, venueId: string, width: number, height: number, version: number, otherTableCodes: Array<string>, decor: Array<{ id: string, kind: FloorDecorKind, x: number, y: number, width: number, height: number, rotation: number, text: string }>, tables: Array<{ id: string, code: string, seats: number, shape: TableShape, width: number, height: number, posX: number, posY: number, rotation: number, area: string, floorPlanId: string, version: number }> }> };

export type GetTablesPageQueryVariables = Exact<{
  floorPlanId?: string | number | null | undefined;
  search?: string | null | undefined;
  sort?: TableSort | null | undefined;
  descending?: boolean | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type GetTablesPageQuery = { tables: { totalCount: number, items: Array<{ id: string, code: string, seats: number, shape: TableShape, width: number, height: number, posX: number, posY: number, rotation: number, area: string, floorPlanId: string, version: number }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type CreateTableMutationVariables = Exact<{
  data: TableInput;
}>;


export type CreateTableMutation = { createTable: { id: string } };

export type UpdateTableMutationVariables = Exact<{
  id: string | number;
  data: TableInput;
  expectedVersion?: number | null | undefined;
}>;


export type UpdateTableMutation = { updateTable: { id: string } };

export type DeleteTablesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteTablesMutation = { deleteTables: number };

export type CreateTablesMutationVariables = Exact<{
  data: CreateTablesInput;
}>;


export type CreateTablesMutation = { createTables: Array<{ id: string }> };

export type CreateFloorPlanMutationVariables = Exact<{
  data: FloorPlanInput;
}>;


export type CreateFloorPlanMutation = { createFloorPlan: { id: string, name: string, venueId: string, width: number, height: number, version: number, otherTableCodes: Array<string>, decor: Array<{ id: string, kind: FloorDecorKind, x: number, y: number, width: number, height: number, rotation: number, text: string }>, tables: Array<{ id: string, code: string, seats: number, shape: TableShape, width: number, height: number, posX: number, posY: number, rotation: number, area: string, floorPlanId: string, version: number }> } };

export type UpdateFloorPlanMutationVariables = Exact<{
  id: string | number;
  data: FloorPlanInput;
  expectedVersion?: number | null | undefined;
}>;


export type UpdateFloorPlanMutation = { updateFloorPlan: { id: string, name: string, venueId: string, width: number, height: number, version: number, otherTableCodes: Array<string>, decor: Array<{ id: string, kind: FloorDecorKind, x: number, y: number, width: number, height: number, rotation: number, text: string }>, tables: Array<{ id: string, code: string, seats: number, shape: TableShape, width: number, height: number, posX: number, posY: number, rotation: number, area: string, floorPlanId: string, version: number }> } };

export type DeleteFloorPlanMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteFloorPlanMutation = { deleteFloorPlan: boolean };

export type SaveFloorPlanMutationVariables = Exact<{
  id: string | number;
  expectedVersion: number;
  tables: Array<FloorPlanTableInput> | FloorPlanTableInput;
  decor: Array<FloorDecorInput> | FloorDecorInput;
}>;


export type SaveFloorPlanMutation = { saveFloorPlan: { id: string, name: string, venueId: string, width: number, height: number, version: number, otherTableCodes: Array<string>, decor: Array<{ id: string, kind: FloorDecorKind, x: number, y: number, width: number, height: number, rotation: number, text: string }>, tables: Array<{ id: string, code: string, seats: number, shape: TableShape, width: number, height: number, posX: number, posY: number, rotation: number, area: string, floorPlanId: string, version: number }> } };

export type GetTableMonitorQueryVariables = Exact<{
  floorPlanId: string | number;
}>;


export type GetTableMonitorQuery = { tableMonitor: { at: string, plan: { id: string, version: number }, tables: Array<{ state: TableState, guests: number, seatedAt: string | null, amount: number, staff: string | null, table: { id: string, code: string, seats: number, shape: TableShape, width: number, height: number, posX: number, posY: number, rotation: number, area: string, floorPlanId: string, version: number } }> } | null };

export type TableEventsSubscriptionVariables = Exact<{
  venueId: string | number;
}>;


export type TableEventsSubscription = { tableEvents: { venueId: string, reason: string, orderId: string | null } | null };

export type GenerateTranslationsMutationVariables = Exact<{
  text: string;
  language: string;
}>;


export type GenerateTranslationsMutation = { generateTextCompletion: { translations: { en: string | null, se: string | null, no: string | null, da: string | null, es: string | null, tr: string | null, ar: string | null } | null } };

export type GetRecordMetadataQueryVariables = Exact<{
  recordType: MetadataRecordType;
  recordId: string | number;
}>;


export type GetRecordMetadataQuery = { recordMetadata: Array<{ key: string, value: string, version: number }> };

export type UpdateMetadataMutationVariables = Exact<{
  recordType: MetadataRecordType;
  recordId: string | number;
  key: string;
  value?: string | null | undefined;
  expectedVersion?: number | null | undefined;
}>;


export type UpdateMetadataMutation = { updateMetadata: { key: string, value: string, version: number } | null };

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


export type GetUserMetadataQuery = { userMetadata: { companyId: string, venueId: string | null, organizationId: string | null, legalEntityId: string | null, billingAccountId: string | null, billingProvider: boolean, balanceAccountId: string | null, userId: string, userFirstName: string, userLastName: string, companyName: string, country: string, currency: string, timezone: string, email: string, legalname: string, isPaymentsOnly: boolean, uiLanguage: string | null, licences: Array<LicenceFeature>, permissions: { scopes: Array<string>, venueIds: Array<string> } } };

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

export type BillingStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingStatusQuery = { billingStatus: BillingAccountStatus | null };

export type GrantOffersQueryVariables = Exact<{
  legalEntityId: string | number;
}>;


export type GrantOffersQuery = { grantOffers: { seen: boolean, available: Array<{ id: string, amount: number, currency: string, expiresAt: string | null }>, current: { id: string, amount: number, currency: string, expiresAt: string | null } | null } };

export type ChangelogQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type ChangelogQuery = { changelog: { nextCursor: string | null, unreadCount: number, items: Array<{ id: string, publishedAt: string, title: string, body: string, unread: boolean }> } };

export type MarkChangelogReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkChangelogReadMutation = { markChangelogRead: boolean };

export type SetUiLanguageMutationVariables = Exact<{
  language: string;
}>;


export type SetUiLanguageMutation = { setUiLanguage: string };

export type GetVouchersQueryVariables = Exact<{
  companyId?: string | number | null | undefined;
  venueId: string | number;
  startDate: string;
  endDate: string;
}>;


export type GetVouchersQuery = { getVouchers: { lastKey: string | null, items: Array<{ id: string, status: string }> } };

export type BellIntegrationsQueryVariables = Exact<{ [key: string]: never; }>;


export type BellIntegrationsQuery = { integrations: Array<{ key: string, name: string, status: string }> };

export type DeadMailsQueryVariables = Exact<{ [key: string]: never; }>;


export type DeadMailsQuery = { deadMails: Array<{ id: string, kind: string, recipient: string, subject: string }> };

export type SendMailAgainMutationVariables = Exact<{
  mailId: string | number;
}>;


export type SendMailAgainMutation = { sendMailAgain: boolean };

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
export const OfferFieldsFragmentDoc = new TypedDocumentString(`
    fragment OfferFields on Offer {
  id
  name
  type
  discountType
  value
  selectionMode
  automatic
  permission
  venueIds
  groups {
    itemIds
    categoryIds
  }
  stages {
    quantity
    value
  }
  validity {
    weekdays
    timeWindows {
      from
      to
    }
    startDate
    endDate
  }
  version
}
    `, {"fragmentName":"OfferFields"}) as unknown as TypedDocumentString<OfferFieldsFragment, unknown>;
export const StockLevelFieldsFragmentDoc = new TypedDocumentString(`
    fragment StockLevelFields on StockLevel {
  id
  venueId
  itemId
  title
  level
  lowLevel
  low
  soldOut
}
    `, {"fragmentName":"StockLevelFields"}) as unknown as TypedDocumentString<StockLevelFieldsFragment, unknown>;
export const IngredientStockFieldsFragmentDoc = new TypedDocumentString(`
    fragment IngredientStockFields on IngredientStock {
  id
  venueId
  name
  unit
  level
  lowLevel
  low
  empty
}
    `, {"fragmentName":"IngredientStockFields"}) as unknown as TypedDocumentString<IngredientStockFieldsFragment, unknown>;
export const KdsTicketFieldsFragmentDoc = new TypedDocumentString(`
    fragment KdsTicketFields on KdsTicket {
  id
  orderId
  orderNumber
  table
  serviceType
  staffName
  courseName
  coursePosition
  stage
  version
  orderedAt
  createdAt
  startedAt
  readyAt
  lines {
    id
    title
    quantity
    modifications
    removed
    messages
    allergens
  }
}
    `, {"fragmentName":"KdsTicketFields"}) as unknown as TypedDocumentString<KdsTicketFieldsFragment, unknown>;
export const LicenceFieldsFragmentDoc = new TypedDocumentString(`
    fragment LicenceFields on License {
  id
  plan
  status
  product
  deviceId
  expiresAt
}
    `, {"fragmentName":"LicenceFields"}) as unknown as TypedDocumentString<LicenceFieldsFragment, unknown>;
export const DeviceFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"DeviceFields"}) as unknown as TypedDocumentString<DeviceFieldsFragment, unknown>;
export const EditedMenuFieldsFragmentDoc = new TypedDocumentString(`
    fragment EditedMenuFields on Menu {
  id
  name
  nameLang {
    en
    se
    es
    no
  }
  currency
  version
  allArticles
  menuEntries {
    id
    price
    itemId
    item {
      id
      title
      defaultPrice
      version
    }
    schedule {
      windows {
        days
        start
        end
        overnight
      }
      from
      until
      closedDates
    }
    timePrices {
      price
      windows {
        days
        start
        end
        overnight
      }
    }
  }
}
    `, {"fragmentName":"EditedMenuFields"}) as unknown as TypedDocumentString<EditedMenuFieldsFragment, unknown>;
export const ProductRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductRowFields on Item {
  id
  title
  defaultPrice
  vatRate
  allergens
  courseTypeId
  courseType {
    id
    name
  }
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
    `, {"fragmentName":"ProductRowFields"}) as unknown as TypedDocumentString<ProductRowFieldsFragment, unknown>;
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
export const CategoryRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment CategoryRowFields on Category {
  id
  name
  nameLang {
    ...AllLanguages
  }
  color
  vatRate
  parentId
  parent {
    id
    name
  }
  courseTypeId
  courseType {
    id
    name
  }
  stationId
  station {
    id
    name
  }
  itemCount
  version
}
    fragment AllLanguages on Translations {
  en
  se
  es
  no
  da
  tr
  ar
}`, {"fragmentName":"CategoryRowFields"}) as unknown as TypedDocumentString<CategoryRowFieldsFragment, unknown>;
export const CourseTypeRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment CourseTypeRowFields on CourseType {
  id
  name
  nameLang {
    ...AllLanguages
  }
  position
  version
}
    fragment AllLanguages on Translations {
  en
  se
  es
  no
  da
  tr
  ar
}`, {"fragmentName":"CourseTypeRowFields"}) as unknown as TypedDocumentString<CourseTypeRowFieldsFragment, unknown>;
export const StationRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment StationRowFields on Station {
  id
  name
  kind
  venueId
  version
}
    `, {"fragmentName":"StationRowFields"}) as unknown as TypedDocumentString<StationRowFieldsFragment, unknown>;
export const VariationGroupRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment VariationGroupRowFields on VariationGroup {
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
    fragment AllLanguages on Translations {
  en
  se
  es
  no
  da
  tr
  ar
}`, {"fragmentName":"VariationGroupRowFields"}) as unknown as TypedDocumentString<VariationGroupRowFieldsFragment, unknown>;
export const UpsellRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment UpsellRowFields on Upsell {
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
    fragment AllLanguages on Translations {
  en
  se
  es
  no
  da
  tr
  ar
}`, {"fragmentName":"UpsellRowFields"}) as unknown as TypedDocumentString<UpsellRowFieldsFragment, unknown>;
export const MessageRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment MessageRowFields on PredefinedMessage {
  id
  type
  text
  textLang {
    ...AllLanguages
  }
  venueId
  version
}
    fragment AllLanguages on Translations {
  en
  se
  es
  no
  da
  tr
  ar
}`, {"fragmentName":"MessageRowFields"}) as unknown as TypedDocumentString<MessageRowFieldsFragment, unknown>;
export const VenueSettingsFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"VenueSettingsFields"}) as unknown as TypedDocumentString<VenueSettingsFieldsFragment, unknown>;
export const CompanySettingsFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"CompanySettingsFields"}) as unknown as TypedDocumentString<CompanySettingsFieldsFragment, unknown>;
export const ReceiptTemplateFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"ReceiptTemplateFields"}) as unknown as TypedDocumentString<ReceiptTemplateFieldsFragment, unknown>;
export const BeeperRangeFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"BeeperRangeFields"}) as unknown as TypedDocumentString<BeeperRangeFieldsFragment, unknown>;
export const PaymentMethodFieldsFragmentDoc = new TypedDocumentString(`
    fragment PaymentMethodFields on PaymentMethod {
  id
  name
  internalId
  createdAt
  version
}
    `, {"fragmentName":"PaymentMethodFields"}) as unknown as TypedDocumentString<PaymentMethodFieldsFragment, unknown>;
export const InvoiceTargetFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"InvoiceTargetFields"}) as unknown as TypedDocumentString<InvoiceTargetFieldsFragment, unknown>;
export const StaffMemberFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"StaffMemberFields"}) as unknown as TypedDocumentString<StaffMemberFieldsFragment, unknown>;
export const AccessLevelRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment AccessLevelRowFields on AccessLevel {
  id
  name
  permissions
  defaultKey
  staffCount
  version
}
    `, {"fragmentName":"AccessLevelRowFields"}) as unknown as TypedDocumentString<AccessLevelRowFieldsFragment, unknown>;
export const TableRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment TableRowFields on Table {
  id
  code
  seats
  shape
  width
  height
  posX
  posY
  rotation
  area
  floorPlanId
  version
}
    `, {"fragmentName":"TableRowFields"}) as unknown as TypedDocumentString<TableRowFieldsFragment, unknown>;
export const FloorPlanFieldsFragmentDoc = new TypedDocumentString(`
    fragment FloorPlanFields on FloorPlan {
  id
  name
  venueId
  width
  height
  version
  decor {
    id
    kind
    x
    y
    width
    height
    rotation
    text
  }
  tables {
    ...TableRowFields
  }
  otherTableCodes
}
    fragment TableRowFields on Table {
  id
  code
  seats
  shape
  width
  height
  posX
  posY
  rotation
  area
  floorPlanId
  version
}`, {"fragmentName":"FloorPlanFields"}) as unknown as TypedDocumentString<FloorPlanFieldsFragment, unknown>;
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
export const AddCapturedUserDetailsDocument = new TypedDocumentString(`
    mutation AddCapturedUserDetails($input: CapturedUserDetailsInput!) {
  addCapturedUserDetails(input: $input) {
    success
    errorCode
  }
}
    `) as unknown as TypedDocumentString<AddCapturedUserDetailsMutation, AddCapturedUserDetailsMutationVariables>;
export const CreateBillingAccountDocument = new TypedDocumentString(`
    mutation CreateBillingAccount($input: CreateBillingAccountInput!) {
  createBillingAccount(input: $input)
}
    `) as unknown as TypedDocumentString<CreateBillingAccountMutation, CreateBillingAccountMutationVariables>;
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
export const TryOffersDocument = new TypedDocumentString(`
    query TryOffers($venueId: ID!, $at: String!, $lines: [OfferTrialLineInput!]!, $pickedOfferIds: [ID!]) {
  tryOffers(
    venueId: $venueId
    at: $at
    lines: $lines
    pickedOfferIds: $pickedOfferIds
  ) {
    lines {
      lineId
      net
    }
    gross
    discount
    total
    vatByRate {
      rate
      vat
    }
    appliedOffers {
      offerId
      name
      discount
    }
    visualOffers {
      offerId
      name
    }
    manualOffers {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<TryOffersQuery, TryOffersQueryVariables>;
export const OffersPageDocument = new TypedDocumentString(`
    query OffersPage($first: Int!, $after: String, $filter: NamedFilter) {
  offersPage(first: $first, after: $after, filter: $filter, orderBy: NAME) {
    count
    pageInfo {
      endCursor
      hasNextPage
    }
    results {
      ...OfferFields
    }
  }
}
    fragment OfferFields on Offer {
  id
  name
  type
  discountType
  value
  selectionMode
  automatic
  permission
  venueIds
  groups {
    itemIds
    categoryIds
  }
  stages {
    quantity
    value
  }
  validity {
    weekdays
    timeWindows {
      from
      to
    }
    startDate
    endDate
  }
  version
}`) as unknown as TypedDocumentString<OffersPageQuery, OffersPageQueryVariables>;
export const OfferItemSearchDocument = new TypedDocumentString(`
    query OfferItemSearch($first: Int!, $filter: ItemFilter) {
  items(first: $first, filter: $filter) {
    count
    results {
      id
      title
      defaultPrice
      vatRate
    }
  }
}
    `) as unknown as TypedDocumentString<OfferItemSearchQuery, OfferItemSearchQueryVariables>;
export const CreateOfferDocument = new TypedDocumentString(`
    mutation CreateOffer($data: OfferInput!) {
  createOffer(data: $data) {
    ...OfferFields
  }
}
    fragment OfferFields on Offer {
  id
  name
  type
  discountType
  value
  selectionMode
  automatic
  permission
  venueIds
  groups {
    itemIds
    categoryIds
  }
  stages {
    quantity
    value
  }
  validity {
    weekdays
    timeWindows {
      from
      to
    }
    startDate
    endDate
  }
  version
}`) as unknown as TypedDocumentString<CreateOfferMutation, CreateOfferMutationVariables>;
export const UpdateOfferDocument = new TypedDocumentString(`
    mutation UpdateOffer($id: ID!, $data: OfferInput!) {
  updateOffer(id: $id, data: $data) {
    ...OfferFields
  }
}
    fragment OfferFields on Offer {
  id
  name
  type
  discountType
  value
  selectionMode
  automatic
  permission
  venueIds
  groups {
    itemIds
    categoryIds
  }
  stages {
    quantity
    value
  }
  validity {
    weekdays
    timeWindows {
      from
      to
    }
    startDate
    endDate
  }
  version
}`) as unknown as TypedDocumentString<UpdateOfferMutation, UpdateOfferMutationVariables>;
export const DeleteOfferDocument = new TypedDocumentString(`
    mutation DeleteOffer($id: ID!) {
  deleteOffer(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteOfferMutation, DeleteOfferMutationVariables>;
export const FinanceDashboardDocument = new TypedDocumentString(`
    query FinanceDashboard($from: String!, $to: String!, $venueIds: [ID!]) {
  financeDashboard(from: $from, to: $to, venueIds: $venueIds) {
    from
    to
    previousFrom
    previousTo
    currency
    metrics {
      metric
      value
      previous
    }
    overTimeUnit
    overTime {
      key
      amount
      count
    }
    byHour {
      key
      amount
      count
    }
    byWeekday {
      key
      amount
      count
    }
    byChannel {
      key
      amount
      count
    }
    byServiceType {
      key
      amount
      count
    }
    topProducts {
      title
      quantity
      amount
    }
    topCategories {
      title
      quantity
      amount
    }
    vat {
      rate
      net
      vat
      gross
    }
  }
}
    `) as unknown as TypedDocumentString<FinanceDashboardQuery, FinanceDashboardQueryVariables>;
export const FinanceOrderEventsDocument = new TypedDocumentString(`
    subscription FinanceOrderEvents {
  orderEvents {
    orderId
  }
}
    `) as unknown as TypedDocumentString<FinanceOrderEventsSubscription, FinanceOrderEventsSubscriptionVariables>;
export const ZReportsDocument = new TypedDocumentString(`
    query ZReports($venueId: ID, $first: Int, $after: String) {
  zReportsPage(venueId: $venueId, first: $first, after: $after) {
    items {
      id
      number
      accountingDate
      registerName
      createdAt
      closedBy
      content {
        grossTotal
      }
    }
    nextCursor
  }
}
    `) as unknown as TypedDocumentString<ZReportsQuery, ZReportsQueryVariables>;
export const ZReportPdfDocument = new TypedDocumentString(`
    query ZReportPdf($id: ID!) {
  zReport(id: $id) {
    id
    number
    content {
      pdf
    }
  }
}
    `) as unknown as TypedDocumentString<ZReportPdfQuery, ZReportPdfQueryVariables>;
export const ZReportDetailDocument = new TypedDocumentString(`
    query ZReportDetail($id: ID!) {
  zReport(id: $id) {
    id
    number
    content {
      json
    }
  }
}
    `) as unknown as TypedDocumentString<ZReportDetailQuery, ZReportDetailQueryVariables>;
export const XReportDocument = new TypedDocumentString(`
    query XReport($venueId: ID!) {
  xReport(venueId: $venueId) {
    kind
    accountingDate
    grossTotal
    json
  }
}
    `) as unknown as TypedDocumentString<XReportQuery, XReportQueryVariables>;
export const CloseDayDocument = new TypedDocumentString(`
    mutation CloseDay($venueId: ID!, $accountingDate: String, $register: String) {
  closeDay(
    venueId: $venueId
    accountingDate: $accountingDate
    register: $register
  ) {
    id
    number
  }
}
    `) as unknown as TypedDocumentString<CloseDayMutation, CloseDayMutationVariables>;
export const CloseDaysDocument = new TypedDocumentString(`
    mutation CloseDays($venueId: ID!, $from: String!, $to: String!, $register: String) {
  closeDays(venueId: $venueId, from: $from, to: $to, register: $register) {
    id
    number
  }
}
    `) as unknown as TypedDocumentString<CloseDaysMutation, CloseDaysMutationVariables>;
export const DayClosePreviewDocument = new TypedDocumentString(`
    query DayClosePreview($venueId: ID!, $accountingDate: String, $register: String) {
  dayClosePreview(
    venueId: $venueId
    accountingDate: $accountingDate
    register: $register
  ) {
    venueId
    venueName
    register {
      id
      name
    }
    registers {
      id
      name
    }
    accountingDate
    today
    closedNumber
    closeProblem {
      code
      date
    }
    openDaysUpTo
    sales
    openOrders
    gross
    vat
    net
    returns
  }
}
    `) as unknown as TypedDocumentString<DayClosePreviewQuery, DayClosePreviewQueryVariables>;
export const SendZReportDocument = new TypedDocumentString(`
    mutation SendZReport($id: ID!, $email: String!) {
  sendZReport(id: $id, email: $email)
}
    `) as unknown as TypedDocumentString<SendZReportMutation, SendZReportMutationVariables>;
export const ReportsDocument = new TypedDocumentString(`
    query Reports($first: Int, $after: String) {
  reports(first: $first, after: $after) {
    items {
      id
      kind
      status
      progress
      requestedByName
      createdAt
      from
      to
      rowCount
    }
    nextCursor
  }
}
    `) as unknown as TypedDocumentString<ReportsQuery, ReportsQueryVariables>;
export const GenerateReportDocument = new TypedDocumentString(`
    mutation GenerateReport($input: ReportsInput!) {
  generateReport(input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<GenerateReportMutation, GenerateReportMutationVariables>;
export const DeleteReportDocument = new TypedDocumentString(`
    mutation DeleteReport($id: ID!) {
  deleteReport(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteReportMutation, DeleteReportMutationVariables>;
export const ReportCsvDocument = new TypedDocumentString(`
    query ReportCsv($id: ID!) {
  report(id: $id) {
    id
    csv
  }
}
    `) as unknown as TypedDocumentString<ReportCsvQuery, ReportCsvQueryVariables>;
export const ReportPdfDocument = new TypedDocumentString(`
    query ReportPdf($id: ID!) {
  report(id: $id) {
    id
    pdf
  }
}
    `) as unknown as TypedDocumentString<ReportPdfQuery, ReportPdfQueryVariables>;
export const SaftCashRegisterDocument = new TypedDocumentString(`
    query SaftCashRegister($from: String!, $to: String!) {
  saftCashRegister(from: $from, to: $to) {
    fileName
    xml
  }
}
    `) as unknown as TypedDocumentString<SaftCashRegisterQuery, SaftCashRegisterQueryVariables>;
export const ScheduledReportsDocument = new TypedDocumentString(`
    query ScheduledReports {
  scheduledReports {
    id
    name
    kind
    period
    recipients
    nextRunAt
    lastRunAt
    lastStatus
    lastError
    attempts
  }
}
    `) as unknown as TypedDocumentString<ScheduledReportsQuery, ScheduledReportsQueryVariables>;
export const CreateScheduledReportDocument = new TypedDocumentString(`
    mutation CreateScheduledReport($input: ScheduledReportInput!) {
  createScheduledReport(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateScheduledReportMutation, CreateScheduledReportMutationVariables>;
export const DeleteScheduledReportDocument = new TypedDocumentString(`
    mutation DeleteScheduledReport($id: ID!) {
  deleteScheduledReport(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteScheduledReportMutation, DeleteScheduledReportMutationVariables>;
export const VerifyLedgerDocument = new TypedDocumentString(`
    query VerifyLedger($venueId: ID!) {
  verifyLedger(venueId: $venueId) {
    ok
    links
    records
    breakCount
    firstBreak {
      register
      sequence
      kind
      number
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<VerifyLedgerQuery, VerifyLedgerQueryVariables>;
export const IntegrationsDocument = new TypedDocumentString(`
    query Integrations {
  integrations {
    key
    name
    kind
    available
    countries
    offeredHere
    status
  }
}
    `) as unknown as TypedDocumentString<IntegrationsQuery, IntegrationsQueryVariables>;
export const IntegrationDocument = new TypedDocumentString(`
    query Integration($key: String!) {
  integration(key: $key) {
    key
    name
    kind
    available
    status
    message
    tenants
    oauth
    credentialFields
    vouchers {
      id
      accountingDate
      status
      message
      attempts
      nextAttemptAt
      providerReference
    }
  }
}
    `) as unknown as TypedDocumentString<IntegrationQuery, IntegrationQueryVariables>;
export const ConnectIntegrationDocument = new TypedDocumentString(`
    mutation ConnectIntegration($key: String!, $credentials: [IntegrationCredentialInput!]!) {
  connectIntegration(key: $key, credentials: $credentials) {
    key
    status
  }
}
    `) as unknown as TypedDocumentString<ConnectIntegrationMutation, ConnectIntegrationMutationVariables>;
export const AuthorizeIntegrationDocument = new TypedDocumentString(`
    mutation AuthorizeIntegration($key: String!) {
  authorizeIntegration(key: $key)
}
    `) as unknown as TypedDocumentString<AuthorizeIntegrationMutation, AuthorizeIntegrationMutationVariables>;
export const SendDailyVouchersDocument = new TypedDocumentString(`
    mutation SendDailyVouchers($key: String!, $accountingDate: String!) {
  sendDailyVouchers(key: $key, accountingDate: $accountingDate) {
    key
  }
}
    `) as unknown as TypedDocumentString<SendDailyVouchersMutation, SendDailyVouchersMutationVariables>;
export const IntegrationConfigDocument = new TypedDocumentString(`
    query IntegrationConfig($key: String!, $venueId: ID) {
  integrationConfig(key: $key, venueId: $venueId) {
    saved
    own
    vatRates
    sales {
      key
      account
    }
    vat {
      key
      account
    }
    payments {
      key
      account
      name
    }
    otherPayments
    tips
    rounding
    cashDifference
    tenant
  }
}
    `) as unknown as TypedDocumentString<IntegrationConfigQuery, IntegrationConfigQueryVariables>;
export const SaveIntegrationConfigDocument = new TypedDocumentString(`
    mutation SaveIntegrationConfig($key: String!, $data: IntegrationConfigInput!, $venueId: ID) {
  saveIntegrationConfig(key: $key, data: $data, venueId: $venueId) {
    saved
  }
}
    `) as unknown as TypedDocumentString<SaveIntegrationConfigMutation, SaveIntegrationConfigMutationVariables>;
export const RemoveVenueIntegrationConfigDocument = new TypedDocumentString(`
    mutation RemoveVenueIntegrationConfig($key: String!, $venueId: ID!) {
  removeVenueIntegrationConfig(key: $key, venueId: $venueId) {
    own
  }
}
    `) as unknown as TypedDocumentString<RemoveVenueIntegrationConfigMutation, RemoveVenueIntegrationConfigMutationVariables>;
export const SieExportDocument = new TypedDocumentString(`
    query SieExport($from: String!, $to: String!, $venueId: ID) {
  sieExport(from: $from, to: $to, venueId: $venueId) {
    fileName
    content
    vouchers
  }
}
    `) as unknown as TypedDocumentString<SieExportQuery, SieExportQueryVariables>;
export const ResendIntegrationVoucherDocument = new TypedDocumentString(`
    mutation ResendIntegrationVoucher($voucherId: ID!) {
  resendIntegrationVoucher(voucherId: $voucherId) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<ResendIntegrationVoucherMutation, ResendIntegrationVoucherMutationVariables>;
export const InvoicesDocument = new TypedDocumentString(`
    query Invoices($integration: String, $first: Int, $after: String) {
  invoices(integration: $integration, first: $first, after: $after) {
    items {
      id
      status
      message
      createdAt
      amount
      currency
      periodStart
      periodEnd
      nextAttemptAt
      providerReference
      target {
        id
        name
      }
    }
    nextCursor
  }
}
    `) as unknown as TypedDocumentString<InvoicesQuery, InvoicesQueryVariables>;
export const InvoiceNowDocument = new TypedDocumentString(`
    mutation InvoiceNow {
  invoiceNow {
    id
  }
}
    `) as unknown as TypedDocumentString<InvoiceNowMutation, InvoiceNowMutationVariables>;
export const ResendInvoiceDocument = new TypedDocumentString(`
    mutation ResendInvoice($id: ID!) {
  resendInvoice(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<ResendInvoiceMutation, ResendInvoiceMutationVariables>;
export const GetStockLevelsDocument = new TypedDocumentString(`
    query GetStockLevels($venueId: ID!, $search: String, $lowOnly: Boolean, $first: Int, $after: String) {
  stockLevels(
    venueId: $venueId
    search: $search
    lowOnly: $lowOnly
    first: $first
    after: $after
  ) {
    count
    results {
      ...StockLevelFields
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
}
    fragment StockLevelFields on StockLevel {
  id
  venueId
  itemId
  title
  level
  lowLevel
  low
  soldOut
}`) as unknown as TypedDocumentString<GetStockLevelsQuery, GetStockLevelsQueryVariables>;
export const GetStockMovementsDocument = new TypedDocumentString(`
    query GetStockMovements($venueId: ID!, $itemId: ID!, $first: Int, $after: String) {
  stockMovements(venueId: $venueId, itemId: $itemId, first: $first, after: $after) {
    items {
      id
      kind
      delta
      level
      who
      note
      at
    }
    nextCursor
  }
}
    `) as unknown as TypedDocumentString<GetStockMovementsQuery, GetStockMovementsQueryVariables>;
export const StockItemSearchDocument = new TypedDocumentString(`
    query StockItemSearch($first: Int!, $filter: ItemFilter) {
  items(first: $first, filter: $filter) {
    count
    results {
      id
      title
    }
  }
}
    `) as unknown as TypedDocumentString<StockItemSearchQuery, StockItemSearchQueryVariables>;
export const RecordDeliveryDocument = new TypedDocumentString(`
    mutation RecordDelivery($input: StockDeliveryInput!) {
  recordDelivery(input: $input) {
    ...StockLevelFields
  }
}
    fragment StockLevelFields on StockLevel {
  id
  venueId
  itemId
  title
  level
  lowLevel
  low
  soldOut
}`) as unknown as TypedDocumentString<RecordDeliveryMutation, RecordDeliveryMutationVariables>;
export const RecordStockCountDocument = new TypedDocumentString(`
    mutation RecordStockCount($input: StockCountInput!) {
  recordStockCount(input: $input) {
    ...StockLevelFields
  }
}
    fragment StockLevelFields on StockLevel {
  id
  venueId
  itemId
  title
  level
  lowLevel
  low
  soldOut
}`) as unknown as TypedDocumentString<RecordStockCountMutation, RecordStockCountMutationVariables>;
export const SetLowStockLevelDocument = new TypedDocumentString(`
    mutation SetLowStockLevel($venueId: ID!, $itemId: ID!, $lowLevel: Int) {
  setLowStockLevel(venueId: $venueId, itemId: $itemId, lowLevel: $lowLevel) {
    ...StockLevelFields
  }
}
    fragment StockLevelFields on StockLevel {
  id
  venueId
  itemId
  title
  level
  lowLevel
  low
  soldOut
}`) as unknown as TypedDocumentString<SetLowStockLevelMutation, SetLowStockLevelMutationVariables>;
export const GetIngredientStockDocument = new TypedDocumentString(`
    query GetIngredientStock($venueId: ID!, $search: String, $lowOnly: Boolean, $first: Int, $after: String) {
  ingredientStock(
    venueId: $venueId
    search: $search
    lowOnly: $lowOnly
    first: $first
    after: $after
  ) {
    count
    results {
      ...IngredientStockFields
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
}
    fragment IngredientStockFields on IngredientStock {
  id
  venueId
  name
  unit
  level
  lowLevel
  low
  empty
}`) as unknown as TypedDocumentString<GetIngredientStockQuery, GetIngredientStockQueryVariables>;
export const GetIngredientMovementsDocument = new TypedDocumentString(`
    query GetIngredientMovements($venueId: ID!, $ingredientId: ID!, $first: Int, $after: String) {
  ingredientMovements(
    venueId: $venueId
    ingredientId: $ingredientId
    first: $first
    after: $after
  ) {
    items {
      id
      kind
      delta
      level
      who
      note
      at
    }
    nextCursor
  }
}
    `) as unknown as TypedDocumentString<GetIngredientMovementsQuery, GetIngredientMovementsQueryVariables>;
export const GetRecipeDocument = new TypedDocumentString(`
    query GetRecipe($itemId: ID!) {
  recipe(itemId: $itemId) {
    ingredientId
    name
    unit
    quantity
  }
}
    `) as unknown as TypedDocumentString<GetRecipeQuery, GetRecipeQueryVariables>;
export const CreateIngredientDocument = new TypedDocumentString(`
    mutation CreateIngredient($name: String!, $unit: IngredientUnit!) {
  createIngredient(name: $name, unit: $unit) {
    id
    name
    unit
  }
}
    `) as unknown as TypedDocumentString<CreateIngredientMutation, CreateIngredientMutationVariables>;
export const SetRecipeDocument = new TypedDocumentString(`
    mutation SetRecipe($itemId: ID!, $lines: [RecipeLineInput!]!) {
  setRecipe(itemId: $itemId, lines: $lines) {
    ingredientId
    name
    unit
    quantity
  }
}
    `) as unknown as TypedDocumentString<SetRecipeMutation, SetRecipeMutationVariables>;
export const RecordIngredientDeliveryDocument = new TypedDocumentString(`
    mutation RecordIngredientDelivery($input: IngredientDeliveryInput!) {
  recordIngredientDelivery(input: $input) {
    ...IngredientStockFields
  }
}
    fragment IngredientStockFields on IngredientStock {
  id
  venueId
  name
  unit
  level
  lowLevel
  low
  empty
}`) as unknown as TypedDocumentString<RecordIngredientDeliveryMutation, RecordIngredientDeliveryMutationVariables>;
export const RecordIngredientCountDocument = new TypedDocumentString(`
    mutation RecordIngredientCount($input: IngredientCountInput!) {
  recordIngredientCount(input: $input) {
    ...IngredientStockFields
  }
}
    fragment IngredientStockFields on IngredientStock {
  id
  venueId
  name
  unit
  level
  lowLevel
  low
  empty
}`) as unknown as TypedDocumentString<RecordIngredientCountMutation, RecordIngredientCountMutationVariables>;
export const SetIngredientLowLevelDocument = new TypedDocumentString(`
    mutation SetIngredientLowLevel($venueId: ID!, $ingredientId: ID!, $lowLevel: Int) {
  setIngredientLowLevel(
    venueId: $venueId
    ingredientId: $ingredientId
    lowLevel: $lowLevel
  ) {
    ...IngredientStockFields
  }
}
    fragment IngredientStockFields on IngredientStock {
  id
  venueId
  name
  unit
  level
  lowLevel
  low
  empty
}`) as unknown as TypedDocumentString<SetIngredientLowLevelMutation, SetIngredientLowLevelMutationVariables>;
export const SuppliersPageDocument = new TypedDocumentString(`
    query SuppliersPage($first: Int!, $after: String, $filter: NamedFilter, $orderBy: NamedOrderBy, $direction: SortDirection) {
  suppliersPage(
    first: $first
    after: $after
    filter: $filter
    orderBy: $orderBy
    direction: $direction
  ) {
    count
    results {
      id
      version
      name
      contactName
      email
      phone
      accountNumber
      active
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
}
    `) as unknown as TypedDocumentString<SuppliersPageQuery, SuppliersPageQueryVariables>;
export const CreateSupplierDocument = new TypedDocumentString(`
    mutation CreateSupplier($data: SupplierInput!) {
  createSupplier(data: $data) {
    id
    version
  }
}
    `) as unknown as TypedDocumentString<CreateSupplierMutation, CreateSupplierMutationVariables>;
export const UpdateSupplierDocument = new TypedDocumentString(`
    mutation UpdateSupplier($id: ID!, $data: SupplierUpdateInput!, $expectedVersion: Int) {
  updateSupplier(id: $id, data: $data, expectedVersion: $expectedVersion) {
    id
    version
  }
}
    `) as unknown as TypedDocumentString<UpdateSupplierMutation, UpdateSupplierMutationVariables>;
export const DeleteSupplierDocument = new TypedDocumentString(`
    mutation DeleteSupplier($id: ID!) {
  deleteSupplier(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteSupplierMutation, DeleteSupplierMutationVariables>;
export const GetKdsStationsDocument = new TypedDocumentString(`
    query GetKdsStations($venueId: ID!) {
  kdsStations(venueId: $venueId) {
    id
    name
    kind
  }
}
    `) as unknown as TypedDocumentString<GetKdsStationsQuery, GetKdsStationsQueryVariables>;
export const GetKdsBoardDocument = new TypedDocumentString(`
    query GetKdsBoard($stationId: ID!, $venueId: ID!) {
  kdsTickets(stationId: $stationId, venueId: $venueId) {
    at
    tickets {
      ...KdsTicketFields
    }
    lastBump {
      id
      ticketId
      fromStage
      toStage
    }
  }
}
    fragment KdsTicketFields on KdsTicket {
  id
  orderId
  orderNumber
  table
  serviceType
  staffName
  courseName
  coursePosition
  stage
  version
  orderedAt
  createdAt
  startedAt
  readyAt
  lines {
    id
    title
    quantity
    modifications
    removed
    messages
    allergens
  }
}`) as unknown as TypedDocumentString<GetKdsBoardQuery, GetKdsBoardQueryVariables>;
export const BumpKdsTicketDocument = new TypedDocumentString(`
    mutation BumpKdsTicket($stationId: ID!, $ticketId: ID!, $fromStage: KdsStage!) {
  bumpKdsTicket(stationId: $stationId, ticketId: $ticketId, fromStage: $fromStage) {
    applied
    outcome
    ticket {
      ...KdsTicketFields
    }
    bump {
      id
    }
  }
}
    fragment KdsTicketFields on KdsTicket {
  id
  orderId
  orderNumber
  table
  serviceType
  staffName
  courseName
  coursePosition
  stage
  version
  orderedAt
  createdAt
  startedAt
  readyAt
  lines {
    id
    title
    quantity
    modifications
    removed
    messages
    allergens
  }
}`) as unknown as TypedDocumentString<BumpKdsTicketMutation, BumpKdsTicketMutationVariables>;
export const RecallKdsTicketDocument = new TypedDocumentString(`
    mutation RecallKdsTicket($stationId: ID!, $bumpId: ID) {
  recallKdsTicket(stationId: $stationId, bumpId: $bumpId) {
    applied
    outcome
    ticket {
      ...KdsTicketFields
    }
  }
}
    fragment KdsTicketFields on KdsTicket {
  id
  orderId
  orderNumber
  table
  serviceType
  staffName
  courseName
  coursePosition
  stage
  version
  orderedAt
  createdAt
  startedAt
  readyAt
  lines {
    id
    title
    quantity
    modifications
    removed
    messages
    allergens
  }
}`) as unknown as TypedDocumentString<RecallKdsTicketMutation, RecallKdsTicketMutationVariables>;
export const GetKdsPrepTimesDocument = new TypedDocumentString(`
    query GetKdsPrepTimes($venueId: ID!, $stationId: ID) {
  kdsPrepTimes(venueId: $venueId, stationId: $stationId) {
    stationId
    stationName
    hour
    tickets
    averageSeconds
  }
}
    `) as unknown as TypedDocumentString<GetKdsPrepTimesQuery, GetKdsPrepTimesQueryVariables>;
export const KdsEventsDocument = new TypedDocumentString(`
    subscription KdsEvents($stationId: ID!, $venueId: ID!) {
  kdsEvents(stationId: $stationId, venueId: $venueId) {
    reason
    orderId
    ticketId
    at
  }
}
    `) as unknown as TypedDocumentString<KdsEventsSubscription, KdsEventsSubscriptionVariables>;
export const GetLicensesDocument = new TypedDocumentString(`
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
    fragment LicenceFields on License {
  id
  plan
  status
  product
  deviceId
  expiresAt
}`) as unknown as TypedDocumentString<GetLicensesQuery, GetLicensesQueryVariables>;
export const GetDevicesDocument = new TypedDocumentString(`
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
    fragment DeviceFields on Device {
  id
  name
  venueId
  version
  activeLicenses {
    id
    product
  }
}`) as unknown as TypedDocumentString<GetDevicesQuery, GetDevicesQueryVariables>;
export const GetOperativeViewerDocument = new TypedDocumentString(`
    query GetOperativeViewer {
  operativeViewer {
    isPOSAccessBlocked
    onboarded
  }
}
    `) as unknown as TypedDocumentString<GetOperativeViewerQuery, GetOperativeViewerQueryVariables>;
export const ClaimDeviceDocument = new TypedDocumentString(`
    mutation ClaimDevice($data: ClaimDeviceInput!) {
  claimDevice(data: $data) {
    ...DeviceFields
  }
}
    fragment DeviceFields on Device {
  id
  name
  venueId
  version
  activeLicenses {
    id
    product
  }
}`) as unknown as TypedDocumentString<ClaimDeviceMutation, ClaimDeviceMutationVariables>;
export const UpdateDeviceDocument = new TypedDocumentString(`
    mutation UpdateDevice($id: ID!, $data: DeviceInput!, $expectedVersion: Int) {
  updateDevice(id: $id, data: $data, expectedVersion: $expectedVersion) {
    ...DeviceFields
  }
}
    fragment DeviceFields on Device {
  id
  name
  venueId
  version
  activeLicenses {
    id
    product
  }
}`) as unknown as TypedDocumentString<UpdateDeviceMutation, UpdateDeviceMutationVariables>;
export const SetPosAccessBlockedDocument = new TypedDocumentString(`
    mutation SetPosAccessBlocked($blocked: Boolean!) {
  setPOSAccessBlocked(blocked: $blocked)
}
    `) as unknown as TypedDocumentString<SetPosAccessBlockedMutation, SetPosAccessBlockedMutationVariables>;
export const MarkBoostSeenDocument = new TypedDocumentString(`
    mutation MarkBoostSeen {
  markBoostSeen
}
    `) as unknown as TypedDocumentString<MarkBoostSeenMutation, MarkBoostSeenMutationVariables>;
export const RequestBoostDocument = new TypedDocumentString(`
    mutation RequestBoost($legalEntityId: ID!, $offerId: ID!) {
  requestBoost(legalEntityId: $legalEntityId, offerId: $offerId)
}
    `) as unknown as TypedDocumentString<RequestBoostMutation, RequestBoostMutationVariables>;
export const ChangesDocument = new TypedDocumentString(`
    query Changes($filter: ChangeFilter, $first: Int, $after: String) {
  changes(filter: $filter, first: $first, after: $after) {
    items {
      id
      at
      actorName
      realActorName
      recordType
      recordId
      label
      op
      revertOf
      revertable
      fields {
        field
        before
        after
        beforeName
        afterName
      }
    }
    nextCursor
  }
}
    `) as unknown as TypedDocumentString<ChangesQuery, ChangesQueryVariables>;
export const RevertChangeDocument = new TypedDocumentString(`
    mutation RevertChange($id: ID!) {
  revertChange(id: $id)
}
    `) as unknown as TypedDocumentString<RevertChangeMutation, RevertChangeMutationVariables>;
export const ChangeActorsDocument = new TypedDocumentString(`
    query ChangeActors {
  changeActors {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<ChangeActorsQuery, ChangeActorsQueryVariables>;
export const MenusPageDocument = new TypedDocumentString(`
    query MenusPage($first: Int!, $after: String, $filter: NamedFilter) {
  menusPage(first: $first, after: $after, filter: $filter, orderBy: NAME) {
    count
    pageInfo {
      endCursor
      hasNextPage
    }
    results {
      id
      name
      nameLang {
        en
        se
        es
        no
      }
      currency
      version
      allArticles
      entryCount
    }
  }
}
    `) as unknown as TypedDocumentString<MenusPageQuery, MenusPageQueryVariables>;
export const MenuForEditorDocument = new TypedDocumentString(`
    query MenuForEditor($menuId: ID!) {
  menu(menuId: $menuId) {
    ...EditedMenuFields
  }
}
    fragment EditedMenuFields on Menu {
  id
  name
  nameLang {
    en
    se
    es
    no
  }
  currency
  version
  allArticles
  menuEntries {
    id
    price
    itemId
    item {
      id
      title
      defaultPrice
      version
    }
    schedule {
      windows {
        days
        start
        end
        overnight
      }
      from
      until
      closedDates
    }
    timePrices {
      price
      windows {
        days
        start
        end
        overnight
      }
    }
  }
}`) as unknown as TypedDocumentString<MenuForEditorQuery, MenuForEditorQueryVariables>;
export const MenuVenuesDocument = new TypedDocumentString(`
    query MenuVenues {
  company {
    id
    defaultCurrency
  }
  venues {
    id
    name
    timezone
    menus {
      serviceType
      menuId
      schedule {
        windows {
          days
          start
          end
          overnight
        }
        from
        until
        closedDates
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MenuVenuesQuery, MenuVenuesQueryVariables>;
export const VenueMenuChoicesDocument = new TypedDocumentString(`
    query VenueMenuChoices($first: Int!, $filter: NamedFilter) {
  menusPage(first: $first, filter: $filter) {
    count
    results {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<VenueMenuChoicesQuery, VenueMenuChoicesQueryVariables>;
export const AllArticlesMenuDocument = new TypedDocumentString(`
    query AllArticlesMenu {
  allArticlesMenu {
    id
  }
}
    `) as unknown as TypedDocumentString<AllArticlesMenuQuery, AllArticlesMenuQueryVariables>;
export const MenuItemSearchDocument = new TypedDocumentString(`
    query MenuItemSearch($first: Int!, $filter: ItemFilter) {
  items(first: $first, filter: $filter) {
    count
    results {
      id
      title
      defaultPrice
    }
  }
}
    `) as unknown as TypedDocumentString<MenuItemSearchQuery, MenuItemSearchQueryVariables>;
export const CreateMenuDocument = new TypedDocumentString(`
    mutation CreateMenu($data: MenuInput!) {
  createMenu(data: $data) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<CreateMenuMutation, CreateMenuMutationVariables>;
export const UpdateMenuDocument = new TypedDocumentString(`
    mutation UpdateMenu($menuId: ID!, $data: MenuUpdateInput!, $expectedVersion: Int) {
  updateMenu(menuId: $menuId, data: $data, expectedVersion: $expectedVersion) {
    menu {
      ...EditedMenuFields
    }
  }
}
    fragment EditedMenuFields on Menu {
  id
  name
  nameLang {
    en
    se
    es
    no
  }
  currency
  version
  allArticles
  menuEntries {
    id
    price
    itemId
    item {
      id
      title
      defaultPrice
      version
    }
    schedule {
      windows {
        days
        start
        end
        overnight
      }
      from
      until
      closedDates
    }
    timePrices {
      price
      windows {
        days
        start
        end
        overnight
      }
    }
  }
}`) as unknown as TypedDocumentString<UpdateMenuMutation, UpdateMenuMutationVariables>;
export const SaveEntryTimesDocument = new TypedDocumentString(`
    mutation SaveEntryTimes($menuId: ID!, $data: MenuUpdateInput!, $expectedVersion: Int) {
  updateMenu(menuId: $menuId, data: $data, expectedVersion: $expectedVersion) {
    success
    menu {
      id
      version
    }
  }
}
    `) as unknown as TypedDocumentString<SaveEntryTimesMutation, SaveEntryTimesMutationVariables>;
export const DeleteMenuDocument = new TypedDocumentString(`
    mutation DeleteMenu($menuId: ID!, $force: Boolean) {
  deleteMenu(menuId: $menuId, force: $force) {
    success
    deleted
    usedBy {
      venueName
      serviceType
    }
  }
}
    `) as unknown as TypedDocumentString<DeleteMenuMutation, DeleteMenuMutationVariables>;
export const MenuItemPriceDocument = new TypedDocumentString(`
    mutation MenuItemPrice($itemId: ID!, $price: Int!, $expectedVersion: Int) {
  updateItemPrice(
    itemId: $itemId
    price: $price
    expectedVersion: $expectedVersion
  ) {
    version
  }
}
    `) as unknown as TypedDocumentString<MenuItemPriceMutation, MenuItemPriceMutationVariables>;
export const UpdateVenueMenusDocument = new TypedDocumentString(`
    mutation UpdateVenueMenus($id: ID!, $data: VenueUpdateInput!) {
  updateVenue(id: $id, data: $data) {
    id
    menus {
      serviceType
      menuId
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateVenueMenusMutation, UpdateVenueMenusMutationVariables>;
export const MenuAtPreviewDocument = new TypedDocumentString(`
    query MenuAtPreview($venueId: ID!, $serviceType: VenueServiceType!, $at: String!) {
  menuAt(venueId: $venueId, serviceType: $serviceType, at: $at) {
    menuId
    menuName
    currency
    entries {
      id
      itemId
      price
      basePrice
      timeBound
    }
  }
}
    `) as unknown as TypedDocumentString<MenuAtPreviewQuery, MenuAtPreviewQueryVariables>;
export const OnboardingStatusDocument = new TypedDocumentString(`
    query OnboardingStatus {
  onboardingStatus {
    steps
    pages {
      page
      state
    }
    currentPage
    done
    total
  }
}
    `) as unknown as TypedDocumentString<OnboardingStatusQuery, OnboardingStatusQueryVariables>;
export const CreateOnboardingEventDocument = new TypedDocumentString(`
    mutation CreateOnboardingEvent($kind: String!, $page: String!) {
  createOnboardingEvent(kind: $kind, page: $page) {
    steps
    pages {
      page
      state
    }
    currentPage
    done
    total
  }
}
    `) as unknown as TypedDocumentString<CreateOnboardingEventMutation, CreateOnboardingEventMutationVariables>;
export const OnboardingInformationDocument = new TypedDocumentString(`
    query OnboardingInformation {
  onboardingInformation {
    name
    legalName
    street
    zip
    city
  }
}
    `) as unknown as TypedDocumentString<OnboardingInformationQuery, OnboardingInformationQueryVariables>;
export const UpdateOnboardingInformationDocument = new TypedDocumentString(`
    mutation UpdateOnboardingInformation($data: OnboardingInformationInput!) {
  updateOnboardingInformation(data: $data) {
    currentPage
  }
}
    `) as unknown as TypedDocumentString<UpdateOnboardingInformationMutation, UpdateOnboardingInformationMutationVariables>;
export const OnboardingStationsDocument = new TypedDocumentString(`
    query OnboardingStations {
  stations {
    id
    name
    kind
  }
}
    `) as unknown as TypedDocumentString<OnboardingStationsQuery, OnboardingStationsQueryVariables>;
export const CreateOnboardingStationDocument = new TypedDocumentString(`
    mutation CreateOnboardingStation($data: StationInput!) {
  createStation(data: $data) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateOnboardingStationMutation, CreateOnboardingStationMutationVariables>;
export const ProductLibraryDocument = new TypedDocumentString(`
    query ProductLibrary($kind: String!) {
  productLibrary(kind: $kind) {
    name
    products {
      title
      price
      vatRate
    }
  }
}
    `) as unknown as TypedDocumentString<ProductLibraryQuery, ProductLibraryQueryVariables>;
export const ImportProductLibraryDocument = new TypedDocumentString(`
    mutation ImportProductLibrary($kind: String!) {
  importProductLibrary(kind: $kind) {
    categories
    products
    courseTypes
    modifierGroups
    layoutId
  }
}
    `) as unknown as TypedDocumentString<ImportProductLibraryMutation, ImportProductLibraryMutationVariables>;
export const MakeTestSaleDocument = new TypedDocumentString(`
    mutation MakeTestSale {
  makeTestSale
}
    `) as unknown as TypedDocumentString<MakeTestSaleMutation, MakeTestSaleMutationVariables>;
export const OnlineOrderingVenuesDocument = new TypedDocumentString(`
    query OnlineOrderingVenues {
  onlineOrderingVenues {
    venueId
    venueName
    enabled
    menuId
    version
    menus {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<OnlineOrderingVenuesQuery, OnlineOrderingVenuesQueryVariables>;
export const UpdateOnlineOrderingDocument = new TypedDocumentString(`
    mutation UpdateOnlineOrdering($venueId: ID!, $enabled: Boolean!, $menuId: ID, $expectedVersion: Int) {
  updateOnlineOrdering(
    venueId: $venueId
    enabled: $enabled
    menuId: $menuId
    expectedVersion: $expectedVersion
  ) {
    venueId
    enabled
    menuId
    version
  }
}
    `) as unknown as TypedDocumentString<UpdateOnlineOrderingMutation, UpdateOnlineOrderingMutationVariables>;
export const OnlineOrderingQrSheetDocument = new TypedDocumentString(`
    query OnlineOrderingQrSheet($venueId: ID!) {
  onlineOrderingQrSheet(venueId: $venueId)
}
    `) as unknown as TypedDocumentString<OnlineOrderingQrSheetQuery, OnlineOrderingQrSheetQueryVariables>;
export const OnlineOrderingQrCodesDocument = new TypedDocumentString(`
    query OnlineOrderingQrCodes($venueId: ID!) {
  onlineOrderingQrCodes(venueId: $venueId) {
    code
    url
    svg
  }
}
    `) as unknown as TypedDocumentString<OnlineOrderingQrCodesQuery, OnlineOrderingQrCodesQueryVariables>;
export const OrdersDocument = new TypedDocumentString(`
    query Orders($filter: OrderFilter, $first: Int, $after: String, $withTotals: Boolean = true) {
  orders(filter: $filter, first: $first, after: $after) {
    items {
      id
      number
      createdAt
      accountingDate
      venueName
      channel
      serviceType
      status
      table
      staffName
      total
      refunded
    }
    nextCursor
    totalCount @include(if: $withTotals)
    totalAmount @include(if: $withTotals)
    refundedAmount @include(if: $withTotals)
  }
}
    `) as unknown as TypedDocumentString<OrdersQuery, OrdersQueryVariables>;
export const OrderDocument = new TypedDocumentString(`
    query Order($id: ID!) {
  order(id: $id) {
    id
    number
    status
    channel
    serviceType
    venueName
    table
    staffName
    guestCount
    createdAt
    paidAt
    accountingDate
    device
    total
    vatTotal
    paid
    tips
    refunded
    vat {
      rate
      net
      vat
      gross
    }
    lines {
      id
      title
      quantity
      refundedQuantity
      unitPrice
      vatRate
      total
      variations {
        name
        price
      }
      offers {
        name
        discount
      }
    }
    payments {
      id
      method
      methodName
      amount
      tip
      acquirerReference
    }
    refunds {
      id
      amount
      reason
      status
      byName
      createdAt
    }
    audit {
      id
      at
      who
      device
      action
    }
  }
}
    `) as unknown as TypedDocumentString<OrderQuery, OrderQueryVariables>;
export const RefundOrderDocument = new TypedDocumentString(`
    mutation RefundOrder($idempotencyKey: String!, $orderId: ID!, $lines: [RefundLineInput!], $amount: Int, $reason: String!) {
  refundOrder(
    idempotencyKey: $idempotencyKey
    orderId: $orderId
    lines: $lines
    amount: $amount
    reason: $reason
  ) {
    id
    status
    refunded
  }
}
    `) as unknown as TypedDocumentString<RefundOrderMutation, RefundOrderMutationVariables>;
export const SendOrderEmailDocument = new TypedDocumentString(`
    mutation SendOrderEmail($orderId: ID!, $email: String!) {
  sendOrderEmail(orderId: $orderId, email: $email) {
    id
  }
}
    `) as unknown as TypedDocumentString<SendOrderEmailMutation, SendOrderEmailMutationVariables>;
export const OrderEventsDocument = new TypedDocumentString(`
    subscription OrderEvents {
  orderEvents {
    orderId
    number
  }
}
    `) as unknown as TypedDocumentString<OrderEventsSubscription, OrderEventsSubscriptionVariables>;
export const ApiKeysDocument = new TypedDocumentString(`
    query ApiKeys($first: Int!, $after: String, $filter: NamedFilter) {
  apiKeysPage(first: $first, after: $after, filter: $filter) {
    count
    pageInfo {
      endCursor
      hasNextPage
    }
    results {
      id
      name
      venueId
      prefix
      scopes
      createdAt
      lastUsedAt
      revokedAt
      expiresAt
      createdBy
      owner
    }
  }
}
    `) as unknown as TypedDocumentString<ApiKeysQuery, ApiKeysQueryVariables>;
export const CreateApiKeyDocument = new TypedDocumentString(`
    mutation CreateApiKey($name: String!, $venueId: ID!, $scopes: [String!]!) {
  createApiKey(name: $name, venueId: $venueId, scopes: $scopes) {
    key
    apiKey {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RotateApiKeyDocument = new TypedDocumentString(`
    mutation RotateApiKey($id: ID!, $overlapHours: Int) {
  rotateApiKey(id: $id, overlapHours: $overlapHours) {
    key
    apiKey {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<RotateApiKeyMutation, RotateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = new TypedDocumentString(`
    mutation RevokeApiKey($id: ID!) {
  revokeApiKey(id: $id) {
    id
    revokedAt
  }
}
    `) as unknown as TypedDocumentString<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const PaymentTransactionsDocument = new TypedDocumentString(`
    query PaymentTransactions($filter: PaymentTransactionFilter, $first: Int, $after: String) {
  paymentTransactions(filter: $filter, first: $first, after: $after) {
    items {
      id
      orderId
      orderNumber
      venueName
      amount
      tip
      currency
      reference
      createdAt
    }
    nextCursor
    totalCount
    totalAmount
  }
}
    `) as unknown as TypedDocumentString<PaymentTransactionsQuery, PaymentTransactionsQueryVariables>;
export const PaymentsOverviewDocument = new TypedDocumentString(`
    query PaymentsOverview {
  paymentsOverview {
    configured
    providerError
    balanceAccounts {
      id
      description
      currency
      available
      pending
    }
    accountHolders {
      id
      legalName
      country
      email
      legalEntityId
      status
      shareholders {
        name
        jobTitle
      }
    }
    legalEntities {
      id
      name
    }
    venues {
      id
      name
      street
      zip
      city
      metadataComplete
      store {
        id
        accountHolderId
        status
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PaymentsOverviewQuery, PaymentsOverviewQueryVariables>;
export const CreateAccountHolderDocument = new TypedDocumentString(`
    mutation CreateAccountHolder($input: AccountHolderInput!) {
  createAccountHolder(input: $input) {
    accountHolder {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<CreateAccountHolderMutation, CreateAccountHolderMutationVariables>;
export const AddProviderStoreDocument = new TypedDocumentString(`
    mutation AddProviderStore($venueId: ID!, $accountHolderId: ID!, $address: StoreAddressInput) {
  addProviderStore(
    venueId: $venueId
    accountHolderId: $accountHolderId
    address: $address
  ) {
    id
    venueId
  }
}
    `) as unknown as TypedDocumentString<AddProviderStoreMutation, AddProviderStoreMutationVariables>;
export const KycLinkDocument = new TypedDocumentString(`
    query KycLink($accountHolderId: ID!) {
  kycLink(accountHolderId: $accountHolderId)
}
    `) as unknown as TypedDocumentString<KycLinkQuery, KycLinkQueryVariables>;
export const CheckoutLinkDocument = new TypedDocumentString(`
    query CheckoutLink($accountHolderId: ID!) {
  checkoutLink(accountHolderId: $accountHolderId)
}
    `) as unknown as TypedDocumentString<CheckoutLinkQuery, CheckoutLinkQueryVariables>;
export const PayoutsDocument = new TypedDocumentString(`
    query Payouts($accountHolderId: ID!, $first: Int, $after: String) {
  payouts(accountHolderId: $accountHolderId, first: $first, after: $after) {
    configured
    items {
      id
      amount
      currency
      status
      bookedAt
    }
    nextCursor
  }
}
    `) as unknown as TypedDocumentString<PayoutsQuery, PayoutsQueryVariables>;
export const PaymentReportsDocument = new TypedDocumentString(`
    query PaymentReports($first: Int, $after: String) {
  paymentReports(first: $first, after: $after) {
    items {
      id
      type
      currency
      fromDate
      toDate
      status
      downloadUrl
      createdAt
    }
    nextCursor
  }
}
    `) as unknown as TypedDocumentString<PaymentReportsQuery, PaymentReportsQueryVariables>;
export const CreatePayoutReportDocument = new TypedDocumentString(`
    mutation CreatePayoutReport($input: PayoutReportInput!) {
  createPayoutReport(input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<CreatePayoutReportMutation, CreatePayoutReportMutationVariables>;
export const ProductPickerDocument = new TypedDocumentString(`
    query ProductPicker($first: Int!, $filter: ItemFilter) {
  items(first: $first, filter: $filter) {
    count
    results {
      id
      title
    }
  }
}
    `) as unknown as TypedDocumentString<ProductPickerQuery, ProductPickerQueryVariables>;
export const GetItemsPageDocument = new TypedDocumentString(`
    query GetItemsPage($first: Int!, $after: String, $filter: ItemFilter, $orderBy: ItemOrderBy, $direction: SortDirection) {
  items(
    first: $first
    after: $after
    filter: $filter
    orderBy: $orderBy
    direction: $direction
  ) {
    count
    results {
      ...ProductRowFields
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
}
    fragment ProductRowFields on Item {
  id
  title
  defaultPrice
  vatRate
  allergens
  courseTypeId
  courseType {
    id
    name
  }
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
}`) as unknown as TypedDocumentString<GetItemsPageQuery, GetItemsPageQueryVariables>;
export const GetItemDocument = new TypedDocumentString(`
    query GetItem($id: ID!) {
  item(id: $id) {
    ...ProductRowFields
    titleLang {
      ...AllLanguages
    }
    manualPrice
    takeAwayVatRate
    norwegianCategory
    volumeSuffix
    imageUrl
    stationId
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
}
fragment ProductRowFields on Item {
  id
  title
  defaultPrice
  vatRate
  allergens
  courseTypeId
  courseType {
    id
    name
  }
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
export const UpdateItemsMatchingDocument = new TypedDocumentString(`
    mutation UpdateItemsMatching($filter: ItemFilter!, $data: BulkItemInput!) {
  updateItemsMatching(filter: $filter, data: $data) {
    success
    count
  }
}
    `) as unknown as TypedDocumentString<UpdateItemsMatchingMutation, UpdateItemsMatchingMutationVariables>;
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
export const GetCategoriesPageDocument = new TypedDocumentString(`
    query GetCategoriesPage($first: Int!, $after: String, $filter: NamedFilter, $orderBy: NamedOrderBy, $direction: SortDirection) {
  categoriesPage(
    first: $first
    after: $after
    filter: $filter
    orderBy: $orderBy
    direction: $direction
  ) {
    count
    results {
      ...CategoryRowFields
    }
    pageInfo {
      endCursor
      hasNextPage
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
}
fragment CategoryRowFields on Category {
  id
  name
  nameLang {
    ...AllLanguages
  }
  color
  vatRate
  parentId
  parent {
    id
    name
  }
  courseTypeId
  courseType {
    id
    name
  }
  stationId
  station {
    id
    name
  }
  itemCount
  version
}`) as unknown as TypedDocumentString<GetCategoriesPageQuery, GetCategoriesPageQueryVariables>;
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
export const UpdateCategoriesMatchingDocument = new TypedDocumentString(`
    mutation UpdateCategoriesMatching($filter: NamedFilter!, $data: BulkCategoryInput!) {
  updateCategoriesMatching(filter: $filter, data: $data) {
    success
    count
  }
}
    `) as unknown as TypedDocumentString<UpdateCategoriesMatchingMutation, UpdateCategoriesMatchingMutationVariables>;
export const UpdateCategoriesDocument = new TypedDocumentString(`
    mutation UpdateCategories($ids: [ID!]!, $data: BulkCategoryInput!) {
  updateCategories(ids: $ids, data: $data) {
    success
    count
  }
}
    `) as unknown as TypedDocumentString<UpdateCategoriesMutation, UpdateCategoriesMutationVariables>;
export const GetCourseTypesPageDocument = new TypedDocumentString(`
    query GetCourseTypesPage($first: Int!, $after: String, $filter: NamedFilter, $orderBy: NamedOrderBy, $direction: SortDirection) {
  courseTypesPage(
    first: $first
    after: $after
    filter: $filter
    orderBy: $orderBy
    direction: $direction
  ) {
    count
    results {
      ...CourseTypeRowFields
    }
    pageInfo {
      endCursor
      hasNextPage
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
}
fragment CourseTypeRowFields on CourseType {
  id
  name
  nameLang {
    ...AllLanguages
  }
  position
  version
}`) as unknown as TypedDocumentString<GetCourseTypesPageQuery, GetCourseTypesPageQueryVariables>;
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
export const GetStationsPageDocument = new TypedDocumentString(`
    query GetStationsPage($first: Int!, $after: String, $filter: NamedFilter, $orderBy: NamedOrderBy, $direction: SortDirection) {
  stationsPage(
    first: $first
    after: $after
    filter: $filter
    orderBy: $orderBy
    direction: $direction
  ) {
    count
    results {
      ...StationRowFields
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
}
    fragment StationRowFields on Station {
  id
  name
  kind
  venueId
  version
}`) as unknown as TypedDocumentString<GetStationsPageQuery, GetStationsPageQueryVariables>;
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
export const GetVariationGroupsPageDocument = new TypedDocumentString(`
    query GetVariationGroupsPage($first: Int!, $after: String, $filter: NamedFilter, $orderBy: NamedOrderBy, $direction: SortDirection) {
  variationGroupsPage(
    first: $first
    after: $after
    filter: $filter
    orderBy: $orderBy
    direction: $direction
  ) {
    count
    results {
      ...VariationGroupRowFields
    }
    pageInfo {
      endCursor
      hasNextPage
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
}
fragment VariationGroupRowFields on VariationGroup {
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
}`) as unknown as TypedDocumentString<GetVariationGroupsPageQuery, GetVariationGroupsPageQueryVariables>;
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
export const GetUpsellsPageDocument = new TypedDocumentString(`
    query GetUpsellsPage($first: Int!, $after: String, $filter: NamedFilter, $orderBy: NamedOrderBy, $direction: SortDirection) {
  upsellsPage(
    first: $first
    after: $after
    filter: $filter
    orderBy: $orderBy
    direction: $direction
  ) {
    count
    results {
      ...UpsellRowFields
    }
    pageInfo {
      endCursor
      hasNextPage
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
}
fragment UpsellRowFields on Upsell {
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
}`) as unknown as TypedDocumentString<GetUpsellsPageQuery, GetUpsellsPageQueryVariables>;
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
export const GetPredefinedMessagesPageDocument = new TypedDocumentString(`
    query GetPredefinedMessagesPage($first: Int!, $after: String, $filter: NamedFilter, $orderBy: NamedOrderBy, $direction: SortDirection) {
  predefinedMessagesPage(
    first: $first
    after: $after
    filter: $filter
    orderBy: $orderBy
    direction: $direction
  ) {
    count
    results {
      ...MessageRowFields
    }
    pageInfo {
      endCursor
      hasNextPage
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
}
fragment MessageRowFields on PredefinedMessage {
  id
  type
  text
  textLang {
    ...AllLanguages
  }
  venueId
  version
}`) as unknown as TypedDocumentString<GetPredefinedMessagesPageQuery, GetPredefinedMessagesPageQueryVariables>;
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
export const GetRemovableIngredientsDocument = new TypedDocumentString(`
    query GetRemovableIngredients($id: ID!) {
  item(id: $id) {
    id
    removableIngredients {
      id
      name
      nameLang {
        ...AllLanguages
      }
    }
  }
  recordMetadata(recordType: ITEM, recordId: $id) {
    key
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
}`) as unknown as TypedDocumentString<GetRemovableIngredientsQuery, GetRemovableIngredientsQueryVariables>;
export const GetPosLayoutsDocument = new TypedDocumentString(`
    query GetPosLayouts {
  posLayouts {
    id
    name
    createdAt
    nameLang {
      en
      se
      es
      no
      da
      tr
      ar
    }
    categories {
      id
      order
      color
      version
      name
      nameLang {
        en
        se
        es
        no
        da
        tr
        ar
      }
      page {
        id
        name
      }
    }
    pages {
      id
      name
      nameLang {
        en
        se
        es
        no
        da
        tr
        ar
      }
      categoryId
      columns
      rows
    }
  }
}
    `) as unknown as TypedDocumentString<GetPosLayoutsQuery, GetPosLayoutsQueryVariables>;
export const GetPosPageDocument = new TypedDocumentString(`
    query GetPosPage($id: ID!, $venueId: ID) {
  posPage(id: $id, venueId: $venueId) {
    id
    name
    nameLang {
      en
      se
      es
      no
      da
      tr
      ar
    }
    columns
    rows
    version
    categoryId
    buttons {
      id
      kind
      col
      row
      width
      height
      color
      label
      itemId
      targetPageId
      upsellId
      offerId
      itemTitle
      price
    }
  }
}
    `) as unknown as TypedDocumentString<GetPosPageQuery, GetPosPageQueryVariables>;
export const GetPosPageReferencesDocument = new TypedDocumentString(`
    query GetPosPageReferences($pageId: ID!) {
  posPageReferences(pageId: $pageId) {
    pageId
    name
    count
  }
}
    `) as unknown as TypedDocumentString<GetPosPageReferencesQuery, GetPosPageReferencesQueryVariables>;
export const LayoutBundleSearchDocument = new TypedDocumentString(`
    query LayoutBundleSearch($first: Int!, $filter: NamedFilter) {
  bundleOffersPage(first: $first, filter: $filter) {
    count
    results {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<LayoutBundleSearchQuery, LayoutBundleSearchQueryVariables>;
export const LayoutUpsellSearchDocument = new TypedDocumentString(`
    query LayoutUpsellSearch($first: Int!, $filter: NamedFilter) {
  upsellsPage(first: $first, filter: $filter) {
    count
    results {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<LayoutUpsellSearchQuery, LayoutUpsellSearchQueryVariables>;
export const LayoutItemSearchDocument = new TypedDocumentString(`
    query LayoutItemSearch($first: Int!, $filter: ItemFilter) {
  items(first: $first, filter: $filter) {
    count
    results {
      id
      title
      defaultPrice
    }
  }
}
    `) as unknown as TypedDocumentString<LayoutItemSearchQuery, LayoutItemSearchQueryVariables>;
export const CreatePosLayoutDocument = new TypedDocumentString(`
    mutation CreatePosLayout($data: PosLayoutInput!) {
  createPosLayout(data: $data) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreatePosLayoutMutation, CreatePosLayoutMutationVariables>;
export const UpdatePosLayoutDocument = new TypedDocumentString(`
    mutation UpdatePosLayout($id: ID!, $data: PosLayoutInput!) {
  updatePosLayout(id: $id, data: $data) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdatePosLayoutMutation, UpdatePosLayoutMutationVariables>;
export const DuplicatePosLayoutDocument = new TypedDocumentString(`
    mutation DuplicatePosLayout($id: ID!, $name: String!, $nameLang: TranslationsInput) {
  duplicatePosLayout(id: $id, name: $name, nameLang: $nameLang) {
    id
  }
}
    `) as unknown as TypedDocumentString<DuplicatePosLayoutMutation, DuplicatePosLayoutMutationVariables>;
export const DeletePosLayoutDocument = new TypedDocumentString(`
    mutation DeletePosLayout($id: ID!) {
  deletePosLayout(id: $id)
}
    `) as unknown as TypedDocumentString<DeletePosLayoutMutation, DeletePosLayoutMutationVariables>;
export const CreatePosCategoryDocument = new TypedDocumentString(`
    mutation CreatePosCategory($layoutId: ID!, $data: PosLayoutCategoryInput!) {
  createPosCategory(layoutId: $layoutId, data: $data) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreatePosCategoryMutation, CreatePosCategoryMutationVariables>;
export const UpdatePosCategoryDocument = new TypedDocumentString(`
    mutation UpdatePosCategory($id: ID!, $data: PosLayoutCategoryInput!, $expectedVersion: Int) {
  updatePosCategory(id: $id, data: $data, expectedVersion: $expectedVersion) {
    id
    version
  }
}
    `) as unknown as TypedDocumentString<UpdatePosCategoryMutation, UpdatePosCategoryMutationVariables>;
export const DeletePosCategoryDocument = new TypedDocumentString(`
    mutation DeletePosCategory($id: ID!) {
  deletePosCategory(id: $id)
}
    `) as unknown as TypedDocumentString<DeletePosCategoryMutation, DeletePosCategoryMutationVariables>;
export const CreatePosPageDocument = new TypedDocumentString(`
    mutation CreatePosPage($layoutId: ID!, $data: PosSubPageInput!) {
  createPosPage(layoutId: $layoutId, data: $data) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreatePosPageMutation, CreatePosPageMutationVariables>;
export const UpdatePageDocument = new TypedDocumentString(`
    mutation UpdatePage($pageId: ID!, $data: PosPageUpdateInput!, $expectedVersion: Int) {
  updatePage(pageId: $pageId, data: $data, expectedVersion: $expectedVersion) {
    id
    version
  }
}
    `) as unknown as TypedDocumentString<UpdatePageMutation, UpdatePageMutationVariables>;
export const RemoveSubPageDocument = new TypedDocumentString(`
    mutation RemoveSubPage($pageId: ID!) {
  removeSubPage(pageId: $pageId)
}
    `) as unknown as TypedDocumentString<RemoveSubPageMutation, RemoveSubPageMutationVariables>;
export const GetVenueSettingsPageDocument = new TypedDocumentString(`
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
}`) as unknown as TypedDocumentString<GetVenueSettingsPageQuery, GetVenueSettingsPageQueryVariables>;
export const GetVenueSettingsDocument = new TypedDocumentString(`
    query GetVenueSettings($id: ID!) {
  settingsVenue(id: $id) {
    ...VenueSettingsFields
  }
}
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
}`) as unknown as TypedDocumentString<GetVenueSettingsQuery, GetVenueSettingsQueryVariables>;
export const CreateVenueDocument = new TypedDocumentString(`
    mutation CreateVenue($data: VenueSettingsInput!) {
  createVenue(data: $data) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateVenueMutation, CreateVenueMutationVariables>;
export const UpdateVenueSettingsDocument = new TypedDocumentString(`
    mutation UpdateVenueSettings($id: ID!, $data: VenueSettingsInput!, $expectedVersion: Int) {
  updateVenueSettings(id: $id, data: $data, expectedVersion: $expectedVersion) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateVenueSettingsMutation, UpdateVenueSettingsMutationVariables>;
export const DeleteVenueDocument = new TypedDocumentString(`
    mutation DeleteVenue($id: ID!) {
  deleteVenue(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteVenueMutation, DeleteVenueMutationVariables>;
export const GetCompanySettingsDocument = new TypedDocumentString(`
    query GetCompanySettings {
  companySettings {
    ...CompanySettingsFields
  }
}
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
}`) as unknown as TypedDocumentString<GetCompanySettingsQuery, GetCompanySettingsQueryVariables>;
export const UpdateCompanySettingsDocument = new TypedDocumentString(`
    mutation UpdateCompanySettings($data: CompanySettingsInput!, $expectedVersion: Int) {
  updateCompanySettings(data: $data, expectedVersion: $expectedVersion) {
    ...CompanySettingsFields
  }
}
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
}`) as unknown as TypedDocumentString<UpdateCompanySettingsMutation, UpdateCompanySettingsMutationVariables>;
export const GetReceiptTemplateDocument = new TypedDocumentString(`
    query GetReceiptTemplate {
  receiptTemplate {
    ...ReceiptTemplateFields
  }
  companySettings {
    ...CompanySettingsFields
  }
}
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
}`) as unknown as TypedDocumentString<GetReceiptTemplateQuery, GetReceiptTemplateQueryVariables>;
export const UpdateReceiptTemplateDocument = new TypedDocumentString(`
    mutation UpdateReceiptTemplate($data: ReceiptTemplateInput!, $expectedVersion: Int) {
  updateReceiptTemplate(data: $data, expectedVersion: $expectedVersion) {
    ...ReceiptTemplateFields
  }
}
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
}`) as unknown as TypedDocumentString<UpdateReceiptTemplateMutation, UpdateReceiptTemplateMutationVariables>;
export const GetBeeperRangePageDocument = new TypedDocumentString(`
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
    fragment BeeperRangeFields on BeeperRange {
  id
  venueId
  venueName
  name
  first
  last
  enabled
  version
}`) as unknown as TypedDocumentString<GetBeeperRangePageQuery, GetBeeperRangePageQueryVariables>;
export const GetBeeperRangeDocument = new TypedDocumentString(`
    query GetBeeperRange($id: ID!) {
  beeperRange(id: $id) {
    ...BeeperRangeFields
  }
}
    fragment BeeperRangeFields on BeeperRange {
  id
  venueId
  venueName
  name
  first
  last
  enabled
  version
}`) as unknown as TypedDocumentString<GetBeeperRangeQuery, GetBeeperRangeQueryVariables>;
export const CreateBeeperRangeDocument = new TypedDocumentString(`
    mutation CreateBeeperRange($data: BeeperRangeInput!) {
  createBeeperRange(data: $data) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateBeeperRangeMutation, CreateBeeperRangeMutationVariables>;
export const UpdateBeeperRangeDocument = new TypedDocumentString(`
    mutation UpdateBeeperRange($id: ID!, $data: BeeperRangeInput!, $expectedVersion: Int) {
  updateBeeperRange(id: $id, data: $data, expectedVersion: $expectedVersion) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateBeeperRangeMutation, UpdateBeeperRangeMutationVariables>;
export const DeleteBeeperRangeDocument = new TypedDocumentString(`
    mutation DeleteBeeperRange($id: ID!) {
  deleteBeeperRange(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteBeeperRangeMutation, DeleteBeeperRangeMutationVariables>;
export const GetPaymentMethodPageDocument = new TypedDocumentString(`
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
    fragment PaymentMethodFields on PaymentMethod {
  id
  name
  internalId
  createdAt
  version
}`) as unknown as TypedDocumentString<GetPaymentMethodPageQuery, GetPaymentMethodPageQueryVariables>;
export const GetPaymentMethodDocument = new TypedDocumentString(`
    query GetPaymentMethod($id: ID!) {
  paymentMethod(id: $id) {
    ...PaymentMethodFields
  }
}
    fragment PaymentMethodFields on PaymentMethod {
  id
  name
  internalId
  createdAt
  version
}`) as unknown as TypedDocumentString<GetPaymentMethodQuery, GetPaymentMethodQueryVariables>;
export const CreatePaymentMethodDocument = new TypedDocumentString(`
    mutation CreatePaymentMethod($data: PaymentMethodInput!, $idempotencyKey: String) {
  createPaymentMethod(data: $data, idempotencyKey: $idempotencyKey) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreatePaymentMethodMutation, CreatePaymentMethodMutationVariables>;
export const UpdatePaymentMethodDocument = new TypedDocumentString(`
    mutation UpdatePaymentMethod($id: ID!, $data: PaymentMethodInput!, $expectedVersion: Int) {
  updatePaymentMethod(id: $id, data: $data, expectedVersion: $expectedVersion) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdatePaymentMethodMutation, UpdatePaymentMethodMutationVariables>;
export const DeletePaymentMethodDocument = new TypedDocumentString(`
    mutation DeletePaymentMethod($id: ID!) {
  deletePaymentMethod(id: $id)
}
    `) as unknown as TypedDocumentString<DeletePaymentMethodMutation, DeletePaymentMethodMutationVariables>;
export const GetInvoiceTargetPageDocument = new TypedDocumentString(`
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
    fragment InvoiceTargetFields on InvoiceTarget {
  id
  name
  organizationNumber
  email
  address
  reference
  createdAt
  version
}`) as unknown as TypedDocumentString<GetInvoiceTargetPageQuery, GetInvoiceTargetPageQueryVariables>;
export const GetInvoiceTargetDocument = new TypedDocumentString(`
    query GetInvoiceTarget($id: ID!) {
  invoiceTarget(id: $id) {
    ...InvoiceTargetFields
  }
}
    fragment InvoiceTargetFields on InvoiceTarget {
  id
  name
  organizationNumber
  email
  address
  reference
  createdAt
  version
}`) as unknown as TypedDocumentString<GetInvoiceTargetQuery, GetInvoiceTargetQueryVariables>;
export const CreateInvoiceTargetDocument = new TypedDocumentString(`
    mutation CreateInvoiceTarget($data: InvoiceTargetInput!, $idempotencyKey: String) {
  createInvoiceTarget(data: $data, idempotencyKey: $idempotencyKey) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateInvoiceTargetMutation, CreateInvoiceTargetMutationVariables>;
export const UpdateInvoiceTargetDocument = new TypedDocumentString(`
    mutation UpdateInvoiceTarget($id: ID!, $data: InvoiceTargetInput!, $expectedVersion: Int) {
  updateInvoiceTarget(id: $id, data: $data, expectedVersion: $expectedVersion) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateInvoiceTargetMutation, UpdateInvoiceTargetMutationVariables>;
export const DeleteInvoiceTargetDocument = new TypedDocumentString(`
    mutation DeleteInvoiceTarget($id: ID!) {
  deleteInvoiceTarget(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteInvoiceTargetMutation, DeleteInvoiceTargetMutationVariables>;
export const GetStaffPageDocument = new TypedDocumentString(`
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
}`) as unknown as TypedDocumentString<GetStaffPageQuery, GetStaffPageQueryVariables>;
export const GetStaffMemberDocument = new TypedDocumentString(`
    query GetStaffMember($id: ID!) {
  staffMember(id: $id) {
    ...StaffMemberFields
  }
}
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
}`) as unknown as TypedDocumentString<GetStaffMemberQuery, GetStaffMemberQueryVariables>;
export const CreateStaffMemberDocument = new TypedDocumentString(`
    mutation CreateStaffMember($data: StaffMemberInput!) {
  createStaffMember(data: $data) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateStaffMemberMutation, CreateStaffMemberMutationVariables>;
export const UpdateStaffMemberDocument = new TypedDocumentString(`
    mutation UpdateStaffMember($id: ID!, $data: StaffMemberUpdateInput!, $expectedVersion: Int) {
  updateStaffMember(id: $id, data: $data, expectedVersion: $expectedVersion) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateStaffMemberMutation, UpdateStaffMemberMutationVariables>;
export const ResetStaffPinDocument = new TypedDocumentString(`
    mutation ResetStaffPin($id: ID!, $pin: String!) {
  resetStaffPin(id: $id, pin: $pin) {
    id
  }
}
    `) as unknown as TypedDocumentString<ResetStaffPinMutation, ResetStaffPinMutationVariables>;
export const ProposeStaffPinDocument = new TypedDocumentString(`
    query ProposeStaffPin($venueIds: [ID!]!) {
  proposeStaffPin(venueIds: $venueIds)
}
    `) as unknown as TypedDocumentString<ProposeStaffPinQuery, ProposeStaffPinQueryVariables>;
export const DeleteStaffMemberDocument = new TypedDocumentString(`
    mutation DeleteStaffMember($id: ID!) {
  deleteStaffMember(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteStaffMemberMutation, DeleteStaffMemberMutationVariables>;
export const GetAccessLevelsDocument = new TypedDocumentString(`
    query GetAccessLevels {
  accessLevels {
    ...AccessLevelRowFields
  }
}
    fragment AccessLevelRowFields on AccessLevel {
  id
  name
  permissions
  defaultKey
  staffCount
  version
}`) as unknown as TypedDocumentString<GetAccessLevelsQuery, GetAccessLevelsQueryVariables>;
export const GetAccessLevelsPageDocument = new TypedDocumentString(`
    query GetAccessLevelsPage($first: Int!, $after: String, $filter: NamedFilter, $orderBy: NamedOrderBy, $direction: SortDirection) {
  accessLevelsPage(
    first: $first
    after: $after
    filter: $filter
    orderBy: $orderBy
    direction: $direction
  ) {
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
    fragment AccessLevelRowFields on AccessLevel {
  id
  name
  permissions
  defaultKey
  staffCount
  version
}`) as unknown as TypedDocumentString<GetAccessLevelsPageQuery, GetAccessLevelsPageQueryVariables>;
export const CreateAccessLevelDocument = new TypedDocumentString(`
    mutation CreateAccessLevel($data: AccessLevelInput!) {
  createAccessLevel(data: $data) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateAccessLevelMutation, CreateAccessLevelMutationVariables>;
export const UpdateAccessLevelDocument = new TypedDocumentString(`
    mutation UpdateAccessLevel($id: ID!, $data: AccessLevelUpdateInput!, $expectedVersion: Int) {
  updateAccessLevel(id: $id, data: $data, expectedVersion: $expectedVersion) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateAccessLevelMutation, UpdateAccessLevelMutationVariables>;
export const DeleteAccessLevelDocument = new TypedDocumentString(`
    mutation DeleteAccessLevel($id: ID!) {
  deleteAccessLevel(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteAccessLevelMutation, DeleteAccessLevelMutationVariables>;
export const GetBackOfficeUsersDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<GetBackOfficeUsersQuery, GetBackOfficeUsersQueryVariables>;
export const InviteUserDocument = new TypedDocumentString(`
    mutation InviteUser($email: String!, $name: String!, $language: String!, $role: String!, $scopes: [String!]!, $venueIds: [ID!]!) {
  inviteUser(
    email: $email
    name: $name
    language: $language
    role: $role
    scopes: $scopes
    venueIds: $venueIds
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<InviteUserMutation, InviteUserMutationVariables>;
export const UpdateUserPermissionsDocument = new TypedDocumentString(`
    mutation UpdateUserPermissions($userId: ID!, $role: String!, $scopes: [String!]!, $venueIds: [ID!]!) {
  updateUserPermissions(
    userId: $userId
    role: $role
    scopes: $scopes
    venueIds: $venueIds
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateUserPermissionsMutation, UpdateUserPermissionsMutationVariables>;
export const ResendInvitationDocument = new TypedDocumentString(`
    mutation ResendInvitation($userId: ID!) {
  resendInvitation(userId: $userId)
}
    `) as unknown as TypedDocumentString<ResendInvitationMutation, ResendInvitationMutationVariables>;
export const RevokeInvitationDocument = new TypedDocumentString(`
    mutation RevokeInvitation($userId: ID!) {
  revokeInvitation(userId: $userId)
}
    `) as unknown as TypedDocumentString<RevokeInvitationMutation, RevokeInvitationMutationVariables>;
export const RemoveUserDocument = new TypedDocumentString(`
    mutation RemoveUser($userId: ID!, $apiKeys: RemovedUserKeys) {
  removeUser(userId: $userId, apiKeys: $apiKeys)
}
    `) as unknown as TypedDocumentString<RemoveUserMutation, RemoveUserMutationVariables>;
export const CompetitionsDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<CompetitionsQuery, CompetitionsQueryVariables>;
export const CompetitionLeaderboardDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<CompetitionLeaderboardQuery, CompetitionLeaderboardQueryVariables>;
export const CompetitionLiveDocument = new TypedDocumentString(`
    subscription CompetitionLive($id: ID!) {
  competitionLeaderboard(id: $id) {
    rank
    staffName
    quantity
    amount
    score
  }
}
    `) as unknown as TypedDocumentString<CompetitionLiveSubscription, CompetitionLiveSubscriptionVariables>;
export const CompetitionTargetsDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<CompetitionTargetsQuery, CompetitionTargetsQueryVariables>;
export const CreateCompetitionDocument = new TypedDocumentString(`
    mutation CreateCompetition($data: CompetitionInput!) {
  createCompetition(data: $data) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<CreateCompetitionMutation, CreateCompetitionMutationVariables>;
export const GetFloorPlansDocument = new TypedDocumentString(`
    query GetFloorPlans($venueId: ID) {
  floorPlans(venueId: $venueId) {
    ...FloorPlanFields
  }
}
    fragment TableRowFields on Table {
  id
  code
  seats
  shape
  width
  height
  posX
  posY
  rotation
  area
  floorPlanId
  version
}
fragment FloorPlanFields on FloorPlan {
  id
  name
  venueId
  width
  height
  version
  decor {
    id
    kind
    x
    y
    width
    height
    rotation
    text
  }
  tables {
    ...TableRowFields
  }
  otherTableCodes
}`) as unknown as TypedDocumentString<GetFloorPlansQuery, GetFloorPlansQueryVariables>;
export const GetTablesPageDocument = new TypedDocumentString(`
    query GetTablesPage($floorPlanId: ID, $search: String, $sort: TableSort, $descending: Boolean, $first: Int, $after: String) {
  tables(
    floorPlanId: $floorPlanId
    search: $search
    sort: $sort
    descending: $descending
    first: $first
    after: $after
  ) {
    totalCount
    items {
      ...TableRowFields
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
}
    fragment TableRowFields on Table {
  id
  code
  seats
  shape
  width
  height
  posX
  posY
  rotation
  area
  floorPlanId
  version
}`) as unknown as TypedDocumentString<GetTablesPageQuery, GetTablesPageQueryVariables>;
export const CreateTableDocument = new TypedDocumentString(`
    mutation CreateTable($data: TableInput!) {
  createTable(data: $data) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateTableMutation, CreateTableMutationVariables>;
export const UpdateTableDocument = new TypedDocumentString(`
    mutation UpdateTable($id: ID!, $data: TableInput!, $expectedVersion: Int) {
  updateTable(id: $id, data: $data, expectedVersion: $expectedVersion) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateTableMutation, UpdateTableMutationVariables>;
export const DeleteTablesDocument = new TypedDocumentString(`
    mutation DeleteTables($ids: [ID!]!) {
  deleteTables(ids: $ids)
}
    `) as unknown as TypedDocumentString<DeleteTablesMutation, DeleteTablesMutationVariables>;
export const CreateTablesDocument = new TypedDocumentString(`
    mutation CreateTables($data: CreateTablesInput!) {
  createTables(data: $data) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateTablesMutation, CreateTablesMutationVariables>;
export const CreateFloorPlanDocument = new TypedDocumentString(`
    mutation CreateFloorPlan($data: FloorPlanInput!) {
  createFloorPlan(data: $data) {
    ...FloorPlanFields
  }
}
    fragment TableRowFields on Table {
  id
  code
  seats
  shape
  width
  height
  posX
  posY
  rotation
  area
  floorPlanId
  version
}
fragment FloorPlanFields on FloorPlan {
  id
  name
  venueId
  width
  height
  version
  decor {
    id
    kind
    x
    y
    width
    height
    rotation
    text
  }
  tables {
    ...TableRowFields
  }
  otherTableCodes
}`) as unknown as TypedDocumentString<CreateFloorPlanMutation, CreateFloorPlanMutationVariables>;
export const UpdateFloorPlanDocument = new TypedDocumentString(`
    mutation UpdateFloorPlan($id: ID!, $data: FloorPlanInput!, $expectedVersion: Int) {
  updateFloorPlan(id: $id, data: $data, expectedVersion: $expectedVersion) {
    ...FloorPlanFields
  }
}
    fragment TableRowFields on Table {
  id
  code
  seats
  shape
  width
  height
  posX
  posY
  rotation
  area
  floorPlanId
  version
}
fragment FloorPlanFields on FloorPlan {
  id
  name
  venueId
  width
  height
  version
  decor {
    id
    kind
    x
    y
    width
    height
    rotation
    text
  }
  tables {
    ...TableRowFields
  }
  otherTableCodes
}`) as unknown as TypedDocumentString<UpdateFloorPlanMutation, UpdateFloorPlanMutationVariables>;
export const DeleteFloorPlanDocument = new TypedDocumentString(`
    mutation DeleteFloorPlan($id: ID!) {
  deleteFloorPlan(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteFloorPlanMutation, DeleteFloorPlanMutationVariables>;
export const SaveFloorPlanDocument = new TypedDocumentString(`
    mutation SaveFloorPlan($id: ID!, $expectedVersion: Int!, $tables: [FloorPlanTableInput!]!, $decor: [FloorDecorInput!]!) {
  saveFloorPlan(
    id: $id
    expectedVersion: $expectedVersion
    tables: $tables
    decor: $decor
  ) {
    ...FloorPlanFields
  }
}
    fragment TableRowFields on Table {
  id
  code
  seats
  shape
  width
  height
  posX
  posY
  rotation
  area
  floorPlanId
  version
}
fragment FloorPlanFields on FloorPlan {
  id
  name
  venueId
  width
  height
  version
  decor {
    id
    kind
    x
    y
    width
    height
    rotation
    text
  }
  tables {
    ...TableRowFields
  }
  otherTableCodes
}`) as unknown as TypedDocumentString<SaveFloorPlanMutation, SaveFloorPlanMutationVariables>;
export const GetTableMonitorDocument = new TypedDocumentString(`
    query GetTableMonitor($floorPlanId: ID!) {
  tableMonitor(floorPlanId: $floorPlanId) {
    at
    plan {
      id
      version
    }
    tables {
      state
      guests
      seatedAt
      amount
      staff
      table {
        ...TableRowFields
      }
    }
  }
}
    fragment TableRowFields on Table {
  id
  code
  seats
  shape
  width
  height
  posX
  posY
  rotation
  area
  floorPlanId
  version
}`) as unknown as TypedDocumentString<GetTableMonitorQuery, GetTableMonitorQueryVariables>;
export const TableEventsDocument = new TypedDocumentString(`
    subscription TableEvents($venueId: ID!) {
  tableEvents(venueId: $venueId) {
    venueId
    reason
    orderId
  }
}
    `) as unknown as TypedDocumentString<TableEventsSubscription, TableEventsSubscriptionVariables>;
export const GenerateTranslationsDocument = new TypedDocumentString(`
    mutation GenerateTranslations($text: String!, $language: String!) {
  generateTextCompletion(purpose: TRANSLATE, text: $text, language: $language) {
    translations {
      en
      se
      no
      da
      es
      tr
      ar
    }
  }
}
    `) as unknown as TypedDocumentString<GenerateTranslationsMutation, GenerateTranslationsMutationVariables>;
export const GetRecordMetadataDocument = new TypedDocumentString(`
    query GetRecordMetadata($recordType: MetadataRecordType!, $recordId: ID!) {
  recordMetadata(recordType: $recordType, recordId: $recordId) {
    key
    value
    version
  }
}
    `) as unknown as TypedDocumentString<GetRecordMetadataQuery, GetRecordMetadataQueryVariables>;
export const UpdateMetadataDocument = new TypedDocumentString(`
    mutation UpdateMetadata($recordType: MetadataRecordType!, $recordId: ID!, $key: String!, $value: String, $expectedVersion: Int) {
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
    `) as unknown as TypedDocumentString<UpdateMetadataMutation, UpdateMetadataMutationVariables>;
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
export const BillingStatusDocument = new TypedDocumentString(`
    query BillingStatus {
  billingStatus
}
    `) as unknown as TypedDocumentString<BillingStatusQuery, BillingStatusQueryVariables>;
export const GrantOffersDocument = new TypedDocumentString(`
    query GrantOffers($legalEntityId: ID!) {
  grantOffers(legalEntityId: $legalEntityId) {
    available {
      id
      amount
      currency
      expiresAt
    }
    current {
      id
      amount
      currency
      expiresAt
    }
    seen
  }
}
    `) as unknown as TypedDocumentString<GrantOffersQuery, GrantOffersQueryVariables>;
export const ChangelogDocument = new TypedDocumentString(`
    query Changelog($after: String) {
  changelog(first: 20, after: $after) {
    items {
      id
      publishedAt
      title
      body
      unread
    }
    nextCursor
    unreadCount
  }
}
    `) as unknown as TypedDocumentString<ChangelogQuery, ChangelogQueryVariables>;
export const MarkChangelogReadDocument = new TypedDocumentString(`
    mutation MarkChangelogRead {
  markChangelogRead
}
    `) as unknown as TypedDocumentString<MarkChangelogReadMutation, MarkChangelogReadMutationVariables>;
export const SetUiLanguageDocument = new TypedDocumentString(`
    mutation SetUiLanguage($language: String!) {
  setUiLanguage(language: $language)
}
    `) as unknown as TypedDocumentString<SetUiLanguageMutation, SetUiLanguageMutationVariables>;
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
export const BellIntegrationsDocument = new TypedDocumentString(`
    query bellIntegrations {
  integrations {
    key
    name
    status
  }
}
    `) as unknown as TypedDocumentString<BellIntegrationsQuery, BellIntegrationsQueryVariables>;
export const DeadMailsDocument = new TypedDocumentString(`
    query deadMails {
  deadMails {
    id
    kind
    recipient
    subject
  }
}
    `) as unknown as TypedDocumentString<DeadMailsQuery, DeadMailsQueryVariables>;
export const SendMailAgainDocument = new TypedDocumentString(`
    mutation sendMailAgain($mailId: ID!) {
  sendMailAgain(mailId: $mailId)
}
    `) as unknown as TypedDocumentString<SendMailAgainMutation, SendMailAgainMutationVariables>;