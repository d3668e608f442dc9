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
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      success\n      error\n      errorCode\n      fieldErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation Activate($token: String!) {\n    activate(token: $token) {\n      success\n      error\n      errorCode\n      token\n      refreshToken\n    }\n  }\n": typeof types.ActivateDocument,
    "\n  mutation ResendActivation($email: String!) {\n    resendActivation(email: $email) {\n      success\n      error\n    }\n  }\n": typeof types.ResendActivationDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      success\n      error\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      success\n      error\n      errorCode\n      fieldErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation CreateCompany($input: CreateCompanyInput!, $language: String) {\n    createCompany(input: $input, language: $language) {\n      success\n      error\n      accountId\n      fieldErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.CreateCompanyDocument,
    "\n  query CompanyApplication($id: ID!) {\n    companyApplication(id: $id) {\n      id\n      companyName\n      status\n      createdAt\n    }\n  }\n": typeof types.CompanyApplicationDocument,
    "\n  query GetOrganization {\n    organization {\n      id\n      name\n      companies {\n        id\n        name\n        users {\n          id\n          name\n          username\n          permissions {\n            scopes\n            venueIds\n          }\n        }\n      }\n    }\n  }\n": typeof types.GetOrganizationDocument,
    "\n  mutation SwitchUser($userId: ID!) {\n    switchUser(userId: $userId) {\n      success\n      error\n      token\n      refreshToken\n    }\n  }\n": typeof types.SwitchUserDocument,
    "\n  query Dashboard($venueId: ID) {\n    dashboard(venueId: $venueId) {\n      accountingDate\n      companyName\n      currency\n      venueCount\n      productCount\n      venue {\n        id\n        name\n      }\n      sales {\n        amount\n        count\n      }\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  fragment AllLanguages on Translations {\n    en\n    se\n    es\n    no\n    da\n    tr\n    ar\n  }\n": typeof types.AllLanguagesFragmentDoc,
    "\n  query GetItems($companyId: ID) {\n    items(companyId: $companyId) {\n      count\n      results {\n        id\n        title\n        defaultPrice\n        vatRate\n        allergens\n        courseTypeId\n        version\n        categories {\n          id\n          name\n          color\n        }\n        appliedVariations {\n          id\n          title\n        }\n      }\n    }\n  }\n": typeof types.GetItemsDocument,
    "\n  query GetItemsForExport {\n    items {\n      results {\n        id\n        title\n        titleLang {\n          ...AllLanguages\n        }\n        defaultPrice\n        manualPrice\n        vatRate\n        takeAwayVatRate\n        norwegianCategory\n        volumeSuffix\n        allergens\n        imageUrl\n        courseTypeId\n        categories {\n          name\n        }\n      }\n    }\n  }\n": typeof types.GetItemsForExportDocument,
    "\n  query GetItem($id: ID!) {\n    item(id: $id) {\n      id\n      title\n      titleLang {\n        ...AllLanguages\n      }\n      defaultPrice\n      manualPrice\n      vatRate\n      takeAwayVatRate\n      norwegianCategory\n      volumeSuffix\n      allergens\n      imageUrl\n      courseTypeId\n      stationId\n      version\n      categories {\n        id\n        name\n        color\n      }\n      appliedVariations {\n        id\n        title\n      }\n      defaultVariationsIds\n      upsellIds\n    }\n  }\n": typeof types.GetItemDocument,
    "\n  mutation CreateItem($data: ItemInput!) {\n    createItem(data: $data) {\n      id\n      defaultPrice\n      title\n      version\n    }\n  }\n": typeof types.CreateItemDocument,
    "\n  mutation UpdateItem($itemId: ID!, $data: ItemUpdateInput!, $expectedVersion: Int) {\n    updateItem(itemId: $itemId, data: $data, expectedVersion: $expectedVersion) {\n      id\n      defaultPrice\n      title\n      version\n    }\n  }\n": typeof types.UpdateItemDocument,
    "\n  mutation UpdateItemPrice($itemId: ID!, $price: Int!, $expectedVersion: Int) {\n    updateItemPrice(itemId: $itemId, price: $price, expectedVersion: $expectedVersion) {\n      success\n      version\n    }\n  }\n": typeof types.UpdateItemPriceDocument,
    "\n  mutation UpdateItems($ids: [ID!]!, $data: BulkItemInput!) {\n    updateItems(ids: $ids, data: $data) {\n      success\n      count\n    }\n  }\n": typeof types.UpdateItemsDocument,
    "\n  mutation DeleteNodes($ids: [ID!]!, $force: Boolean) {\n    deleteNodes(ids: $ids, force: $force) {\n      success\n      deleted\n      usageCount\n      usages {\n        kind\n        id\n        name\n      }\n    }\n  }\n": typeof types.DeleteNodesDocument,
    "\n  query GetCategories {\n    categories {\n      id\n      name\n      nameLang {\n        ...AllLanguages\n      }\n      color\n      vatRate\n      parentId\n      courseTypeId\n      stationId\n      itemCount\n      version\n    }\n  }\n": typeof types.GetCategoriesDocument,
    "\n  mutation CreateCategory($data: CategoryInput!) {\n    createCategory(data: $data) {\n      id\n      name\n      version\n    }\n  }\n": typeof types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $data: CategoryUpdateInput!, $expectedVersion: Int) {\n    updateCategory(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      name\n      version\n    }\n  }\n": typeof types.UpdateCategoryDocument,
    "\n  mutation UpdateCategories($ids: [ID!]!, $data: BulkCategoryInput!) {\n    updateCategories(ids: $ids, data: $data) {\n      success\n      count\n    }\n  }\n": typeof types.UpdateCategoriesDocument,
    "\n  query GetCourseTypes {\n    courseTypes {\n      id\n      name\n      nameLang {\n        ...AllLanguages\n      }\n      position\n      version\n    }\n  }\n": typeof types.GetCourseTypesDocument,
    "\n  mutation CreateCourseType($data: CourseTypeInput!) {\n    createCourseType(data: $data) {\n      id\n      name\n      version\n    }\n  }\n": typeof types.CreateCourseTypeDocument,
    "\n  mutation UpdateCourseType($id: ID!, $data: CourseTypeUpdateInput!, $expectedVersion: Int) {\n    updateCourseType(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      name\n      version\n    }\n  }\n": typeof types.UpdateCourseTypeDocument,
    "\n  query GetStations {\n    stations {\n      id\n      name\n      kind\n      venueId\n      version\n    }\n  }\n": typeof types.GetStationsDocument,
    "\n  mutation CreateStation($data: StationInput!) {\n    createStation(data: $data) {\n      id\n      name\n      version\n    }\n  }\n": typeof types.CreateStationDocument,
    "\n  mutation UpdateStation($id: ID!, $data: StationUpdateInput!, $expectedVersion: Int) {\n    updateStation(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      name\n      version\n    }\n  }\n": typeof types.UpdateStationDocument,
    "\n  query GetVariationGroups {\n    variationGroups {\n      id\n      title\n      titleLang {\n        ...AllLanguages\n      }\n      selectionMode\n      itemCount\n      version\n      variations {\n        id\n        name\n        price\n      }\n    }\n  }\n": typeof types.GetVariationGroupsDocument,
    "\n  mutation CreateVariationGroup($data: VariationGroupInput!) {\n    createVariationGroup(data: $data) {\n      id\n      title\n      version\n    }\n  }\n": typeof types.CreateVariationGroupDocument,
    "\n  mutation UpdateVariationGroup($id: ID!, $data: VariationGroupUpdateInput!, $expectedVersion: Int) {\n    updateVariationGroup(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      title\n      version\n    }\n  }\n": typeof types.UpdateVariationGroupDocument,
    "\n  query GetUpsells {\n    upsells {\n      id\n      name\n      nameLang {\n        ...AllLanguages\n      }\n      displayOrder\n      version\n      items {\n        id\n        title\n      }\n    }\n  }\n": typeof types.GetUpsellsDocument,
    "\n  mutation CreateUpsell($data: UpsellInput!) {\n    createUpsell(data: $data) {\n      id\n      name\n      version\n    }\n  }\n": typeof types.CreateUpsellDocument,
    "\n  mutation UpdateUpsell($id: ID!, $data: UpsellUpdateInput!, $expectedVersion: Int) {\n    updateUpsell(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      name\n      version\n    }\n  }\n": typeof types.UpdateUpsellDocument,
    "\n  query GetPredefinedMessages {\n    predefinedMessages {\n      id\n      type\n      text\n      textLang {\n        ...AllLanguages\n      }\n      venueId\n      version\n    }\n  }\n": typeof types.GetPredefinedMessagesDocument,
    "\n  mutation CreatePredefinedMessage($data: PredefinedMessageInput!) {\n    createPredefinedMessage(data: $data) {\n      id\n      text\n      version\n    }\n  }\n": typeof types.CreatePredefinedMessageDocument,
    "\n  mutation UpdatePredefinedMessage($id: ID!, $data: PredefinedMessageUpdateInput!, $expectedVersion: Int) {\n    updatePredefinedMessage(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      text\n      version\n    }\n  }\n": typeof types.UpdatePredefinedMessageDocument,
    "\n  mutation StartItemImport {\n    startItemImport\n  }\n": typeof types.StartItemImportDocument,
    "\n  mutation AppendItemImport($importId: ID!, $index: Int!, $chunk: String!) {\n    appendItemImport(importId: $importId, index: $index, chunk: $chunk) {\n      success\n    }\n  }\n": typeof types.AppendItemImportDocument,
    "\n  mutation PreviewItemImport($importId: ID!) {\n    previewItemImport(importId: $importId) {\n      total\n      creates\n      updates\n      unchanged\n      errors {\n        line\n        column\n        code\n        message\n      }\n      rows {\n        line\n        action\n        id\n        title\n        changes\n      }\n    }\n  }\n": typeof types.PreviewItemImportDocument,
    "\n  mutation CommitItemImport($importId: ID!) {\n    commitItemImport(importId: $importId) {\n      success\n      creates\n      updates\n    }\n  }\n": typeof types.CommitItemImportDocument,
    "\n  query Search($query: String!) {\n    search(query: $query) {\n      items {\n        id\n        title\n        categories {\n          id\n          name\n        }\n      }\n      categories {\n        id\n        name\n      }\n      staff {\n        id\n        name\n      }\n      pages {\n        key\n        title\n        path\n        kind\n      }\n    }\n  }\n": typeof types.SearchDocument,
    "\n  mutation Login($username: String!, $password: String!, $backoffice: Boolean) {\n    login(username: $username, password: $password, backoffice: $backoffice) {\n      success\n      error\n      errorCode\n      token\n      refreshToken\n      retryAfterSeconds\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query GetUserMetadata {\n    userMetadata {\n      companyId\n      venueId\n      organizationId\n      legalEntityId\n      billingAccountId\n      balanceAccountId\n      userId\n      userFirstName\n      userLastName\n      companyName\n      country\n      currency\n      timezone\n      email\n      legalname\n      isPaymentsOnly\n      permissions {\n        scopes\n        venueIds\n      }\n    }\n  }\n": typeof types.GetUserMetadataDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query ShellData {\n    companyStatus {\n      hasProducts\n      hasActiveMenus\n    }\n    venues {\n      id\n      name\n      deleted\n      timezone\n    }\n    legalEntities {\n      id\n      name\n      venueIds\n    }\n  }\n": typeof types.ShellDataDocument,
    "\n  query ShellOrganization {\n    organization {\n      id\n    }\n  }\n": typeof types.ShellOrganizationDocument,
    "\n  query CustomerPortalLink($returnUrl: String!) {\n    customerPortalLink(returnUrl: $returnUrl)\n  }\n": typeof types.CustomerPortalLinkDocument,
    "\n  query GrantOffers($legalEntityId: ID!) {\n    grantOffers(legalEntityId: $legalEntityId) {\n      available {\n        id\n      }\n      current {\n        id\n      }\n    }\n  }\n": typeof types.GrantOffersDocument,
    "\n  query getVouchers($companyId: ID, $venueId: ID!, $startDate: String!, $endDate: String!) {\n    getVouchers(companyId: $companyId, venueId: $venueId, startDate: $startDate, endDate: $endDate) {\n      items {\n        id\n        status\n      }\n      lastKey\n    }\n  }\n": typeof types.GetVouchersDocument,
};
const documents: Documents = {
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      success\n      error\n      errorCode\n      fieldErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation Activate($token: String!) {\n    activate(token: $token) {\n      success\n      error\n      errorCode\n      token\n      refreshToken\n    }\n  }\n": types.ActivateDocument,
    "\n  mutation ResendActivation($email: String!) {\n    resendActivation(email: $email) {\n      success\n      error\n    }\n  }\n": types.ResendActivationDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      success\n      error\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      success\n      error\n      errorCode\n      fieldErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation CreateCompany($input: CreateCompanyInput!, $language: String) {\n    createCompany(input: $input, language: $language) {\n      success\n      error\n      accountId\n      fieldErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.CreateCompanyDocument,
    "\n  query CompanyApplication($id: ID!) {\n    companyApplication(id: $id) {\n      id\n      companyName\n      status\n      createdAt\n    }\n  }\n": types.CompanyApplicationDocument,
    "\n  query GetOrganization {\n    organization {\n      id\n      name\n      companies {\n        id\n        name\n        users {\n          id\n          name\n          username\n          permissions {\n            scopes\n            venueIds\n          }\n        }\n      }\n    }\n  }\n": types.GetOrganizationDocument,
    "\n  mutation SwitchUser($userId: ID!) {\n    switchUser(userId: $userId) {\n      success\n      error\n      token\n      refreshToken\n    }\n  }\n": types.SwitchUserDocument,
    "\n  query Dashboard($venueId: ID) {\n    dashboard(venueId: $venueId) {\n      accountingDate\n      companyName\n      currency\n      venueCount\n      productCount\n      venue {\n        id\n        name\n      }\n      sales {\n        amount\n        count\n      }\n    }\n  }\n": types.DashboardDocument,
    "\n  fragment AllLanguages on Translations {\n    en\n    se\n    es\n    no\n    da\n    tr\n    ar\n  }\n": types.AllLanguagesFragmentDoc,
    "\n  query GetItems($companyId: ID) {\n    items(companyId: $companyId) {\n      count\n      results {\n        id\n        title\n        defaultPrice\n        vatRate\n        allergens\n        courseTypeId\n        version\n        categories {\n          id\n          name\n          color\n        }\n        appliedVariations {\n          id\n          title\n        }\n      }\n    }\n  }\n": types.GetItemsDocument,
    "\n  query GetItemsForExport {\n    items {\n      results {\n        id\n        title\n        titleLang {\n          ...AllLanguages\n        }\n        defaultPrice\n        manualPrice\n        vatRate\n        takeAwayVatRate\n        norwegianCategory\n        volumeSuffix\n        allergens\n        imageUrl\n        courseTypeId\n        categories {\n          name\n        }\n      }\n    }\n  }\n": types.GetItemsForExportDocument,
    "\n  query GetItem($id: ID!) {\n    item(id: $id) {\n      id\n      title\n      titleLang {\n        ...AllLanguages\n      }\n      defaultPrice\n      manualPrice\n      vatRate\n      takeAwayVatRate\n      norwegianCategory\n      volumeSuffix\n      allergens\n      imageUrl\n      courseTypeId\n      stationId\n      version\n      categories {\n        id\n        name\n        color\n      }\n      appliedVariations {\n        id\n        title\n      }\n      defaultVariationsIds\n      upsellIds\n    }\n  }\n": types.GetItemDocument,
    "\n  mutation CreateItem($data: ItemInput!) {\n    createItem(data: $data) {\n      id\n      defaultPrice\n      title\n      version\n    }\n  }\n": types.CreateItemDocument,
    "\n  mutation UpdateItem($itemId: ID!, $data: ItemUpdateInput!, $expectedVersion: Int) {\n    updateItem(itemId: $itemId, data: $data, expectedVersion: $expectedVersion) {\n      id\n      defaultPrice\n      title\n      version\n    }\n  }\n": types.UpdateItemDocument,
    "\n  mutation UpdateItemPrice($itemId: ID!, $price: Int!, $expectedVersion: Int) {\n    updateItemPrice(itemId: $itemId, price: $price, expectedVersion: $expectedVersion) {\n      success\n      version\n    }\n  }\n": types.UpdateItemPriceDocument,
    "\n  mutation UpdateItems($ids: [ID!]!, $data: BulkItemInput!) {\n    updateItems(ids: $ids, data: $data) {\n      success\n      count\n    }\n  }\n": types.UpdateItemsDocument,
    "\n  mutation DeleteNodes($ids: [ID!]!, $force: Boolean) {\n    deleteNodes(ids: $ids, force: $force) {\n      success\n      deleted\n      usageCount\n      usages {\n        kind\n        id\n        name\n      }\n    }\n  }\n": types.DeleteNodesDocument,
    "\n  query GetCategories {\n    categories {\n      id\n      name\n      nameLang {\n        ...AllLanguages\n      }\n      color\n      vatRate\n      parentId\n      courseTypeId\n      stationId\n      itemCount\n      version\n    }\n  }\n": types.GetCategoriesDocument,
    "\n  mutation CreateCategory($data: CategoryInput!) {\n    createCategory(data: $data) {\n      id\n      name\n      version\n    }\n  }\n": types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $data: CategoryUpdateInput!, $expectedVersion: Int) {\n    updateCategory(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      name\n      version\n    }\n  }\n": types.UpdateCategoryDocument,
    "\n  mutation UpdateCategories($ids: [ID!]!, $data: BulkCategoryInput!) {\n    updateCategories(ids: $ids, data: $data) {\n      success\n      count\n    }\n  }\n": types.UpdateCategoriesDocument,
    "\n  query GetCourseTypes {\n    courseTypes {\n      id\n      name\n      nameLang {\n        ...AllLanguages\n      }\n      position\n      version\n    }\n  }\n": types.GetCourseTypesDocument,
    "\n  mutation CreateCourseType($data: CourseTypeInput!) {\n    createCourseType(data: $data) {\n      id\n      name\n      version\n    }\n  }\n": types.CreateCourseTypeDocument,
    "\n  mutation UpdateCourseType($id: ID!, $data: CourseTypeUpdateInput!, $expectedVersion: Int) {\n    updateCourseType(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      name\n      version\n    }\n  }\n": types.UpdateCourseTypeDocument,
    "\n  query GetStations {\n    stations {\n      id\n      name\n      kind\n      venueId\n      version\n    }\n  }\n": types.GetStationsDocument,
    "\n  mutation CreateStation($data: StationInput!) {\n    createStation(data: $data) {\n      id\n      name\n      version\n    }\n  }\n": types.CreateStationDocument,
    "\n  mutation UpdateStation($id: ID!, $data: StationUpdateInput!, $expectedVersion: Int) {\n    updateStation(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      name\n      version\n    }\n  }\n": types.UpdateStationDocument,
    "\n  query GetVariationGroups {\n    variationGroups {\n      id\n      title\n      titleLang {\n        ...AllLanguages\n      }\n      selectionMode\n      itemCount\n      version\n      variations {\n        id\n        name\n        price\n      }\n    }\n  }\n": types.GetVariationGroupsDocument,
    "\n  mutation CreateVariationGroup($data: VariationGroupInput!) {\n    createVariationGroup(data: $data) {\n      id\n      title\n      version\n    }\n  }\n": types.CreateVariationGroupDocument,
    "\n  mutation UpdateVariationGroup($id: ID!, $data: VariationGroupUpdateInput!, $expectedVersion: Int) {\n    updateVariationGroup(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      title\n      version\n    }\n  }\n": types.UpdateVariationGroupDocument,
    "\n  query GetUpsells {\n    upsells {\n      id\n      name\n      nameLang {\n        ...AllLanguages\n      }\n      displayOrder\n      version\n      items {\n        id\n        title\n      }\n    }\n  }\n": types.GetUpsellsDocument,
    "\n  mutation CreateUpsell($data: UpsellInput!) {\n    createUpsell(data: $data) {\n      id\n      name\n      version\n    }\n  }\n": types.CreateUpsellDocument,
    "\n  mutation UpdateUpsell($id: ID!, $data: UpsellUpdateInput!, $expectedVersion: Int) {\n    updateUpsell(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      name\n      version\n    }\n  }\n": types.UpdateUpsellDocument,
    "\n  query GetPredefinedMessages {\n    predefinedMessages {\n      id\n      type\n      text\n      textLang {\n        ...AllLanguages\n      }\n      venueId\n      version\n    }\n  }\n": types.GetPredefinedMessagesDocument,
    "\n  mutation CreatePredefinedMessage($data: PredefinedMessageInput!) {\n    createPredefinedMessage(data: $data) {\n      id\n      text\n      version\n    }\n  }\n": types.CreatePredefinedMessageDocument,
    "\n  mutation UpdatePredefinedMessage($id: ID!, $data: PredefinedMessageUpdateInput!, $expectedVersion: Int) {\n    updatePredefinedMessage(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      text\n      version\n    }\n  }\n": types.UpdatePredefinedMessageDocument,
    "\n  mutation StartItemImport {\n    startItemImport\n  }\n": types.StartItemImportDocument,
    "\n  mutation AppendItemImport($importId: ID!, $index: Int!, $chunk: String!) {\n    appendItemImport(importId: $importId, index: $index, chunk: $chunk) {\n      success\n    }\n  }\n": types.AppendItemImportDocument,
    "\n  mutation PreviewItemImport($importId: ID!) {\n    previewItemImport(importId: $importId) {\n      total\n      creates\n      updates\n      unchanged\n      errors {\n        line\n        column\n        code\n        message\n      }\n      rows {\n        line\n        action\n        id\n        title\n        changes\n      }\n    }\n  }\n": types.PreviewItemImportDocument,
    "\n  mutation CommitItemImport($importId: ID!) {\n    commitItemImport(importId: $importId) {\n      success\n      creates\n      updates\n    }\n  }\n": types.CommitItemImportDocument,
    "\n  query Search($query: String!) {\n    search(query: $query) {\n      items {\n        id\n        title\n        categories {\n          id\n          name\n        }\n      }\n      categories {\n        id\n        name\n      }\n      staff {\n        id\n        name\n      }\n      pages {\n        key\n        title\n        path\n        kind\n      }\n    }\n  }\n": types.SearchDocument,
    "\n  mutation Login($username: String!, $password: String!, $backoffice: Boolean) {\n    login(username: $username, password: $password, backoffice: $backoffice) {\n      success\n      error\n      errorCode\n      token\n      refreshToken\n      retryAfterSeconds\n    }\n  }\n": types.LoginDocument,
    "\n  query GetUserMetadata {\n    userMetadata {\n      companyId\n      venueId\n      organizationId\n      legalEntityId\n      billingAccountId\n      balanceAccountId\n      userId\n      userFirstName\n      userLastName\n      companyName\n      country\n      currency\n      timezone\n      email\n      legalname\n      isPaymentsOnly\n      permissions {\n        scopes\n        venueIds\n      }\n    }\n  }\n": types.GetUserMetadataDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query ShellData {\n    companyStatus {\n      hasProducts\n      hasActiveMenus\n    }\n    venues {\n      id\n      name\n      deleted\n      timezone\n    }\n    legalEntities {\n      id\n      name\n      venueIds\n    }\n  }\n": types.ShellDataDocument,
    "\n  query ShellOrganization {\n    organization {\n      id\n    }\n  }\n": types.ShellOrganizationDocument,
    "\n  query CustomerPortalLink($returnUrl: String!) {\n    customerPortalLink(returnUrl: $returnUrl)\n  }\n": types.CustomerPortalLinkDocument,
    "\n  query GrantOffers($legalEntityId: ID!) {\n    grantOffers(legalEntityId: $legalEntityId) {\n      available {\n        id\n      }\n      current {\n        id\n      }\n    }\n  }\n": types.GrantOffersDocument,
    "\n  query getVouchers($companyId: ID, $venueId: ID!, $startDate: String!, $endDate: String!) {\n    getVouchers(companyId: $companyId, venueId: $venueId, startDate: $startDate, endDate: $endDate) {\n      items {\n        id\n        status\n      }\n      lastKey\n    }\n  }\n": types.GetVouchersDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      success\n      error\n      errorCode\n      fieldErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').RegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Activate($token: String!) {\n    activate(token: $token) {\n      success\n      error\n      errorCode\n      token\n      refreshToken\n    }\n  }\n"): typeof import('./graphql').ActivateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendActivation($email: String!) {\n    resendActivation(email: $email) {\n      success\n      error\n    }\n  }\n"): typeof import('./graphql').ResendActivationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      success\n      error\n    }\n  }\n"): typeof import('./graphql').RequestPasswordResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      success\n      error\n      errorCode\n      fieldErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCompany($input: CreateCompanyInput!, $language: String) {\n    createCompany(input: $input, language: $language) {\n      success\n      error\n      accountId\n      fieldErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CreateCompanyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyApplication($id: ID!) {\n    companyApplication(id: $id) {\n      id\n      companyName\n      status\n      createdAt\n    }\n  }\n"): typeof import('./graphql').CompanyApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetOrganization {\n    organization {\n      id\n      name\n      companies {\n        id\n        name\n        users {\n          id\n          name\n          username\n          permissions {\n            scopes\n            venueIds\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetOrganizationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SwitchUser($userId: ID!) {\n    switchUser(userId: $userId) {\n      success\n      error\n      token\n      refreshToken\n    }\n  }\n"): typeof import('./graphql').SwitchUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard($venueId: ID) {\n    dashboard(venueId: $venueId) {\n      accountingDate\n      companyName\n      currency\n      venueCount\n      productCount\n      venue {\n        id\n        name\n      }\n      sales {\n        amount\n        count\n      }\n    }\n  }\n"): typeof import('./graphql').DashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AllLanguages on Translations {\n    en\n    se\n    es\n    no\n    da\n    tr\n    ar\n  }\n"): typeof import('./graphql').AllLanguagesFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetItems($companyId: ID) {\n    items(companyId: $companyId) {\n      count\n      results {\n        id\n        title\n        defaultPrice\n        vatRate\n        allergens\n        courseTypeId\n        version\n        categories {\n          id\n          name\n          color\n        }\n        appliedVariations {\n          id\n          title\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetItemsForExport {\n    items {\n      results {\n        id\n        title\n        titleLang {\n          ...AllLanguages\n        }\n        defaultPrice\n        manualPrice\n        vatRate\n        takeAwayVatRate\n        norwegianCategory\n        volumeSuffix\n        allergens\n        imageUrl\n        courseTypeId\n        categories {\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetItemsForExportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetItem($id: ID!) {\n    item(id: $id) {\n      id\n      title\n      titleLang {\n        ...AllLanguages\n      }\n      defaultPrice\n      manualPrice\n      vatRate\n      takeAwayVatRate\n      norwegianCategory\n      volumeSuffix\n      allergens\n      imageUrl\n      courseTypeId\n      stationId\n      version\n      categories {\n        id\n        name\n        color\n      }\n      appliedVariations {\n        id\n        title\n      }\n      defaultVariationsIds\n      upsellIds\n    }\n  }\n"): typeof import('./graphql').GetItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateItem($data: ItemInput!) {\n    createItem(data: $data) {\n      id\n      defaultPrice\n      title\n      version\n    }\n  }\n"): typeof import('./graphql').CreateItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateItem($itemId: ID!, $data: ItemUpdateInput!, $expectedVersion: Int) {\n    updateItem(itemId: $itemId, data: $data, expectedVersion: $expectedVersion) {\n      id\n      defaultPrice\n      title\n      version\n    }\n  }\n"): typeof import('./graphql').UpdateItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateItemPrice($itemId: ID!, $price: Int!, $expectedVersion: Int) {\n    updateItemPrice(itemId: $itemId, price: $price, expectedVersion: $expectedVersion) {\n      success\n      version\n    }\n  }\n"): typeof import('./graphql').UpdateItemPriceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateItems($ids: [ID!]!, $data: BulkItemInput!) {\n    updateItems(ids: $ids, data: $data) {\n      success\n      count\n    }\n  }\n"): typeof import('./graphql').UpdateItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNodes($ids: [ID!]!, $force: Boolean) {\n    deleteNodes(ids: $ids, force: $force) {\n      success\n      deleted\n      usageCount\n      usages {\n        kind\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').DeleteNodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCategories {\n    categories {\n      id\n      name\n      nameLang {\n        ...AllLanguages\n      }\n      color\n      vatRate\n      parentId\n      courseTypeId\n      stationId\n      itemCount\n      version\n    }\n  }\n"): typeof import('./graphql').GetCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCategory($data: CategoryInput!) {\n    createCategory(data: $data) {\n      id\n      name\n      version\n    }\n  }\n"): typeof import('./graphql').CreateCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategory($id: ID!, $data: CategoryUpdateInput!, $expectedVersion: Int) {\n    updateCategory(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      name\n      version\n    }\n  }\n"): typeof import('./graphql').UpdateCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategories($ids: [ID!]!, $data: BulkCategoryInput!) {\n    updateCategories(ids: $ids, data: $data) {\n      success\n      count\n    }\n  }\n"): typeof import('./graphql').UpdateCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCourseTypes {\n    courseTypes {\n      id\n      name\n      nameLang {\n        ...AllLanguages\n      }\n      position\n      version\n    }\n  }\n"): typeof import('./graphql').GetCourseTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCourseType($data: CourseTypeInput!) {\n    createCourseType(data: $data) {\n      id\n      name\n      version\n    }\n  }\n"): typeof import('./graphql').CreateCourseTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCourseType($id: ID!, $data: CourseTypeUpdateInput!, $expectedVersion: Int) {\n    updateCourseType(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      name\n      version\n    }\n  }\n"): typeof import('./graphql').UpdateCourseTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetStations {\n    stations {\n      id\n      name\n      kind\n      venueId\n      version\n    }\n  }\n"): typeof import('./graphql').GetStationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateStation($data: StationInput!) {\n    createStation(data: $data) {\n      id\n      name\n      version\n    }\n  }\n"): typeof import('./graphql').CreateStationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStation($id: ID!, $data: StationUpdateInput!, $expectedVersion: Int) {\n    updateStation(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      name\n      version\n    }\n  }\n"): typeof import('./graphql').UpdateStationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetVariationGroups {\n    variationGroups {\n      id\n      title\n      titleLang {\n        ...AllLanguages\n      }\n      selectionMode\n      itemCount\n      version\n      variations {\n        id\n        name\n        price\n      }\n    }\n  }\n"): typeof import('./graphql').GetVariationGroupsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateVariationGroup($data: VariationGroupInput!) {\n    createVariationGroup(data: $data) {\n      id\n      title\n      version\n    }\n  }\n"): typeof import('./graphql').CreateVariationGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateVariationGroup($id: ID!, $data: VariationGroupUpdateInput!, $expectedVersion: Int) {\n    updateVariationGroup(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      title\n      version\n    }\n  }\n"): typeof import('./graphql').UpdateVariationGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetUpsells {\n    upsells {\n      id\n      name\n      nameLang {\n        ...AllLanguages\n      }\n      displayOrder\n      version\n      items {\n        id\n        title\n      }\n    }\n  }\n"): typeof import('./graphql').GetUpsellsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUpsell($data: UpsellInput!) {\n    createUpsell(data: $data) {\n      id\n      name\n      version\n    }\n  }\n"): typeof import('./graphql').CreateUpsellDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUpsell($id: ID!, $data: UpsellUpdateInput!, $expectedVersion: Int) {\n    updateUpsell(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      name\n      version\n    }\n  }\n"): typeof import('./graphql').UpdateUpsellDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPredefinedMessages {\n    predefinedMessages {\n      id\n      type\n      text\n      textLang {\n        ...AllLanguages\n      }\n      venueId\n      version\n    }\n  }\n"): typeof import('./graphql').GetPredefinedMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePredefinedMessage($data: PredefinedMessageInput!) {\n    createPredefinedMessage(data: $data) {\n      id\n      text\n      version\n    }\n  }\n"): typeof import('./graphql').CreatePredefinedMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePredefinedMessage($id: ID!, $data: PredefinedMessageUpdateInput!, $expectedVersion: Int) {\n    updatePredefinedMessage(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      text\n      version\n    }\n  }\n"): typeof import('./graphql').UpdatePredefinedMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartItemImport {\n    startItemImport\n  }\n"): typeof import('./graphql').StartItemImportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppendItemImport($importId: ID!, $index: Int!, $chunk: String!) {\n    appendItemImport(importId: $importId, index: $index, chunk: $chunk) {\n      success\n    }\n  }\n"): typeof import('./graphql').AppendItemImportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PreviewItemImport($importId: ID!) {\n    previewItemImport(importId: $importId) {\n      total\n      creates\n      updates\n      unchanged\n      errors {\n        line\n        column\n        code\n        message\n      }\n      rows {\n        line\n        action\n        id\n        title\n        changes\n      }\n    }\n  }\n"): typeof import('./graphql').PreviewItemImportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommitItemImport($importId: ID!) {\n    commitItemImport(importId: $importId) {\n      success\n      creates\n      updates\n    }\n  }\n"): typeof import('./graphql').CommitItemImportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Search($query: String!) {\n    search(query: $query) {\n      items {\n        id\n        title\n        categories {\n          id\n          name\n        }\n      }\n      categories {\n        id\n        name\n      }\n      staff {\n        id\n        name\n      }\n      pages {\n        key\n        title\n        path\n        kind\n      }\n    }\n  }\n"): typeof import('./graphql').SearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($username: String!, $password: String!, $backoffice: Boolean) {\n    login(username: $username, password: $password, backoffice: $backoffice) {\n      success\n      error\n      errorCode\n      token\n      refreshToken\n      retryAfterSeconds\n    }\n  }\n"): typeof import('./graphql').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetUserMetadata {\n    userMetadata {\n      companyId\n      venueId\n      organizationId\n      legalEntityId\n      billingAccountId\n      balanceAccountId\n      userId\n      userFirstName\n      userLastName\n      companyName\n      country\n      currency\n      timezone\n      email\n      legalname\n      isPaymentsOnly\n      permissions {\n        scopes\n        venueIds\n      }\n    }\n  }\n"): typeof import('./graphql').GetUserMetadataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): typeof import('./graphql').LogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellData {\n    companyStatus {\n      hasProducts\n      hasActiveMenus\n    }\n    venues {\n      id\n      name\n      deleted\n      timezone\n    }\n    legalEntities {\n      id\n      name\n      venueIds\n    }\n  }\n"): typeof import('./graphql').ShellDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellOrganization {\n    organization {\n      id\n    }\n  }\n"): typeof import('./graphql').ShellOrganizationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerPortalLink($returnUrl: String!) {\n    customerPortalLink(returnUrl: $returnUrl)\n  }\n"): typeof import('./graphql').CustomerPortalLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GrantOffers($legalEntityId: ID!) {\n    grantOffers(legalEntityId: $legalEntityId) {\n      available {\n        id\n      }\n      current {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').GrantOffersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getVouchers($companyId: ID, $venueId: ID!, $startDate: String!, $endDate: String!) {\n    getVouchers(companyId: $companyId, venueId: $venueId, startDate: $startDate, endDate: $endDate) {\n      items {\n        id\n        status\n      }\n      lastKey\n    }\n  }\n"): typeof import('./graphql').GetVouchersDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
