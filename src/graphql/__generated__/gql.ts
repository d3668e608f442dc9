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
    "\n  mutation AddCapturedUserDetails($input: CapturedUserDetailsInput!) {\n    addCapturedUserDetails(input: $input) {\n      success\n      errorCode\n    }\n  }\n": typeof types.AddCapturedUserDetailsDocument,
    "\n  mutation CreateBillingAccount($input: CreateBillingAccountInput!) {\n    createBillingAccount(input: $input)\n  }\n": typeof types.CreateBillingAccountDocument,
    "\n  query Dashboard($venueId: ID) {\n    dashboard(venueId: $venueId) {\n      accountingDate\n      companyName\n      currency\n      venueCount\n      productCount\n      venue {\n        id\n        name\n      }\n      sales {\n        amount\n        count\n      }\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  fragment OfferFields on Offer {\n    id\n    name\n    type\n    discountType\n    value\n    selectionMode\n    automatic\n    permission\n    venueIds\n    groups {\n      itemIds\n      categoryIds\n    }\n    stages {\n      quantity\n      value\n    }\n    validity {\n      weekdays\n      timeWindows {\n        from\n        to\n      }\n      startDate\n      endDate\n    }\n    version\n  }\n": typeof types.OfferFieldsFragmentDoc,
    "\n  query TryOffers($venueId: ID!, $at: String!, $lines: [OfferTrialLineInput!]!, $pickedOfferIds: [ID!]) {\n    tryOffers(venueId: $venueId, at: $at, lines: $lines, pickedOfferIds: $pickedOfferIds) {\n      lines {\n        lineId\n        net\n      }\n      gross\n      discount\n      total\n      vatByRate {\n        rate\n        vat\n      }\n      appliedOffers {\n        offerId\n        name\n        discount\n      }\n      visualOffers {\n        offerId\n        name\n      }\n      manualOffers {\n        id\n        name\n      }\n    }\n  }\n": typeof types.TryOffersDocument,
    "\n  query OffersPage($first: Int!, $after: String, $filter: NamedFilter) {\n    offersPage(first: $first, after: $after, filter: $filter, orderBy: NAME) {\n      count\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      results {\n        ...OfferFields\n      }\n    }\n  }\n": typeof types.OffersPageDocument,
    "\n  query OfferItemSearch($first: Int!, $filter: ItemFilter) {\n    items(first: $first, filter: $filter) {\n      count\n      results {\n        id\n        title\n        defaultPrice\n        vatRate\n      }\n    }\n  }\n": typeof types.OfferItemSearchDocument,
    "\n  mutation CreateOffer($data: OfferInput!) {\n    createOffer(data: $data) {\n      ...OfferFields\n    }\n  }\n": typeof types.CreateOfferDocument,
    "\n  mutation UpdateOffer($id: ID!, $data: OfferInput!) {\n    updateOffer(id: $id, data: $data) {\n      ...OfferFields\n    }\n  }\n": typeof types.UpdateOfferDocument,
    "\n  mutation DeleteOffer($id: ID!) {\n    deleteOffer(id: $id)\n  }\n": typeof types.DeleteOfferDocument,
    "\n  query FinanceDashboard($from: String!, $to: String!, $venueIds: [ID!]) {\n    financeDashboard(from: $from, to: $to, venueIds: $venueIds) {\n      from\n      to\n      previousFrom\n      previousTo\n      currency\n      metrics {\n        metric\n        value\n        previous\n      }\n      overTimeUnit\n      overTime {\n        key\n        amount\n        count\n      }\n      byHour {\n        key\n        amount\n        count\n      }\n      byWeekday {\n        key\n        amount\n        count\n      }\n      byChannel {\n        key\n        amount\n        count\n      }\n      byServiceType {\n        key\n        amount\n        count\n      }\n      topProducts {\n        title\n        quantity\n        amount\n      }\n      topCategories {\n        title\n        quantity\n        amount\n      }\n      vat {\n        rate\n        net\n        vat\n        gross\n      }\n    }\n  }\n": typeof types.FinanceDashboardDocument,
    "\n  subscription FinanceOrderEvents {\n    orderEvents {\n      orderId\n    }\n  }\n": typeof types.FinanceOrderEventsDocument,
    "\n  query ZReports($venueId: ID, $first: Int, $after: String) {\n    zReportsPage(venueId: $venueId, first: $first, after: $after) {\n      items {\n        id\n        number\n        accountingDate\n        registerName\n        createdAt\n        closedBy\n        content {\n          grossTotal\n        }\n      }\n      nextCursor\n    }\n  }\n": typeof types.ZReportsDocument,
    "\n  query ZReportPdf($id: ID!) {\n    zReport(id: $id) {\n      id\n      number\n      content {\n        pdf\n      }\n    }\n  }\n": typeof types.ZReportPdfDocument,
    "\n  query ZReportDetail($id: ID!) {\n    zReport(id: $id) {\n      id\n      number\n      content {\n        json\n      }\n    }\n  }\n": typeof types.ZReportDetailDocument,
    "\n  query XReport($venueId: ID!) {\n    xReport(venueId: $venueId) {\n      kind\n      accountingDate\n      grossTotal\n      json\n    }\n  }\n": typeof types.XReportDocument,
    "\n  mutation CloseDay($venueId: ID!, $accountingDate: String, $register: String) {\n    closeDay(venueId: $venueId, accountingDate: $accountingDate, register: $register) {\n      id\n      number\n    }\n  }\n": typeof types.CloseDayDocument,
    "\n  mutation CloseDays($venueId: ID!, $from: String!, $to: String!, $register: String) {\n    closeDays(venueId: $venueId, from: $from, to: $to, register: $register) {\n      id\n      number\n    }\n  }\n": typeof types.CloseDaysDocument,
    "\n  query DayClosePreview($venueId: ID!, $accountingDate: String, $register: String) {\n    dayClosePreview(venueId: $venueId, accountingDate: $accountingDate, register: $register) {\n      venueId\n      venueName\n      register {\n        id\n        name\n      }\n      registers {\n        id\n        name\n      }\n      accountingDate\n      today\n      closedNumber\n      closeProblem {\n        code\n        date\n      }\n      openDaysUpTo\n      sales\n      openOrders\n      gross\n      vat\n      net\n      returns\n    }\n  }\n": typeof types.DayClosePreviewDocument,
    "\n  mutation SendZReport($id: ID!, $email: String!) {\n    sendZReport(id: $id, email: $email)\n  }\n": typeof types.SendZReportDocument,
    "\n  query Reports($first: Int, $after: String) {\n    reports(first: $first, after: $after) {\n      items {\n        id\n        kind\n        status\n        progress\n        requestedByName\n        createdAt\n        from\n        to\n        rowCount\n      }\n      nextCursor\n    }\n  }\n": typeof types.ReportsDocument,
    "\n  mutation GenerateReport($input: ReportsInput!) {\n    generateReport(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.GenerateReportDocument,
    "\n  mutation DeleteReport($id: ID!) {\n    deleteReport(id: $id)\n  }\n": typeof types.DeleteReportDocument,
    "\n  query ReportCsv($id: ID!) {\n    report(id: $id) {\n      id\n      csv\n    }\n  }\n": typeof types.ReportCsvDocument,
    "\n  query ReportPdf($id: ID!) {\n    report(id: $id) {\n      id\n      pdf\n    }\n  }\n": typeof types.ReportPdfDocument,
    "\n  query SaftCashRegister($from: String!, $to: String!) {\n    saftCashRegister(from: $from, to: $to) {\n      fileName\n      xml\n    }\n  }\n": typeof types.SaftCashRegisterDocument,
    "\n  query ScheduledReports {\n    scheduledReports {\n      id\n      name\n      kind\n      period\n      recipients\n      nextRunAt\n      lastRunAt\n      lastStatus\n      lastError\n      attempts\n    }\n  }\n": typeof types.ScheduledReportsDocument,
    "\n  mutation CreateScheduledReport($input: ScheduledReportInput!) {\n    createScheduledReport(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateScheduledReportDocument,
    "\n  mutation DeleteScheduledReport($id: ID!) {\n    deleteScheduledReport(id: $id)\n  }\n": typeof types.DeleteScheduledReportDocument,
    "\n  query VerifyLedger($venueId: ID!) {\n    verifyLedger(venueId: $venueId) {\n      ok\n      links\n      records\n      breakCount\n      firstBreak {\n        register\n        sequence\n        kind\n        number\n        reason\n      }\n    }\n  }\n": typeof types.VerifyLedgerDocument,
    "\n  query Integrations {\n    integrations {\n      key\n      name\n      kind\n      available\n      countries\n      offeredHere\n      status\n    }\n  }\n": typeof types.IntegrationsDocument,
    "\n  query Integration($key: String!) {\n    integration(key: $key) {\n      key\n      name\n      kind\n      available\n      status\n      message\n      tenants\n      oauth\n      credentialFields\n      vouchers {\n        id\n        accountingDate\n        status\n        message\n        attempts\n        nextAttemptAt\n        providerReference\n      }\n    }\n  }\n": typeof types.IntegrationDocument,
    "\n  mutation ConnectIntegration($key: String!, $credentials: [IntegrationCredentialInput!]!) {\n    connectIntegration(key: $key, credentials: $credentials) {\n      key\n      status\n    }\n  }\n": typeof types.ConnectIntegrationDocument,
    "\n  mutation AuthorizeIntegration($key: String!) {\n    authorizeIntegration(key: $key)\n  }\n": typeof types.AuthorizeIntegrationDocument,
    "\n  mutation SendDailyVouchers($key: String!, $accountingDate: String!) {\n    sendDailyVouchers(key: $key, accountingDate: $accountingDate) {\n      key\n    }\n  }\n": typeof types.SendDailyVouchersDocument,
    "\n  query IntegrationConfig($key: String!, $venueId: ID) {\n    integrationConfig(key: $key, venueId: $venueId) {\n      saved\n      own\n      vatRates\n      sales {\n        key\n        account\n      }\n      vat {\n        key\n        account\n      }\n      payments {\n        key\n        account\n        name\n      }\n      otherPayments\n      tips\n      rounding\n      cashDifference\n      tenant\n    }\n  }\n": typeof types.IntegrationConfigDocument,
    "\n  mutation SaveIntegrationConfig($key: String!, $data: IntegrationConfigInput!, $venueId: ID) {\n    saveIntegrationConfig(key: $key, data: $data, venueId: $venueId) {\n      saved\n    }\n  }\n": typeof types.SaveIntegrationConfigDocument,
    "\n  mutation RemoveVenueIntegrationConfig($key: String!, $venueId: ID!) {\n    removeVenueIntegrationConfig(key: $key, venueId: $venueId) {\n      own\n    }\n  }\n": typeof types.RemoveVenueIntegrationConfigDocument,
    "\n  query SieExport($from: String!, $to: String!, $venueId: ID) {\n    sieExport(from: $from, to: $to, venueId: $venueId) {\n      fileName\n      content\n      vouchers\n    }\n  }\n": typeof types.SieExportDocument,
    "\n  mutation ResendIntegrationVoucher($voucherId: ID!) {\n    resendIntegrationVoucher(voucherId: $voucherId) {\n      id\n      status\n    }\n  }\n": typeof types.ResendIntegrationVoucherDocument,
    "\n  query Invoices($integration: String, $first: Int, $after: String) {\n    invoices(integration: $integration, first: $first, after: $after) {\n      items {\n        id\n        status\n        message\n        createdAt\n        amount\n        currency\n        periodStart\n        periodEnd\n        nextAttemptAt\n        providerReference\n        target {\n          id\n          name\n        }\n      }\n      nextCursor\n    }\n  }\n": typeof types.InvoicesDocument,
    "\n  mutation InvoiceNow {\n    invoiceNow {\n      id\n    }\n  }\n": typeof types.InvoiceNowDocument,
    "\n  mutation ResendInvoice($id: ID!) {\n    resendInvoice(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.ResendInvoiceDocument,
    "\n  fragment StockLevelFields on StockLevel {\n    id\n    venueId\n    itemId\n    title\n    level\n    lowLevel\n    low\n    soldOut\n  }\n": typeof types.StockLevelFieldsFragmentDoc,
    "\n  query GetStockLevels($venueId: ID!, $search: String, $lowOnly: Boolean, $first: Int, $after: String) {\n    stockLevels(venueId: $venueId, search: $search, lowOnly: $lowOnly, first: $first, after: $after) {\n      count\n      results {\n        ...StockLevelFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.GetStockLevelsDocument,
    "\n  query GetStockMovements($venueId: ID!, $itemId: ID!, $first: Int, $after: String) {\n    stockMovements(venueId: $venueId, itemId: $itemId, first: $first, after: $after) {\n      items {\n        id\n        kind\n        delta\n        level\n        who\n        note\n        at\n      }\n      nextCursor\n    }\n  }\n": typeof types.GetStockMovementsDocument,
    "\n  query StockItemSearch($first: Int!, $filter: ItemFilter) {\n    items(first: $first, filter: $filter) {\n      count\n      results {\n        id\n        title\n      }\n    }\n  }\n": typeof types.StockItemSearchDocument,
    "\n  mutation RecordDelivery($input: StockDeliveryInput!) {\n    recordDelivery(input: $input) {\n      ...StockLevelFields\n    }\n  }\n": typeof types.RecordDeliveryDocument,
    "\n  mutation RecordStockCount($input: StockCountInput!) {\n    recordStockCount(input: $input) {\n      ...StockLevelFields\n    }\n  }\n": typeof types.RecordStockCountDocument,
    "\n  mutation SetLowStockLevel($venueId: ID!, $itemId: ID!, $lowLevel: Int) {\n    setLowStockLevel(venueId: $venueId, itemId: $itemId, lowLevel: $lowLevel) {\n      ...StockLevelFields\n    }\n  }\n": typeof types.SetLowStockLevelDocument,
    "\n  fragment IngredientStockFields on IngredientStock {\n    id\n    venueId\n    name\n    unit\n    level\n    lowLevel\n    low\n    empty\n  }\n": typeof types.IngredientStockFieldsFragmentDoc,
    "\n  query GetIngredientStock($venueId: ID!, $search: String, $lowOnly: Boolean, $first: Int, $after: String) {\n    ingredientStock(venueId: $venueId, search: $search, lowOnly: $lowOnly, first: $first, after: $after) {\n      count\n      results {\n        ...IngredientStockFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.GetIngredientStockDocument,
    "\n  query GetIngredientMovements($venueId: ID!, $ingredientId: ID!, $first: Int, $after: String) {\n    ingredientMovements(venueId: $venueId, ingredientId: $ingredientId, first: $first, after: $after) {\n      items {\n        id\n        kind\n        delta\n        level\n        who\n        note\n        at\n      }\n      nextCursor\n    }\n  }\n": typeof types.GetIngredientMovementsDocument,
    "\n  query GetRecipe($itemId: ID!) {\n    recipe(itemId: $itemId) {\n      ingredientId\n      name\n      unit\n      quantity\n    }\n  }\n": typeof types.GetRecipeDocument,
    "\n  mutation CreateIngredient($name: String!, $unit: IngredientUnit!) {\n    createIngredient(name: $name, unit: $unit) {\n      id\n      name\n      unit\n    }\n  }\n": typeof types.CreateIngredientDocument,
    "\n  mutation SetRecipe($itemId: ID!, $lines: [RecipeLineInput!]!) {\n    setRecipe(itemId: $itemId, lines: $lines) {\n      ingredientId\n      name\n      unit\n      quantity\n    }\n  }\n": typeof types.SetRecipeDocument,
    "\n  mutation RecordIngredientDelivery($input: IngredientDeliveryInput!) {\n    recordIngredientDelivery(input: $input) {\n      ...IngredientStockFields\n    }\n  }\n": typeof types.RecordIngredientDeliveryDocument,
    "\n  mutation RecordIngredientCount($input: IngredientCountInput!) {\n    recordIngredientCount(input: $input) {\n      ...IngredientStockFields\n    }\n  }\n": typeof types.RecordIngredientCountDocument,
    "\n  mutation SetIngredientLowLevel($venueId: ID!, $ingredientId: ID!, $lowLevel: Int) {\n    setIngredientLowLevel(venueId: $venueId, ingredientId: $ingredientId, lowLevel: $lowLevel) {\n      ...IngredientStockFields\n    }\n  }\n": typeof types.SetIngredientLowLevelDocument,
    "\n  query SuppliersPage($first: Int!, $after: String, $filter: NamedFilter, $orderBy: NamedOrderBy, $direction: SortDirection) {\n    suppliersPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {\n      count\n      results { id version name contactName email phone accountNumber active }\n      pageInfo { endCursor hasNextPage }\n    }\n  }\n": typeof types.SuppliersPageDocument,
    "\n  mutation CreateSupplier($data: SupplierInput!) { createSupplier(data: $data) { id version } }\n": typeof types.CreateSupplierDocument,
    "\n  mutation UpdateSupplier($id: ID!, $data: SupplierUpdateInput!, $expectedVersion: Int) {\n    updateSupplier(id: $id, data: $data, expectedVersion: $expectedVersion) { id version }\n  }\n": typeof types.UpdateSupplierDocument,
    "\n  mutation DeleteSupplier($id: ID!) { deleteSupplier(id: $id) }\n": typeof types.DeleteSupplierDocument,
    "\n  fragment KdsTicketFields on KdsTicket {\n    id\n    orderId\n    orderNumber\n    table\n    serviceType\n    staffName\n    courseName\n    coursePosition\n    stage\n    version\n    orderedAt\n    createdAt\n    startedAt\n    readyAt\n    lines {\n      id\n      title\n      quantity\n      modifications\n      removed\n      messages\n      allergens\n    }\n  }\n": typeof types.KdsTicketFieldsFragmentDoc,
    "\n  query GetKdsStations($venueId: ID!) {\n    kdsStations(venueId: $venueId) {\n      id\n      name\n      kind\n    }\n  }\n": typeof types.GetKdsStationsDocument,
    "\n  query GetKdsBoard($stationId: ID!, $venueId: ID!) {\n    kdsTickets(stationId: $stationId, venueId: $venueId) {\n      at\n      tickets {\n        ...KdsTicketFields\n      }\n      lastBump {\n        id\n        ticketId\n        fromStage\n        toStage\n      }\n    }\n  }\n": typeof types.GetKdsBoardDocument,
    "\n  mutation BumpKdsTicket($stationId: ID!, $ticketId: ID!, $fromStage: KdsStage!) {\n    bumpKdsTicket(stationId: $stationId, ticketId: $ticketId, fromStage: $fromStage) {\n      applied\n      outcome\n      ticket {\n        ...KdsTicketFields\n      }\n      bump {\n        id\n      }\n    }\n  }\n": typeof types.BumpKdsTicketDocument,
    "\n  mutation RecallKdsTicket($stationId: ID!, $bumpId: ID) {\n    recallKdsTicket(stationId: $stationId, bumpId: $bumpId) {\n      applied\n      outcome\n      ticket {\n        ...KdsTicketFields\n      }\n    }\n  }\n": typeof types.RecallKdsTicketDocument,
    "\n  query GetKdsPrepTimes($venueId: ID!, $stationId: ID) {\n    kdsPrepTimes(venueId: $venueId, stationId: $stationId) {\n      stationId\n      stationName\n      hour\n      tickets\n      averageSeconds\n    }\n  }\n": typeof types.GetKdsPrepTimesDocument,
    "\n  subscription KdsEvents($stationId: ID!, $venueId: ID!) {\n    kdsEvents(stationId: $stationId, venueId: $venueId) {\n      reason\n      orderId\n      ticketId\n      at\n    }\n  }\n": typeof types.KdsEventsDocument,
    "\n  fragment LicenceFields on License {\n    id\n    plan\n    status\n    product\n    deviceId\n    expiresAt\n  }\n": typeof types.LicenceFieldsFragmentDoc,
    "\n  fragment DeviceFields on Device {\n    id\n    name\n    venueId\n    version\n    activeLicenses {\n      id\n      product\n    }\n  }\n": typeof types.DeviceFieldsFragmentDoc,
    "\n  query GetLicenses($activeOnly: Boolean, $first: Int, $after: String) {\n    licenses(activeOnly: $activeOnly, first: $first, after: $after) {\n      count\n      results {\n        ...LicenceFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.GetLicensesDocument,
    "\n  query GetDevices($search: String, $first: Int, $after: String) {\n    devices(search: $search, first: $first, after: $after) {\n      count\n      results {\n        ...DeviceFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.GetDevicesDocument,
    "\n  query GetOperativeViewer {\n    operativeViewer {\n      isPOSAccessBlocked\n      onboarded\n    }\n  }\n": typeof types.GetOperativeViewerDocument,
    "\n  mutation ClaimDevice($data: ClaimDeviceInput!) {\n    claimDevice(data: $data) {\n      ...DeviceFields\n    }\n  }\n": typeof types.ClaimDeviceDocument,
    "\n  mutation UpdateDevice($id: ID!, $data: DeviceInput!, $expectedVersion: Int) {\n    updateDevice(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      ...DeviceFields\n    }\n  }\n": typeof types.UpdateDeviceDocument,
    "\n  mutation SetPosAccessBlocked($blocked: Boolean!) {\n    setPOSAccessBlocked(blocked: $blocked)\n  }\n": typeof types.SetPosAccessBlockedDocument,
    "\n  mutation MarkBoostSeen {\n    markBoostSeen\n  }\n": typeof types.MarkBoostSeenDocument,
    "\n  mutation RequestBoost($legalEntityId: ID!, $offerId: ID!) {\n    requestBoost(legalEntityId: $legalEntityId, offerId: $offerId)\n  }\n": typeof types.RequestBoostDocument,
    "\n  query Changes($filter: ChangeFilter, $first: Int, $after: String) {\n    changes(filter: $filter, first: $first, after: $after) {\n      items {\n        id\n        at\n        actorName\n        realActorName\n        recordType\n        recordId\n        label\n        op\n        revertOf\n        revertable\n        fields {\n          field\n          before\n          after\n          beforeName\n          afterName\n        }\n      }\n      nextCursor\n    }\n  }\n": typeof types.ChangesDocument,
    "\n  mutation RevertChange($id: ID!) {\n    revertChange(id: $id)\n  }\n": typeof types.RevertChangeDocument,
    "\n  query ChangeActors {\n    changeActors { id name }\n  }\n": typeof types.ChangeActorsDocument,
    "\n  query MenusPage($first: Int!, $after: String, $filter: NamedFilter) {\n    menusPage(first: $first, after: $after, filter: $filter, orderBy: NAME) {\n      count\n      pageInfo { endCursor hasNextPage }\n      results {\n        id\n        name\n        nameLang { en se es no }\n        currency\n        version\n        allArticles\n        entryCount\n      }\n    }\n  }\n": typeof types.MenusPageDocument,
    "\n  fragment EditedMenuFields on Menu {\n    id\n    name\n    nameLang { en se es no }\n    currency\n    version\n    allArticles\n    menuEntries {\n      id\n      price\n      itemId\n      item { id title defaultPrice version }\n      schedule { windows { days start end overnight } from until closedDates }\n      timePrices { price windows { days start end overnight } }\n    }\n  }\n": typeof types.EditedMenuFieldsFragmentDoc,
    "\n  query MenuForEditor($menuId: ID!) {\n    menu(menuId: $menuId) {\n      ...EditedMenuFields\n    }\n  }\n": typeof types.MenuForEditorDocument,
    "\n  query MenuVenues {\n    company { id defaultCurrency }\n    venues {\n      id\n      name\n      timezone\n      menus {\n        serviceType\n        menuId\n        schedule { windows { days start end overnight } from until closedDates }\n      }\n    }\n  }\n": typeof types.MenuVenuesDocument,
    "\n  query VenueMenuChoices($first: Int!, $filter: NamedFilter) {\n    menusPage(first: $first, filter: $filter) {\n      count\n      results { id name }\n    }\n  }\n": typeof types.VenueMenuChoicesDocument,
    "\n  query AllArticlesMenu {\n    allArticlesMenu { id }\n  }\n": typeof types.AllArticlesMenuDocument,
    "\n  query MenuItemSearch($first: Int!, $filter: ItemFilter) {\n    items(first: $first, filter: $filter) {\n      count\n      results { id title defaultPrice }\n    }\n  }\n": typeof types.MenuItemSearchDocument,
    "\n  mutation CreateMenu($data: MenuInput!) {\n    createMenu(data: $data) { id name }\n  }\n": typeof types.CreateMenuDocument,
    "\n  mutation UpdateMenu($menuId: ID!, $data: MenuUpdateInput!, $expectedVersion: Int) {\n    updateMenu(menuId: $menuId, data: $data, expectedVersion: $expectedVersion) {\n      menu {\n        ...EditedMenuFields\n      }\n    }\n  }\n": typeof types.UpdateMenuDocument,
    "\n  mutation SaveEntryTimes($menuId: ID!, $data: MenuUpdateInput!, $expectedVersion: Int) {\n    updateMenu(menuId: $menuId, data: $data, expectedVersion: $expectedVersion) {\n      success\n      menu { id version }\n    }\n  }\n": typeof types.SaveEntryTimesDocument,
    "\n  mutation DeleteMenu($menuId: ID!, $force: Boolean) {\n    deleteMenu(menuId: $menuId, force: $force) {\n      success\n      deleted\n      usedBy { venueName serviceType }\n    }\n  }\n": typeof types.DeleteMenuDocument,
    "\n  mutation MenuItemPrice($itemId: ID!, $price: Int!, $expectedVersion: Int) {\n    updateItemPrice(itemId: $itemId, price: $price, expectedVersion: $expectedVersion) { version }\n  }\n": typeof types.MenuItemPriceDocument,
    "\n  mutation UpdateVenueMenus($id: ID!, $data: VenueUpdateInput!) {\n    updateVenue(id: $id, data: $data) { id menus { serviceType menuId } }\n  }\n": typeof types.UpdateVenueMenusDocument,
    "\n  query MenuAtPreview($venueId: ID!, $serviceType: VenueServiceType!, $at: String!) {\n    menuAt(venueId: $venueId, serviceType: $serviceType, at: $at) {\n      menuId\n      menuName\n      currency\n      entries { id itemId price basePrice timeBound }\n    }\n  }\n": typeof types.MenuAtPreviewDocument,
    "\n  query OnboardingStatus {\n    onboardingStatus {\n      steps\n      pages {\n        page\n        state\n      }\n      currentPage\n      done\n      total\n    }\n  }\n": typeof types.OnboardingStatusDocument,
    "\n  mutation CreateOnboardingEvent($kind: String!, $page: String!) {\n    createOnboardingEvent(kind: $kind, page: $page) {\n      steps\n      pages {\n        page\n        state\n      }\n      currentPage\n      done\n      total\n    }\n  }\n": typeof types.CreateOnboardingEventDocument,
    "\n  query OnboardingInformation {\n    onboardingInformation {\n      name\n      legalName\n      street\n      zip\n      city\n    }\n  }\n": typeof types.OnboardingInformationDocument,
    "\n  mutation UpdateOnboardingInformation($data: OnboardingInformationInput!) {\n    updateOnboardingInformation(data: $data) {\n      currentPage\n    }\n  }\n": typeof types.UpdateOnboardingInformationDocument,
    "\n  query OnboardingStations {\n    stations {\n      id\n      name\n      kind\n    }\n  }\n": typeof types.OnboardingStationsDocument,
    "\n  mutation CreateOnboardingStation($data: StationInput!) {\n    createStation(data: $data) {\n      id\n    }\n  }\n": typeof types.CreateOnboardingStationDocument,
    "\n  query ProductLibrary($kind: String!) {\n    productLibrary(kind: $kind) {\n      name\n      products {\n        title\n        price\n        vatRate\n      }\n    }\n  }\n": typeof types.ProductLibraryDocument,
    "\n  mutation ImportProductLibrary($kind: String!) {\n    importProductLibrary(kind: $kind) {\n      categories\n      products\n      courseTypes\n      modifierGroups\n      layoutId\n    }\n  }\n": typeof types.ImportProductLibraryDocument,
    "\n  mutation MakeTestSale {\n    makeTestSale\n  }\n": typeof types.MakeTestSaleDocument,
    "\n  query OnlineOrderingVenues {\n    onlineOrderingVenues {\n      venueId\n      venueName\n      enabled\n      menuId\n      version\n      menus {\n        id\n        name\n      }\n    }\n  }\n": typeof types.OnlineOrderingVenuesDocument,
    "\n  mutation UpdateOnlineOrdering($venueId: ID!, $enabled: Boolean!, $menuId: ID, $expectedVersion: Int) {\n    updateOnlineOrdering(venueId: $venueId, enabled: $enabled, menuId: $menuId, expectedVersion: $expectedVersion) {\n      venueId\n      enabled\n      menuId\n      version\n    }\n  }\n": typeof types.UpdateOnlineOrderingDocument,
    "\n  query OnlineOrderingQrSheet($venueId: ID!) {\n    onlineOrderingQrSheet(venueId: $venueId)\n  }\n": typeof types.OnlineOrderingQrSheetDocument,
    "\n  query OnlineOrderingQrCodes($venueId: ID!) {\n    onlineOrderingQrCodes(venueId: $venueId) {\n      code\n      url\n      svg\n    }\n  }\n": typeof types.OnlineOrderingQrCodesDocument,
    "\n  query Orders($filter: OrderFilter, $first: Int, $after: String, $withTotals: Boolean = true) {\n    orders(filter: $filter, first: $first, after: $after) {\n      items {\n        id\n        number\n        createdAt\n        accountingDate\n        venueName\n        channel\n        serviceType\n        status\n        table\n        staffName\n        total\n        refunded\n      }\n      nextCursor\n      totalCount @include(if: $withTotals)\n      totalAmount @include(if: $withTotals)\n      refundedAmount @include(if: $withTotals)\n    }\n  }\n": typeof types.OrdersDocument,
    "\n  query Order($id: ID!) {\n    order(id: $id) {\n      id\n      number\n      status\n      channel\n      serviceType\n      venueName\n      table\n      staffName\n      guestCount\n      createdAt\n      paidAt\n      accountingDate\n      device\n      total\n      vatTotal\n      paid\n      tips\n      refunded\n      vat {\n        rate\n        net\n        vat\n        gross\n      }\n      lines {\n        id\n        title\n        quantity\n        refundedQuantity\n        unitPrice\n        vatRate\n        total\n        variations {\n          name\n          price\n        }\n        offers {\n          name\n          discount\n        }\n      }\n      payments {\n        id\n        method\n        methodName\n        amount\n        tip\n        acquirerReference\n      }\n      refunds {\n        id\n        amount\n        reason\n        status\n        byName\n        createdAt\n      }\n      audit {\n        id\n        at\n        who\n        device\n        action\n      }\n    }\n  }\n": typeof types.OrderDocument,
    "\n  mutation RefundOrder(\n    $idempotencyKey: String!\n    $orderId: ID!\n    $lines: [RefundLineInput!]\n    $amount: Int\n    $reason: String!\n  ) {\n    refundOrder(\n      idempotencyKey: $idempotencyKey\n      orderId: $orderId\n      lines: $lines\n      amount: $amount\n      reason: $reason\n    ) {\n      id\n      status\n      refunded\n    }\n  }\n": typeof types.RefundOrderDocument,
    "\n  mutation SendOrderEmail($orderId: ID!, $email: String!) {\n    sendOrderEmail(orderId: $orderId, email: $email) {\n      id\n    }\n  }\n": typeof types.SendOrderEmailDocument,
    "\n  subscription OrderEvents {\n    orderEvents {\n      orderId\n      number\n    }\n  }\n": typeof types.OrderEventsDocument,
    "\n  query ApiKeys($first: Int!, $after: String, $filter: NamedFilter) {\n    apiKeysPage(first: $first, after: $after, filter: $filter) {\n      count\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      results {\n        id\n      name\n      venueId\n      prefix\n      scopes\n      createdAt\n        lastUsedAt\n        revokedAt\n        expiresAt\n        createdBy\n        owner\n      }\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation CreateApiKey($name: String!, $venueId: ID!, $scopes: [String!]!) {\n    createApiKey(name: $name, venueId: $venueId, scopes: $scopes) {\n      key\n      apiKey {\n        id\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RotateApiKey($id: ID!, $overlapHours: Int) {\n    rotateApiKey(id: $id, overlapHours: $overlapHours) {\n      key\n      apiKey {\n        id\n      }\n    }\n  }\n": typeof types.RotateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  query PaymentTransactions($filter: PaymentTransactionFilter, $first: Int, $after: String) {\n    paymentTransactions(filter: $filter, first: $first, after: $after) {\n      items {\n        id\n        orderId\n        orderNumber\n        venueName\n        amount\n        tip\n        currency\n        reference\n        createdAt\n      }\n      nextCursor\n      totalCount\n      totalAmount\n    }\n  }\n": typeof types.PaymentTransactionsDocument,
    "\n  query PaymentsOverview {\n    paymentsOverview {\n      configured\n      providerError\n      balanceAccounts {\n        id\n        description\n        currency\n        available\n        pending\n      }\n      accountHolders {\n        id\n        legalName\n        country\n        email\n        legalEntityId\n        status\n        shareholders {\n          name\n          jobTitle\n        }\n      }\n      legalEntities {\n        id\n        name\n      }\n      venues {\n        id\n        name\n        street\n        zip\n        city\n        metadataComplete\n        store {\n          id\n          accountHolderId\n          status\n        }\n      }\n    }\n  }\n": typeof types.PaymentsOverviewDocument,
    "\n  mutation CreateAccountHolder($input: AccountHolderInput!) {\n    createAccountHolder(input: $input) {\n      accountHolder {\n        id\n        status\n      }\n    }\n  }\n": typeof types.CreateAccountHolderDocument,
    "\n  mutation AddProviderStore($venueId: ID!, $accountHolderId: ID!, $address: StoreAddressInput) {\n    addProviderStore(venueId: $venueId, accountHolderId: $accountHolderId, address: $address) {\n      id\n      venueId\n    }\n  }\n": typeof types.AddProviderStoreDocument,
    "\n  query KycLink($accountHolderId: ID!) {\n    kycLink(accountHolderId: $accountHolderId)\n  }\n": typeof types.KycLinkDocument,
    "\n  query CheckoutLink($accountHolderId: ID!) {\n    checkoutLink(accountHolderId: $accountHolderId)\n  }\n": typeof types.CheckoutLinkDocument,
    "\n  query Payouts($accountHolderId: ID!, $first: Int, $after: String) {\n    payouts(accountHolderId: $accountHolderId, first: $first, after: $after) {\n      configured\n      items {\n        id\n        amount\n        currency\n        status\n        bookedAt\n      }\n      nextCursor\n    }\n  }\n": typeof types.PayoutsDocument,
    "\n  query PaymentReports($first: Int, $after: String) {\n    paymentReports(first: $first, after: $after) {\n      items {\n        id\n        type\n        currency\n        fromDate\n        toDate\n        status\n        downloadUrl\n        createdAt\n      }\n      nextCursor\n    }\n  }\n": typeof types.PaymentReportsDocument,
    "\n  mutation CreatePayoutReport($input: PayoutReportInput!) {\n    createPayoutReport(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.CreatePayoutReportDocument,
    "\n  fragment AllLanguages on Translations {\n    en\n    se\n    es\n    no\n    da\n    tr\n    ar\n  }\n": typeof types.AllLanguagesFragmentDoc,
    "\n  fragment ProductRowFields on Item {\n    id\n    title\n    defaultPrice\n    vatRate\n    allergens\n    courseTypeId\n    courseType {\n      id\n      name\n    }\n    version\n    categories {\n      id\n      name\n      color\n    }\n    appliedVariations {\n      id\n      title\n    }\n  }\n": typeof types.ProductRowFieldsFragmentDoc,
    "\n  query ProductPicker($first: Int!, $filter: ItemFilter) {\n    items(first: $first, filter: $filter) {\n      count\n      results {\n        id\n        title\n      }\n    }\n  }\n": typeof types.ProductPickerDocument,
    "\n  query GetItemsPage(\n    $first: Int!\n    $after: String\n    $filter: ItemFilter\n    $orderBy: ItemOrderBy\n    $direction: SortDirection\n  ) {\n    items(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {\n      count\n      results {\n        ...ProductRowFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.GetItemsPageDocument,
    "\n  query GetItem($id: ID!) {\n    item(id: $id) {\n      ...ProductRowFields\n      titleLang {\n        ...AllLanguages\n      }\n      manualPrice\n      takeAwayVatRate\n      norwegianCategory\n      volumeSuffix\n      imageUrl\n      stationId\n      defaultVariationsIds\n      upsellIds\n    }\n  }\n": typeof types.GetItemDocument,
    "\n  mutation CreateItem($data: ItemInput!) {\n    createItem(data: $data) {\n      id\n      defaultPrice\n      title\n      version\n    }\n  }\n": typeof types.CreateItemDocument,
    "\n  mutation UpdateItem($itemId: ID!, $data: ItemUpdateInput!, $expectedVersion: Int) {\n    updateItem(itemId: $itemId, data: $data, expectedVersion: $expectedVersion) {\n      id\n      defaultPrice\n      title\n      version\n    }\n  }\n": typeof types.UpdateItemDocument,
    "\n  mutation UpdateItemPrice($itemId: ID!, $price: Int!, $expectedVersion: Int) {\n    updateItemPrice(itemId: $itemId, price: $price, expectedVersion: $expectedVersion) {\n      success\n      version\n    }\n  }\n": typeof types.UpdateItemPriceDocument,
    "\n  mutation UpdateItems($ids: [ID!]!, $data: BulkItemInput!) {\n    updateItems(ids: $ids, data: $data) {\n      success\n      count\n    }\n  }\n": typeof types.UpdateItemsDocument,
    "\n  mutation UpdateItemsMatching($filter: ItemFilter!, $data: BulkItemInput!) {\n    updateItemsMatching(filter: $filter, data: $data) {\n      success\n      count\n    }\n  }\n": typeof types.UpdateItemsMatchingDocument,
    "\n  mutation DeleteNodes($ids: [ID!]!, $force: Boolean) {\n    deleteNodes(ids: $ids, force: $force) {\n      success\n      deleted\n      usageCount\n      usages {\n        kind\n        id\n        name\n      }\n    }\n  }\n": typeof types.DeleteNodesDocument,
    "\n  fragment CategoryRowFields on Category {\n    id\n    name\n    nameLang {\n      ...AllLanguages\n    }\n    color\n    vatRate\n    parentId\n    parent {\n      id\n      name\n    }\n    courseTypeId\n    courseType {\n      id\n      name\n    }\n    stationId\n    station {\n      id\n      name\n    }\n    itemCount\n    version\n  }\n": typeof types.CategoryRowFieldsFragmentDoc,
    "\n  query GetCategoriesPage(\n    $first: Int!\n    $after: String\n    $filter: NamedFilter\n    $orderBy: NamedOrderBy\n    $direction: SortDirection\n  ) {\n    categoriesPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {\n      count\n      results {\n        ...CategoryRowFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.GetCategoriesPageDocument,
    "\n  mutation CreateCategory($data: CategoryInput!) {\n    createCategory(data: $data) {\n      id\n      name\n      version\n    }\n  }\n": typeof types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $data: CategoryUpdateInput!, $expectedVersion: Int) {\n    updateCategory(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      name\n      version\n    }\n  }\n": typeof types.UpdateCategoryDocument,
    "\n  mutation UpdateCategoriesMatching($filter: NamedFilter!, $data: BulkCategoryInput!) {\n    updateCategoriesMatching(filter: $filter, data: $data) {\n      success\n      count\n    }\n  }\n": typeof types.UpdateCategoriesMatchingDocument,
    "\n  mutation UpdateCategories($ids: [ID!]!, $data: BulkCategoryInput!) {\n    updateCategories(ids: $ids, data: $data) {\n      success\n      count\n    }\n  }\n": typeof types.UpdateCategoriesDocument,
    "\n  fragment CourseTypeRowFields on CourseType {\n    id\n    name\n    nameLang {\n      ...AllLanguages\n    }\n    position\n    version\n  }\n": typeof types.CourseTypeRowFieldsFragmentDoc,
    "\n  query GetCourseTypesPage(\n    $first: Int!\n    $after: String\n    $filter: NamedFilter\n    $orderBy: NamedOrderBy\n    $direction: SortDirection\n  ) {\n    courseTypesPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {\n      count\n      results {\n        ...CourseTypeRowFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.GetCourseTypesPageDocument,
    "\n  mutation CreateCourseType($data: CourseTypeInput!) {\n    createCourseType(data: $data) {\n      id\n      name\n      version\n    }\n  }\n": typeof types.CreateCourseTypeDocument,
    "\n  mutation UpdateCourseType($id: ID!, $data: CourseTypeUpdateInput!, $expectedVersion: Int) {\n    updateCourseType(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      name\n      version\n    }\n  }\n": typeof types.UpdateCourseTypeDocument,
    "\n  fragment StationRowFields on Station {\n    id\n    name\n    kind\n    venueId\n    version\n  }\n": typeof types.StationRowFieldsFragmentDoc,
    "\n  query GetStationsPage(\n    $first: Int!\n    $after: String\n    $filter: NamedFilter\n    $orderBy: NamedOrderBy\n    $direction: SortDirection\n  ) {\n    stationsPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {\n      count\n      results {\n        ...StationRowFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.GetStationsPageDocument,
    "\n  mutation CreateStation($data: StationInput!) {\n    createStation(data: $data) {\n      id\n      name\n      version\n    }\n  }\n": typeof types.CreateStationDocument,
    "\n  mutation UpdateStation($id: ID!, $data: StationUpdateInput!, $expectedVersion: Int) {\n    updateStation(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      name\n      version\n    }\n  }\n": typeof types.UpdateStationDocument,
    "\n  fragment VariationGroupRowFields on VariationGroup {\n    id\n    title\n    titleLang {\n      ...AllLanguages\n    }\n    selectionMode\n    itemCount\n    version\n    variations {\n      id\n      name\n      price\n    }\n  }\n": typeof types.VariationGroupRowFieldsFragmentDoc,
    "\n  query GetVariationGroupsPage(\n    $first: Int!\n    $after: String\n    $filter: NamedFilter\n    $orderBy: NamedOrderBy\n    $direction: SortDirection\n  ) {\n    variationGroupsPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {\n      count\n      results {\n        ...VariationGroupRowFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.GetVariationGroupsPageDocument,
    "\n  mutation CreateVariationGroup($data: VariationGroupInput!) {\n    createVariationGroup(data: $data) {\n      id\n      title\n      version\n    }\n  }\n": typeof types.CreateVariationGroupDocument,
    "\n  mutation UpdateVariationGroup($id: ID!, $data: VariationGroupUpdateInput!, $expectedVersion: Int) {\n    updateVariationGroup(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      title\n      version\n    }\n  }\n": typeof types.UpdateVariationGroupDocument,
    "\n  fragment UpsellRowFields on Upsell {\n    id\n    name\n    nameLang {\n      ...AllLanguages\n    }\n    displayOrder\n    version\n    items {\n      id\n      title\n    }\n  }\n": typeof types.UpsellRowFieldsFragmentDoc,
    "\n  query GetUpsellsPage(\n    $first: Int!\n    $after: String\n    $filter: NamedFilter\n    $orderBy: NamedOrderBy\n    $direction: SortDirection\n  ) {\n    upsellsPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {\n      count\n      results {\n        ...UpsellRowFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.GetUpsellsPageDocument,
    "\n  mutation CreateUpsell($data: UpsellInput!) {\n    createUpsell(data: $data) {\n      id\n      name\n      version\n    }\n  }\n": typeof types.CreateUpsellDocument,
    "\n  mutation UpdateUpsell($id: ID!, $data: UpsellUpdateInput!, $expectedVersion: Int) {\n    updateUpsell(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      name\n      version\n    }\n  }\n": typeof types.UpdateUpsellDocument,
    "\n  fragment MessageRowFields on PredefinedMessage {\n    id\n    type\n    text\n    textLang {\n      ...AllLanguages\n    }\n    venueId\n    version\n  }\n": typeof types.MessageRowFieldsFragmentDoc,
    "\n  query GetPredefinedMessagesPage(\n    $first: Int!\n    $after: String\n    $filter: NamedFilter\n    $orderBy: NamedOrderBy\n    $direction: SortDirection\n  ) {\n    predefinedMessagesPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {\n      count\n      results {\n        ...MessageRowFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.GetPredefinedMessagesPageDocument,
    "\n  mutation CreatePredefinedMessage($data: PredefinedMessageInput!) {\n    createPredefinedMessage(data: $data) {\n      id\n      text\n      version\n    }\n  }\n": typeof types.CreatePredefinedMessageDocument,
    "\n  mutation UpdatePredefinedMessage($id: ID!, $data: PredefinedMessageUpdateInput!, $expectedVersion: Int) {\n    updatePredefinedMessage(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      text\n      version\n    }\n  }\n": typeof types.UpdatePredefinedMessageDocument,
    "\n  mutation StartItemImport {\n    startItemImport\n  }\n": typeof types.StartItemImportDocument,
    "\n  mutation AppendItemImport($importId: ID!, $index: Int!, $chunk: String!) {\n    appendItemImport(importId: $importId, index: $index, chunk: $chunk) {\n      success\n    }\n  }\n": typeof types.AppendItemImportDocument,
    "\n  mutation PreviewItemImport($importId: ID!) {\n    previewItemImport(importId: $importId) {\n      total\n      creates\n      updates\n      unchanged\n      errors {\n        line\n        column\n        code\n        message\n      }\n      rows {\n        line\n        action\n        id\n        title\n        changes\n      }\n    }\n  }\n": typeof types.PreviewItemImportDocument,
    "\n  mutation CommitItemImport($importId: ID!) {\n    commitItemImport(importId: $importId) {\n      success\n      creates\n      updates\n    }\n  }\n": typeof types.CommitItemImportDocument,
    "\n  query GetRemovableIngredients($id: ID!) {\n    item(id: $id) {\n      id\n      removableIngredients {\n        id\n        name\n        nameLang {\n          ...AllLanguages\n        }\n      }\n    }\n    recordMetadata(recordType: ITEM, recordId: $id) {\n      key\n      version\n    }\n  }\n": typeof types.GetRemovableIngredientsDocument,
    "\n  query GetPosLayouts {\n    posLayouts {\n      id\n      name\n      createdAt\n      nameLang {\n        en\n        se\n        es\n        no\n        da\n        tr\n        ar\n      }\n      categories {\n        id\n        order\n        color\n        version\n        name\n        nameLang {\n          en\n          se\n          es\n          no\n          da\n          tr\n          ar\n        }\n        page {\n          id\n          name\n        }\n      }\n      pages {\n        id\n        name\n        nameLang {\n          en\n          se\n          es\n          no\n          da\n          tr\n          ar\n        }\n        categoryId\n        columns\n        rows\n      }\n    }\n  }\n": typeof types.GetPosLayoutsDocument,
    "\n  query GetPosPage($id: ID!, $venueId: ID) {\n    posPage(id: $id, venueId: $venueId) {\n      id\n      name\n      nameLang {\n        en\n        se\n        es\n        no\n        da\n        tr\n        ar\n      }\n      columns\n      rows\n      version\n      categoryId\n      buttons {\n        id\n        kind\n        col\n        row\n        width\n        height\n        color\n        label\n        itemId\n        targetPageId\n        upsellId\n        offerId\n        itemTitle\n        price\n      }\n    }\n  }\n": typeof types.GetPosPageDocument,
    "\n  query GetPosPageReferences($pageId: ID!) {\n    posPageReferences(pageId: $pageId) {\n      pageId\n      name\n      count\n    }\n  }\n": typeof types.GetPosPageReferencesDocument,
    "\n  query LayoutBundleSearch($first: Int!, $filter: NamedFilter) {\n    bundleOffersPage(first: $first, filter: $filter) {\n      count\n      results {\n        id\n        name\n      }\n    }\n  }\n": typeof types.LayoutBundleSearchDocument,
    "\n  query LayoutUpsellSearch($first: Int!, $filter: NamedFilter) {\n    upsellsPage(first: $first, filter: $filter) {\n      count\n      results {\n        id\n        name\n      }\n    }\n  }\n": typeof types.LayoutUpsellSearchDocument,
    "\n  query LayoutItemSearch($first: Int!, $filter: ItemFilter) {\n    items(first: $first, filter: $filter) {\n      count\n      results {\n        id\n        title\n        defaultPrice\n      }\n    }\n  }\n": typeof types.LayoutItemSearchDocument,
    "\n  mutation CreatePosLayout($data: PosLayoutInput!) {\n    createPosLayout(data: $data) {\n      id\n    }\n  }\n": typeof types.CreatePosLayoutDocument,
    "\n  mutation UpdatePosLayout($id: ID!, $data: PosLayoutInput!) {\n    updatePosLayout(id: $id, data: $data) {\n      id\n    }\n  }\n": typeof types.UpdatePosLayoutDocument,
    "\n  mutation DuplicatePosLayout($id: ID!, $name: String!, $nameLang: TranslationsInput) {\n    duplicatePosLayout(id: $id, name: $name, nameLang: $nameLang) {\n      id\n    }\n  }\n": typeof types.DuplicatePosLayoutDocument,
    "\n  mutation DeletePosLayout($id: ID!) {\n    deletePosLayout(id: $id)\n  }\n": typeof types.DeletePosLayoutDocument,
    "\n  mutation CreatePosCategory($layoutId: ID!, $data: PosLayoutCategoryInput!) {\n    createPosCategory(layoutId: $layoutId, data: $data) {\n      id\n    }\n  }\n": typeof types.CreatePosCategoryDocument,
    "\n  mutation UpdatePosCategory($id: ID!, $data: PosLayoutCategoryInput!, $expectedVersion: Int) {\n    updatePosCategory(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      version\n    }\n  }\n": typeof types.UpdatePosCategoryDocument,
    "\n  mutation DeletePosCategory($id: ID!) {\n    deletePosCategory(id: $id)\n  }\n": typeof types.DeletePosCategoryDocument,
    "\n  mutation CreatePosPage($layoutId: ID!, $data: PosSubPageInput!) {\n    createPosPage(layoutId: $layoutId, data: $data) {\n      id\n    }\n  }\n": typeof types.CreatePosPageDocument,
    "\n  mutation UpdatePage($pageId: ID!, $data: PosPageUpdateInput!, $expectedVersion: Int) {\n    updatePage(pageId: $pageId, data: $data, expectedVersion: $expectedVersion) {\n      id\n      version\n    }\n  }\n": typeof types.UpdatePageDocument,
    "\n  mutation RemoveSubPage($pageId: ID!) {\n    removeSubPage(pageId: $pageId)\n  }\n": typeof types.RemoveSubPageDocument,
    "\n  fragment VenueSettingsFields on VenueSettings {\n    id\n    name\n    legalName\n    street\n    zip\n    city\n    phone\n    timezone\n    accountingCutoff\n    staffIdleTimeout\n    active\n    version\n  }\n": typeof types.VenueSettingsFieldsFragmentDoc,
    "\n  query GetVenueSettingsPage($search: String, $desc: Boolean, $first: Int, $after: String) {\n    settingsVenues(search: $search, desc: $desc, first: $first, after: $after) {\n      count\n      results {\n        ...VenueSettingsFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.GetVenueSettingsPageDocument,
    "\n  query GetVenueSettings($id: ID!) {\n    settingsVenue(id: $id) {\n      ...VenueSettingsFields\n    }\n  }\n": typeof types.GetVenueSettingsDocument,
    "\n  mutation CreateVenue($data: VenueSettingsInput!) {\n    createVenue(data: $data) {\n      id\n    }\n  }\n": typeof types.CreateVenueDocument,
    "\n  mutation UpdateVenueSettings($id: ID!, $data: VenueSettingsInput!, $expectedVersion: Int) {\n    updateVenueSettings(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n    }\n  }\n": typeof types.UpdateVenueSettingsDocument,
    "\n  mutation DeleteVenue($id: ID!) {\n    deleteVenue(id: $id)\n  }\n": typeof types.DeleteVenueDocument,
    "\n  fragment CompanySettingsFields on CompanySettings {\n    id\n    name\n    legalName\n    country\n    orgNumber\n    street\n    zip\n    city\n    defaultLanguage\n    currency\n    vatRegistered\n    vatNumber\n    maxTipPercent\n    version\n  }\n": typeof types.CompanySettingsFieldsFragmentDoc,
    "\n  query GetCompanySettings {\n    companySettings {\n      ...CompanySettingsFields\n    }\n  }\n": typeof types.GetCompanySettingsDocument,
    "\n  mutation UpdateCompanySettings($data: CompanySettingsInput!, $expectedVersion: Int) {\n    updateCompanySettings(data: $data, expectedVersion: $expectedVersion) {\n      ...CompanySettingsFields\n    }\n  }\n": typeof types.UpdateCompanySettingsDocument,
    "\n  fragment ReceiptTemplateFields on ReceiptTemplate {\n    paperWidth\n    header {\n      language\n      text\n    }\n    footer {\n      language\n      text\n    }\n    fields\n    lockedFields\n    allFields\n    country\n    companyLanguage\n    logoDataUrl\n    version\n  }\n": typeof types.ReceiptTemplateFieldsFragmentDoc,
    "\n  query GetReceiptTemplate {\n    receiptTemplate {\n      ...ReceiptTemplateFields\n    }\n    companySettings {\n      ...CompanySettingsFields\n    }\n  }\n": typeof types.GetReceiptTemplateDocument,
    "\n  mutation UpdateReceiptTemplate($data: ReceiptTemplateInput!, $expectedVersion: Int) {\n    updateReceiptTemplate(data: $data, expectedVersion: $expectedVersion) {\n      ...ReceiptTemplateFields\n    }\n  }\n": typeof types.UpdateReceiptTemplateDocument,
    "\n  fragment BeeperRangeFields on BeeperRange {\n    id\n    venueId\n    venueName\n    name\n    first\n    last\n    enabled\n    version\n  }\n": typeof types.BeeperRangeFieldsFragmentDoc,
    "\n  query GetBeeperRangePage($venueId: ID, $search: String, $first: Int, $after: String) {\n    beeperRanges(venueId: $venueId, search: $search, first: $first, after: $after) {\n      count\n      results {\n        ...BeeperRangeFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.GetBeeperRangePageDocument,
    "\n  query GetBeeperRange($id: ID!) {\n    beeperRange(id: $id) {\n      ...BeeperRangeFields\n    }\n  }\n": typeof types.GetBeeperRangeDocument,
    "\n  mutation CreateBeeperRange($data: BeeperRangeInput!) {\n    createBeeperRange(data: $data) {\n      id\n    }\n  }\n": typeof types.CreateBeeperRangeDocument,
    "\n  mutation UpdateBeeperRange($id: ID!, $data: BeeperRangeInput!, $expectedVersion: Int) {\n    updateBeeperRange(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n    }\n  }\n": typeof types.UpdateBeeperRangeDocument,
    "\n  mutation DeleteBeeperRange($id: ID!) {\n    deleteBeeperRange(id: $id)\n  }\n": typeof types.DeleteBeeperRangeDocument,
    "\n  fragment PaymentMethodFields on PaymentMethod {\n    id\n    name\n    internalId\n    createdAt\n    version\n  }\n": typeof types.PaymentMethodFieldsFragmentDoc,
    "\n  query GetPaymentMethodPage($search: String, $desc: Boolean, $first: Int, $after: String) {\n    paymentMethodsPage(search: $search, desc: $desc, first: $first, after: $after) {\n      count\n      results {\n        ...PaymentMethodFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.GetPaymentMethodPageDocument,
    "\n  query GetPaymentMethod($id: ID!) {\n    paymentMethod(id: $id) {\n      ...PaymentMethodFields\n    }\n  }\n": typeof types.GetPaymentMethodDocument,
    "\n  mutation CreatePaymentMethod($data: PaymentMethodInput!, $idempotencyKey: String) {\n    createPaymentMethod(data: $data, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": typeof types.CreatePaymentMethodDocument,
    "\n  mutation UpdatePaymentMethod($id: ID!, $data: PaymentMethodInput!, $expectedVersion: Int) {\n    updatePaymentMethod(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n    }\n  }\n": typeof types.UpdatePaymentMethodDocument,
    "\n  mutation DeletePaymentMethod($id: ID!) {\n    deletePaymentMethod(id: $id)\n  }\n": typeof types.DeletePaymentMethodDocument,
    "\n  fragment InvoiceTargetFields on InvoiceTarget {\n    id\n    name\n    organizationNumber\n    email\n    address\n    reference\n    createdAt\n    version\n  }\n": typeof types.InvoiceTargetFieldsFragmentDoc,
    "\n  query GetInvoiceTargetPage($search: String, $desc: Boolean, $first: Int, $after: String) {\n    invoiceTargetsPage(search: $search, desc: $desc, first: $first, after: $after) {\n      count\n      results {\n        ...InvoiceTargetFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.GetInvoiceTargetPageDocument,
    "\n  query GetInvoiceTarget($id: ID!) {\n    invoiceTarget(id: $id) {\n      ...InvoiceTargetFields\n    }\n  }\n": typeof types.GetInvoiceTargetDocument,
    "\n  mutation CreateInvoiceTarget($data: InvoiceTargetInput!, $idempotencyKey: String) {\n    createInvoiceTarget(data: $data, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": typeof types.CreateInvoiceTargetDocument,
    "\n  mutation UpdateInvoiceTarget($id: ID!, $data: InvoiceTargetInput!, $expectedVersion: Int) {\n    updateInvoiceTarget(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n    }\n  }\n": typeof types.UpdateInvoiceTargetDocument,
    "\n  mutation DeleteInvoiceTarget($id: ID!) {\n    deleteInvoiceTarget(id: $id)\n  }\n": typeof types.DeleteInvoiceTargetDocument,
    "\n  fragment StaffMemberFields on StaffMember {\n    id\n    name\n    venueIds\n    accessLevelId\n    phone\n    email\n    employmentStart\n    active\n    version\n  }\n": typeof types.StaffMemberFieldsFragmentDoc,
    "\n  query GetStaffPage($search: String, $desc: Boolean, $first: Int, $after: String) {\n    staffMembers(search: $search, desc: $desc, first: $first, after: $after) {\n      count\n      results {\n        ...StaffMemberFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.GetStaffPageDocument,
    "\n  query GetStaffMember($id: ID!) {\n    staffMember(id: $id) {\n      ...StaffMemberFields\n    }\n  }\n": typeof types.GetStaffMemberDocument,
    "\n  mutation CreateStaffMember($data: StaffMemberInput!) {\n    createStaffMember(data: $data) {\n      id\n    }\n  }\n": typeof types.CreateStaffMemberDocument,
    "\n  mutation UpdateStaffMember($id: ID!, $data: StaffMemberUpdateInput!, $expectedVersion: Int) {\n    updateStaffMember(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n    }\n  }\n": typeof types.UpdateStaffMemberDocument,
    "\n  mutation ResetStaffPin($id: ID!, $pin: String!) {\n    resetStaffPin(id: $id, pin: $pin) {\n      id\n    }\n  }\n": typeof types.ResetStaffPinDocument,
    "\n  query ProposeStaffPin($venueIds: [ID!]!) {\n    proposeStaffPin(venueIds: $venueIds)\n  }\n": typeof types.ProposeStaffPinDocument,
    "\n  mutation DeleteStaffMember($id: ID!) {\n    deleteStaffMember(id: $id)\n  }\n": typeof types.DeleteStaffMemberDocument,
    "\n  fragment AccessLevelRowFields on AccessLevel {\n    id\n    name\n    permissions\n    defaultKey\n    staffCount\n    version\n  }\n": typeof types.AccessLevelRowFieldsFragmentDoc,
    "\n  query GetAccessLevels {\n    accessLevels {\n      ...AccessLevelRowFields\n    }\n  }\n": typeof types.GetAccessLevelsDocument,
    "\n  query GetAccessLevelsPage(\n    $first: Int!\n    $after: String\n    $filter: NamedFilter\n    $orderBy: NamedOrderBy\n    $direction: SortDirection\n  ) {\n    accessLevelsPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {\n      count\n      results {\n        ...AccessLevelRowFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.GetAccessLevelsPageDocument,
    "\n  mutation CreateAccessLevel($data: AccessLevelInput!) {\n    createAccessLevel(data: $data) {\n      id\n    }\n  }\n": typeof types.CreateAccessLevelDocument,
    "\n  mutation UpdateAccessLevel($id: ID!, $data: AccessLevelUpdateInput!, $expectedVersion: Int) {\n    updateAccessLevel(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n    }\n  }\n": typeof types.UpdateAccessLevelDocument,
    "\n  mutation DeleteAccessLevel($id: ID!) {\n    deleteAccessLevel(id: $id)\n  }\n": typeof types.DeleteAccessLevelDocument,
    "\n  query GetBackOfficeUsers($first: Int, $after: String, $search: String) {\n    backOfficeUsersPage(first: $first, after: $after, search: $search) {\n      count\n      results {\n        id\n        email\n        name\n        role\n        pending\n        scopes\n        venueIds\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.GetBackOfficeUsersDocument,
    "\n  mutation InviteUser(\n    $email: String!\n    $name: String!\n    $language: String!\n    $role: String!\n    $scopes: [String!]!\n    $venueIds: [ID!]!\n  ) {\n    inviteUser(email: $email, name: $name, language: $language, role: $role, scopes: $scopes, venueIds: $venueIds) {\n      id\n    }\n  }\n": typeof types.InviteUserDocument,
    "\n  mutation UpdateUserPermissions($userId: ID!, $role: String!, $scopes: [String!]!, $venueIds: [ID!]!) {\n    updateUserPermissions(userId: $userId, role: $role, scopes: $scopes, venueIds: $venueIds) {\n      id\n    }\n  }\n": typeof types.UpdateUserPermissionsDocument,
    "\n  mutation ResendInvitation($userId: ID!) {\n    resendInvitation(userId: $userId)\n  }\n": typeof types.ResendInvitationDocument,
    "\n  mutation RevokeInvitation($userId: ID!) {\n    revokeInvitation(userId: $userId)\n  }\n": typeof types.RevokeInvitationDocument,
    "\n  mutation RemoveUser($userId: ID!, $apiKeys: RemovedUserKeys) {\n    removeUser(userId: $userId, apiKeys: $apiKeys)\n  }\n": typeof types.RemoveUserDocument,
    "\n  query Competitions($after: String) {\n    competitions(first: 25, after: $after) {\n      results {\n        id\n        name\n        metric\n        phase\n        startsAt\n        endsAt\n      }\n      count\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.CompetitionsDocument,
    "\n  query CompetitionLeaderboard($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n      metric\n      phase\n      leaderboard {\n        rank\n        staffName\n        quantity\n        amount\n        score\n      }\n    }\n  }\n": typeof types.CompetitionLeaderboardDocument,
    "\n  subscription CompetitionLive($id: ID!) {\n    competitionLeaderboard(id: $id) {\n      rank\n      staffName\n      quantity\n      amount\n      score\n    }\n  }\n": typeof types.CompetitionLiveDocument,
    "\n  query CompetitionTargets($search: String) {\n    competitionTargets(search: $search) {\n      categories {\n        id\n        name\n      }\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CompetitionTargetsDocument,
    "\n  mutation CreateCompetition($data: CompetitionInput!) {\n    createCompetition(data: $data) {\n      id\n      name\n    }\n  }\n": typeof types.CreateCompetitionDocument,
    "\n  fragment TableRowFields on Table {\n    id\n    code\n    seats\n    shape\n    width\n    height\n    posX\n    posY\n    rotation\n    area\n    floorPlanId\n    version\n  }\n": typeof types.TableRowFieldsFragmentDoc,
    "\n  fragment FloorPlanFields on FloorPlan {\n    id\n    name\n    venueId\n    width\n    height\n    version\n    decor {\n      id\n      kind\n      x\n      y\n      width\n      height\n      rotation\n      text\n    }\n    tables {\n      ...TableRowFields\n    }\n    otherTableCodes\n  }\n": typeof types.FloorPlanFieldsFragmentDoc,
    "\n  query GetFloorPlans($venueId: ID) {\n    floorPlans(venueId: $venueId) {\n      ...FloorPlanFields\n    }\n  }\n": typeof types.GetFloorPlansDocument,
    "\n  query GetTablesPage($floorPlanId: ID, $search: String, $sort: TableSort, $descending: Boolean, $first: Int, $after: String) {\n    tables(floorPlanId: $floorPlanId, search: $search, sort: $sort, descending: $descending, first: $first, after: $after) {\n      totalCount\n      items {\n        ...TableRowFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.GetTablesPageDocument,
    "\n  mutation CreateTable($data: TableInput!) {\n    createTable(data: $data) {\n      id\n    }\n  }\n": typeof types.CreateTableDocument,
    "\n  mutation UpdateTable($id: ID!, $data: TableInput!, $expectedVersion: Int) {\n    updateTable(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n    }\n  }\n": typeof types.UpdateTableDocument,
    "\n  mutation DeleteTables($ids: [ID!]!) {\n    deleteTables(ids: $ids)\n  }\n": typeof types.DeleteTablesDocument,
    "\n  mutation CreateTables($data: CreateTablesInput!) {\n    createTables(data: $data) {\n      id\n    }\n  }\n": typeof types.CreateTablesDocument,
    "\n  mutation CreateFloorPlan($data: FloorPlanInput!) {\n    createFloorPlan(data: $data) {\n      ...FloorPlanFields\n    }\n  }\n": typeof types.CreateFloorPlanDocument,
    "\n  mutation UpdateFloorPlan($id: ID!, $data: FloorPlanInput!, $expectedVersion: Int) {\n    updateFloorPlan(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      ...FloorPlanFields\n    }\n  }\n": typeof types.UpdateFloorPlanDocument,
    "\n  mutation DeleteFloorPlan($id: ID!) {\n    deleteFloorPlan(id: $id)\n  }\n": typeof types.DeleteFloorPlanDocument,
    "\n  mutation SaveFloorPlan($id: ID!, $expectedVersion: Int!, $tables: [FloorPlanTableInput!]!, $decor: [FloorDecorInput!]!) {\n    saveFloorPlan(id: $id, expectedVersion: $expectedVersion, tables: $tables, decor: $decor) {\n      ...FloorPlanFields\n    }\n  }\n": typeof types.SaveFloorPlanDocument,
    "\n  query GetTableMonitor($floorPlanId: ID!) {\n    tableMonitor(floorPlanId: $floorPlanId) {\n      at\n      plan {\n        id\n        version\n      }\n      tables {\n        state\n        guests\n        seatedAt\n        amount\n        staff\n        table {\n          ...TableRowFields\n        }\n      }\n    }\n  }\n": typeof types.GetTableMonitorDocument,
    "\n  subscription TableEvents($venueId: ID!) {\n    tableEvents(venueId: $venueId) {\n      venueId\n      reason\n      orderId\n    }\n  }\n": typeof types.TableEventsDocument,
    "\n  mutation GenerateTranslations($text: String!, $language: String!) {\n    generateTextCompletion(purpose: TRANSLATE, text: $text, language: $language) {\n      translations {\n        en\n        se\n        no\n        da\n        es\n        tr\n        ar\n      }\n    }\n  }\n": typeof types.GenerateTranslationsDocument,
    "\n  query GetRecordMetadata($recordType: MetadataRecordType!, $recordId: ID!) {\n    recordMetadata(recordType: $recordType, recordId: $recordId) {\n      key\n      value\n      version\n    }\n  }\n": typeof types.GetRecordMetadataDocument,
    "\n  mutation UpdateMetadata(\n    $recordType: MetadataRecordType!\n    $recordId: ID!\n    $key: String!\n    $value: String\n    $expectedVersion: Int\n  ) {\n    updateMetadata(\n      recordType: $recordType\n      recordId: $recordId\n      key: $key\n      value: $value\n      expectedVersion: $expectedVersion\n    ) {\n      key\n      value\n      version\n    }\n  }\n": typeof types.UpdateMetadataDocument,
    "\n  query Search($query: String!) {\n    search(query: $query) {\n      items {\n        id\n        title\n        categories {\n          id\n          name\n        }\n      }\n      categories {\n        id\n        name\n      }\n      staff {\n        id\n        name\n      }\n      pages {\n        key\n        title\n        path\n        kind\n      }\n    }\n  }\n": typeof types.SearchDocument,
    "\n  mutation Login($username: String!, $password: String!, $backoffice: Boolean) {\n    login(username: $username, password: $password, backoffice: $backoffice) {\n      success\n      error\n      errorCode\n      token\n      refreshToken\n      retryAfterSeconds\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query GetUserMetadata {\n    userMetadata {\n      companyId\n      venueId\n      organizationId\n      legalEntityId\n      billingAccountId\n      billingProvider\n      balanceAccountId\n      userId\n      userFirstName\n      userLastName\n      companyName\n      country\n      currency\n      timezone\n      email\n      legalname\n      isPaymentsOnly\n      uiLanguage\n      permissions {\n        scopes\n        venueIds\n      }\n      licences\n    }\n  }\n": typeof types.GetUserMetadataDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query ShellData {\n    companyStatus {\n      hasProducts\n      hasActiveMenus\n    }\n    venues {\n      id\n      name\n      deleted\n      timezone\n    }\n    legalEntities {\n      id\n      name\n      venueIds\n    }\n  }\n": typeof types.ShellDataDocument,
    "\n  query ShellOrganization {\n    organization {\n      id\n    }\n  }\n": typeof types.ShellOrganizationDocument,
    "\n  query CustomerPortalLink($returnUrl: String!) {\n    customerPortalLink(returnUrl: $returnUrl)\n  }\n": typeof types.CustomerPortalLinkDocument,
    "\n  query BillingStatus {\n    billingStatus\n  }\n": typeof types.BillingStatusDocument,
    "\n  query GrantOffers($legalEntityId: ID!) {\n    grantOffers(legalEntityId: $legalEntityId) {\n      available {\n        id\n        amount\n        currency\n        expiresAt\n      }\n      current {\n        id\n        amount\n        currency\n        expiresAt\n      }\n      seen\n    }\n  }\n": typeof types.GrantOffersDocument,
    "\n  query Changelog($after: String) {\n    changelog(first: 20, after: $after) {\n      items {\n        id\n        publishedAt\n        title\n        body\n        unread\n      }\n      nextCursor\n      unreadCount\n    }\n  }\n": typeof types.ChangelogDocument,
    "\n  mutation MarkChangelogRead {\n    markChangelogRead\n  }\n": typeof types.MarkChangelogReadDocument,
    "\n  mutation SetUiLanguage($language: String!) {\n    setUiLanguage(language: $language)\n  }\n": typeof types.SetUiLanguageDocument,
    "\n  query getVouchers($companyId: ID, $venueId: ID!, $startDate: String!, $endDate: String!) {\n    getVouchers(companyId: $companyId, venueId: $venueId, startDate: $startDate, endDate: $endDate) {\n      items {\n        id\n        status\n      }\n      lastKey\n    }\n  }\n": typeof types.GetVouchersDocument,
    "\n  query bellIntegrations {\n    integrations {\n      key\n      name\n      status\n    }\n  }\n": typeof types.BellIntegrationsDocument,
    "\n  query deadMails {\n    deadMails {\n      id\n      kind\n      recipient\n      subject\n    }\n  }\n": typeof types.DeadMailsDocument,
    "\n  mutation sendMailAgain($mailId: ID!) {\n    sendMailAgain(mailId: $mailId)\n  }\n": typeof types.SendMailAgainDocument,
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
    "\n  mutation AddCapturedUserDetails($input: CapturedUserDetailsInput!) {\n    addCapturedUserDetails(input: $input) {\n      success\n      errorCode\n    }\n  }\n": types.AddCapturedUserDetailsDocument,
    "\n  mutation CreateBillingAccount($input: CreateBillingAccountInput!) {\n    createBillingAccount(input: $input)\n  }\n": types.CreateBillingAccountDocument,
    "\n  query Dashboard($venueId: ID) {\n    dashboard(venueId: $venueId) {\n      accountingDate\n      companyName\n      currency\n      venueCount\n      productCount\n      venue {\n        id\n        name\n      }\n      sales {\n        amount\n        count\n      }\n    }\n  }\n": types.DashboardDocument,
    "\n  fragment OfferFields on Offer {\n    id\n    name\n    type\n    discountType\n    value\n    selectionMode\n    automatic\n    permission\n    venueIds\n    groups {\n      itemIds\n      categoryIds\n    }\n    stages {\n      quantity\n      value\n    }\n    validity {\n      weekdays\n      timeWindows {\n        from\n        to\n      }\n      startDate\n      endDate\n    }\n    version\n  }\n": types.OfferFieldsFragmentDoc,
    "\n  query TryOffers($venueId: ID!, $at: String!, $lines: [OfferTrialLineInput!]!, $pickedOfferIds: [ID!]) {\n    tryOffers(venueId: $venueId, at: $at, lines: $lines, pickedOfferIds: $pickedOfferIds) {\n      lines {\n        lineId\n        net\n      }\n      gross\n      discount\n      total\n      vatByRate {\n        rate\n        vat\n      }\n      appliedOffers {\n        offerId\n        name\n        discount\n      }\n      visualOffers {\n        offerId\n        name\n      }\n      manualOffers {\n        id\n        name\n      }\n    }\n  }\n": types.TryOffersDocument,
    "\n  query OffersPage($first: Int!, $after: String, $filter: NamedFilter) {\n    offersPage(first: $first, after: $after, filter: $filter, orderBy: NAME) {\n      count\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      results {\n        ...OfferFields\n      }\n    }\n  }\n": types.OffersPageDocument,
    "\n  query OfferItemSearch($first: Int!, $filter: ItemFilter) {\n    items(first: $first, filter: $filter) {\n      count\n      results {\n        id\n        title\n        defaultPrice\n        vatRate\n      }\n    }\n  }\n": types.OfferItemSearchDocument,
    "\n  mutation CreateOffer($data: OfferInput!) {\n    createOffer(data: $data) {\n      ...OfferFields\n    }\n  }\n": types.CreateOfferDocument,
    "\n  mutation UpdateOffer($id: ID!, $data: OfferInput!) {\n    updateOffer(id: $id, data: $data) {\n      ...OfferFields\n    }\n  }\n": types.UpdateOfferDocument,
    "\n  mutation DeleteOffer($id: ID!) {\n    deleteOffer(id: $id)\n  }\n": types.DeleteOfferDocument,
    "\n  query FinanceDashboard($from: String!, $to: String!, $venueIds: [ID!]) {\n    financeDashboard(from: $from, to: $to, venueIds: $venueIds) {\n      from\n      to\n      previousFrom\n      previousTo\n      currency\n      metrics {\n        metric\n        value\n        previous\n      }\n      overTimeUnit\n      overTime {\n        key\n        amount\n        count\n      }\n      byHour {\n        key\n        amount\n        count\n      }\n      byWeekday {\n        key\n        amount\n        count\n      }\n      byChannel {\n        key\n        amount\n        count\n      }\n      byServiceType {\n        key\n        amount\n        count\n      }\n      topProducts {\n        title\n        quantity\n        amount\n      }\n      topCategories {\n        title\n        quantity\n        amount\n      }\n      vat {\n        rate\n        net\n        vat\n        gross\n      }\n    }\n  }\n": types.FinanceDashboardDocument,
    "\n  subscription FinanceOrderEvents {\n    orderEvents {\n      orderId\n    }\n  }\n": types.FinanceOrderEventsDocument,
    "\n  query ZReports($venueId: ID, $first: Int, $after: String) {\n    zReportsPage(venueId: $venueId, first: $first, after: $after) {\n      items {\n        id\n        number\n        accountingDate\n        registerName\n        createdAt\n        closedBy\n        content {\n          grossTotal\n        }\n      }\n      nextCursor\n    }\n  }\n": types.ZReportsDocument,
    "\n  query ZReportPdf($id: ID!) {\n    zReport(id: $id) {\n      id\n      number\n      content {\n        pdf\n      }\n    }\n  }\n": types.ZReportPdfDocument,
    "\n  query ZReportDetail($id: ID!) {\n    zReport(id: $id) {\n      id\n      number\n      content {\n        json\n      }\n    }\n  }\n": types.ZReportDetailDocument,
    "\n  query XReport($venueId: ID!) {\n    xReport(venueId: $venueId) {\n      kind\n      accountingDate\n      grossTotal\n      json\n    }\n  }\n": types.XReportDocument,
    "\n  mutation CloseDay($venueId: ID!, $accountingDate: String, $register: String) {\n    closeDay(venueId: $venueId, accountingDate: $accountingDate, register: $register) {\n      id\n      number\n    }\n  }\n": types.CloseDayDocument,
    "\n  mutation CloseDays($venueId: ID!, $from: String!, $to: String!, $register: String) {\n    closeDays(venueId: $venueId, from: $from, to: $to, register: $register) {\n      id\n      number\n    }\n  }\n": types.CloseDaysDocument,
    "\n  query DayClosePreview($venueId: ID!, $accountingDate: String, $register: String) {\n    dayClosePreview(venueId: $venueId, accountingDate: $accountingDate, register: $register) {\n      venueId\n      venueName\n      register {\n        id\n        name\n      }\n      registers {\n        id\n        name\n      }\n      accountingDate\n      today\n      closedNumber\n      closeProblem {\n        code\n        date\n      }\n      openDaysUpTo\n      sales\n      openOrders\n      gross\n      vat\n      net\n      returns\n    }\n  }\n": types.DayClosePreviewDocument,
    "\n  mutation SendZReport($id: ID!, $email: String!) {\n    sendZReport(id: $id, email: $email)\n  }\n": types.SendZReportDocument,
    "\n  query Reports($first: Int, $after: String) {\n    reports(first: $first, after: $after) {\n      items {\n        id\n        kind\n        status\n        progress\n        requestedByName\n        createdAt\n        from\n        to\n        rowCount\n      }\n      nextCursor\n    }\n  }\n": types.ReportsDocument,
    "\n  mutation GenerateReport($input: ReportsInput!) {\n    generateReport(input: $input) {\n      id\n      status\n    }\n  }\n": types.GenerateReportDocument,
    "\n  mutation DeleteReport($id: ID!) {\n    deleteReport(id: $id)\n  }\n": types.DeleteReportDocument,
    "\n  query ReportCsv($id: ID!) {\n    report(id: $id) {\n      id\n      csv\n    }\n  }\n": types.ReportCsvDocument,
    "\n  query ReportPdf($id: ID!) {\n    report(id: $id) {\n      id\n      pdf\n    }\n  }\n": types.ReportPdfDocument,
    "\n  query SaftCashRegister($from: String!, $to: String!) {\n    saftCashRegister(from: $from, to: $to) {\n      fileName\n      xml\n    }\n  }\n": types.SaftCashRegisterDocument,
    "\n  query ScheduledReports {\n    scheduledReports {\n      id\n      name\n      kind\n      period\n      recipients\n      nextRunAt\n      lastRunAt\n      lastStatus\n      lastError\n      attempts\n    }\n  }\n": types.ScheduledReportsDocument,
    "\n  mutation CreateScheduledReport($input: ScheduledReportInput!) {\n    createScheduledReport(input: $input) {\n      id\n    }\n  }\n": types.CreateScheduledReportDocument,
    "\n  mutation DeleteScheduledReport($id: ID!) {\n    deleteScheduledReport(id: $id)\n  }\n": types.DeleteScheduledReportDocument,
    "\n  query VerifyLedger($venueId: ID!) {\n    verifyLedger(venueId: $venueId) {\n      ok\n      links\n      records\n      breakCount\n      firstBreak {\n        register\n        sequence\n        kind\n        number\n        reason\n      }\n    }\n  }\n": types.VerifyLedgerDocument,
    "\n  query Integrations {\n    integrations {\n      key\n      name\n      kind\n      available\n      countries\n      offeredHere\n      status\n    }\n  }\n": types.IntegrationsDocument,
    "\n  query Integration($key: String!) {\n    integration(key: $key) {\n      key\n      name\n      kind\n      available\n      status\n      message\n      tenants\n      oauth\n      credentialFields\n      vouchers {\n        id\n        accountingDate\n        status\n        message\n        attempts\n        nextAttemptAt\n        providerReference\n      }\n    }\n  }\n": types.IntegrationDocument,
    "\n  mutation ConnectIntegration($key: String!, $credentials: [IntegrationCredentialInput!]!) {\n    connectIntegration(key: $key, credentials: $credentials) {\n      key\n      status\n    }\n  }\n": types.ConnectIntegrationDocument,
    "\n  mutation AuthorizeIntegration($key: String!) {\n    authorizeIntegration(key: $key)\n  }\n": types.AuthorizeIntegrationDocument,
    "\n  mutation SendDailyVouchers($key: String!, $accountingDate: String!) {\n    sendDailyVouchers(key: $key, accountingDate: $accountingDate) {\n      key\n    }\n  }\n": types.SendDailyVouchersDocument,
    "\n  query IntegrationConfig($key: String!, $venueId: ID) {\n    integrationConfig(key: $key, venueId: $venueId) {\n      saved\n      own\n      vatRates\n      sales {\n        key\n        account\n      }\n      vat {\n        key\n        account\n      }\n      payments {\n        key\n        account\n        name\n      }\n      otherPayments\n      tips\n      rounding\n      cashDifference\n      tenant\n    }\n  }\n": types.IntegrationConfigDocument,
    "\n  mutation SaveIntegrationConfig($key: String!, $data: IntegrationConfigInput!, $venueId: ID) {\n    saveIntegrationConfig(key: $key, data: $data, venueId: $venueId) {\n      saved\n    }\n  }\n": types.SaveIntegrationConfigDocument,
    "\n  mutation RemoveVenueIntegrationConfig($key: String!, $venueId: ID!) {\n    removeVenueIntegrationConfig(key: $key, venueId: $venueId) {\n      own\n    }\n  }\n": types.RemoveVenueIntegrationConfigDocument,
    "\n  query SieExport($from: String!, $to: String!, $venueId: ID) {\n    sieExport(from: $from, to: $to, venueId: $venueId) {\n      fileName\n      content\n      vouchers\n    }\n  }\n": types.SieExportDocument,
    "\n  mutation ResendIntegrationVoucher($voucherId: ID!) {\n    resendIntegrationVoucher(voucherId: $voucherId) {\n      id\n      status\n    }\n  }\n": types.ResendIntegrationVoucherDocument,
    "\n  query Invoices($integration: String, $first: Int, $after: String) {\n    invoices(integration: $integration, first: $first, after: $after) {\n      items {\n        id\n        status\n        message\n        createdAt\n        amount\n        currency\n        periodStart\n        periodEnd\n        nextAttemptAt\n        providerReference\n        target {\n          id\n          name\n        }\n      }\n      nextCursor\n    }\n  }\n": types.InvoicesDocument,
    "\n  mutation InvoiceNow {\n    invoiceNow {\n      id\n    }\n  }\n": types.InvoiceNowDocument,
    "\n  mutation ResendInvoice($id: ID!) {\n    resendInvoice(id: $id) {\n      id\n      status\n    }\n  }\n": types.ResendInvoiceDocument,
    "\n  fragment StockLevelFields on StockLevel {\n    id\n    venueId\n    itemId\n    title\n    level\n    lowLevel\n    low\n    soldOut\n  }\n": types.StockLevelFieldsFragmentDoc,
    "\n  query GetStockLevels($venueId: ID!, $search: String, $lowOnly: Boolean, $first: Int, $after: String) {\n    stockLevels(venueId: $venueId, search: $search, lowOnly: $lowOnly, first: $first, after: $after) {\n      count\n      results {\n        ...StockLevelFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.GetStockLevelsDocument,
    "\n  query GetStockMovements($venueId: ID!, $itemId: ID!, $first: Int, $after: String) {\n    stockMovements(venueId: $venueId, itemId: $itemId, first: $first, after: $after) {\n      items {\n        id\n        kind\n        delta\n        level\n        who\n        note\n        at\n      }\n      nextCursor\n    }\n  }\n": types.GetStockMovementsDocument,
    "\n  query StockItemSearch($first: Int!, $filter: ItemFilter) {\n    items(first: $first, filter: $filter) {\n      count\n      results {\n        id\n        title\n      }\n    }\n  }\n": types.StockItemSearchDocument,
    "\n  mutation RecordDelivery($input: StockDeliveryInput!) {\n    recordDelivery(input: $input) {\n      ...StockLevelFields\n    }\n  }\n": types.RecordDeliveryDocument,
    "\n  mutation RecordStockCount($input: StockCountInput!) {\n    recordStockCount(input: $input) {\n      ...StockLevelFields\n    }\n  }\n": types.RecordStockCountDocument,
    "\n  mutation SetLowStockLevel($venueId: ID!, $itemId: ID!, $lowLevel: Int) {\n    setLowStockLevel(venueId: $venueId, itemId: $itemId, lowLevel: $lowLevel) {\n      ...StockLevelFields\n    }\n  }\n": types.SetLowStockLevelDocument,
    "\n  fragment IngredientStockFields on IngredientStock {\n    id\n    venueId\n    name\n    unit\n    level\n    lowLevel\n    low\n    empty\n  }\n": types.IngredientStockFieldsFragmentDoc,
    "\n  query GetIngredientStock($venueId: ID!, $search: String, $lowOnly: Boolean, $first: Int, $after: String) {\n    ingredientStock(venueId: $venueId, search: $search, lowOnly: $lowOnly, first: $first, after: $after) {\n      count\n      results {\n        ...IngredientStockFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.GetIngredientStockDocument,
    "\n  query GetIngredientMovements($venueId: ID!, $ingredientId: ID!, $first: Int, $after: String) {\n    ingredientMovements(venueId: $venueId, ingredientId: $ingredientId, first: $first, after: $after) {\n      items {\n        id\n        kind\n        delta\n        level\n        who\n        note\n        at\n      }\n      nextCursor\n    }\n  }\n": types.GetIngredientMovementsDocument,
    "\n  query GetRecipe($itemId: ID!) {\n    recipe(itemId: $itemId) {\n      ingredientId\n      name\n      unit\n      quantity\n    }\n  }\n": types.GetRecipeDocument,
    "\n  mutation CreateIngredient($name: String!, $unit: IngredientUnit!) {\n    createIngredient(name: $name, unit: $unit) {\n      id\n      name\n      unit\n    }\n  }\n": types.CreateIngredientDocument,
    "\n  mutation SetRecipe($itemId: ID!, $lines: [RecipeLineInput!]!) {\n    setRecipe(itemId: $itemId, lines: $lines) {\n      ingredientId\n      name\n      unit\n      quantity\n    }\n  }\n": types.SetRecipeDocument,
    "\n  mutation RecordIngredientDelivery($input: IngredientDeliveryInput!) {\n    recordIngredientDelivery(input: $input) {\n      ...IngredientStockFields\n    }\n  }\n": types.RecordIngredientDeliveryDocument,
    "\n  mutation RecordIngredientCount($input: IngredientCountInput!) {\n    recordIngredientCount(input: $input) {\n      ...IngredientStockFields\n    }\n  }\n": types.RecordIngredientCountDocument,
    "\n  mutation SetIngredientLowLevel($venueId: ID!, $ingredientId: ID!, $lowLevel: Int) {\n    setIngredientLowLevel(venueId: $venueId, ingredientId: $ingredientId, lowLevel: $lowLevel) {\n      ...IngredientStockFields\n    }\n  }\n": types.SetIngredientLowLevelDocument,
    "\n  query SuppliersPage($first: Int!, $after: String, $filter: NamedFilter, $orderBy: NamedOrderBy, $direction: SortDirection) {\n    suppliersPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {\n      count\n      results { id version name contactName email phone accountNumber active }\n      pageInfo { endCursor hasNextPage }\n    }\n  }\n": types.SuppliersPageDocument,
    "\n  mutation CreateSupplier($data: SupplierInput!) { createSupplier(data: $data) { id version } }\n": types.CreateSupplierDocument,
    "\n  mutation UpdateSupplier($id: ID!, $data: SupplierUpdateInput!, $expectedVersion: Int) {\n    updateSupplier(id: $id, data: $data, expectedVersion: $expectedVersion) { id version }\n  }\n": types.UpdateSupplierDocument,
    "\n  mutation DeleteSupplier($id: ID!) { deleteSupplier(id: $id) }\n": types.DeleteSupplierDocument,
    "\n  fragment KdsTicketFields on KdsTicket {\n    id\n    orderId\n    orderNumber\n    table\n    serviceType\n    staffName\n    courseName\n    coursePosition\n    stage\n    version\n    orderedAt\n    createdAt\n    startedAt\n    readyAt\n    lines {\n      id\n      title\n      quantity\n      modifications\n      removed\n      messages\n      allergens\n    }\n  }\n": types.KdsTicketFieldsFragmentDoc,
    "\n  query GetKdsStations($venueId: ID!) {\n    kdsStations(venueId: $venueId) {\n      id\n      name\n      kind\n    }\n  }\n": types.GetKdsStationsDocument,
    "\n  query GetKdsBoard($stationId: ID!, $venueId: ID!) {\n    kdsTickets(stationId: $stationId, venueId: $venueId) {\n      at\n      tickets {\n        ...KdsTicketFields\n      }\n      lastBump {\n        id\n        ticketId\n        fromStage\n        toStage\n      }\n    }\n  }\n": types.GetKdsBoardDocument,
    "\n  mutation BumpKdsTicket($stationId: ID!, $ticketId: ID!, $fromStage: KdsStage!) {\n    bumpKdsTicket(stationId: $stationId, ticketId: $ticketId, fromStage: $fromStage) {\n      applied\n      outcome\n      ticket {\n        ...KdsTicketFields\n      }\n      bump {\n        id\n      }\n    }\n  }\n": types.BumpKdsTicketDocument,
    "\n  mutation RecallKdsTicket($stationId: ID!, $bumpId: ID) {\n    recallKdsTicket(stationId: $stationId, bumpId: $bumpId) {\n      applied\n      outcome\n      ticket {\n        ...KdsTicketFields\n      }\n    }\n  }\n": types.RecallKdsTicketDocument,
    "\n  query GetKdsPrepTimes($venueId: ID!, $stationId: ID) {\n    kdsPrepTimes(venueId: $venueId, stationId: $stationId) {\n      stationId\n      stationName\n      hour\n      tickets\n      averageSeconds\n    }\n  }\n": types.GetKdsPrepTimesDocument,
    "\n  subscription KdsEvents($stationId: ID!, $venueId: ID!) {\n    kdsEvents(stationId: $stationId, venueId: $venueId) {\n      reason\n      orderId\n      ticketId\n      at\n    }\n  }\n": types.KdsEventsDocument,
    "\n  fragment LicenceFields on License {\n    id\n    plan\n    status\n    product\n    deviceId\n    expiresAt\n  }\n": types.LicenceFieldsFragmentDoc,
    "\n  fragment DeviceFields on Device {\n    id\n    name\n    venueId\n    version\n    activeLicenses {\n      id\n      product\n    }\n  }\n": types.DeviceFieldsFragmentDoc,
    "\n  query GetLicenses($activeOnly: Boolean, $first: Int, $after: String) {\n    licenses(activeOnly: $activeOnly, first: $first, after: $after) {\n      count\n      results {\n        ...LicenceFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.GetLicensesDocument,
    "\n  query GetDevices($search: String, $first: Int, $after: String) {\n    devices(search: $search, first: $first, after: $after) {\n      count\n      results {\n        ...DeviceFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.GetDevicesDocument,
    "\n  query GetOperativeViewer {\n    operativeViewer {\n      isPOSAccessBlocked\n      onboarded\n    }\n  }\n": types.GetOperativeViewerDocument,
    "\n  mutation ClaimDevice($data: ClaimDeviceInput!) {\n    claimDevice(data: $data) {\n      ...DeviceFields\n    }\n  }\n": types.ClaimDeviceDocument,
    "\n  mutation UpdateDevice($id: ID!, $data: DeviceInput!, $expectedVersion: Int) {\n    updateDevice(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      ...DeviceFields\n    }\n  }\n": types.UpdateDeviceDocument,
    "\n  mutation SetPosAccessBlocked($blocked: Boolean!) {\n    setPOSAccessBlocked(blocked: $blocked)\n  }\n": types.SetPosAccessBlockedDocument,
    "\n  mutation MarkBoostSeen {\n    markBoostSeen\n  }\n": types.MarkBoostSeenDocument,
    "\n  mutation RequestBoost($legalEntityId: ID!, $offerId: ID!) {\n    requestBoost(legalEntityId: $legalEntityId, offerId: $offerId)\n  }\n": types.RequestBoostDocument,
    "\n  query Changes($filter: ChangeFilter, $first: Int, $after: String) {\n    changes(filter: $filter, first: $first, after: $after) {\n      items {\n        id\n        at\n        actorName\n        realActorName\n        recordType\n        recordId\n        label\n        op\n        revertOf\n        revertable\n        fields {\n          field\n          before\n          after\n          beforeName\n          afterName\n        }\n      }\n      nextCursor\n    }\n  }\n": types.ChangesDocument,
    "\n  mutation RevertChange($id: ID!) {\n    revertChange(id: $id)\n  }\n": types.RevertChangeDocument,
    "\n  query ChangeActors {\n    changeActors { id name }\n  }\n": types.ChangeActorsDocument,
    "\n  query MenusPage($first: Int!, $after: String, $filter: NamedFilter) {\n    menusPage(first: $first, after: $after, filter: $filter, orderBy: NAME) {\n      count\n      pageInfo { endCursor hasNextPage }\n      results {\n        id\n        name\n        nameLang { en se es no }\n        currency\n        version\n        allArticles\n        entryCount\n      }\n    }\n  }\n": types.MenusPageDocument,
    "\n  fragment EditedMenuFields on Menu {\n    id\n    name\n    nameLang { en se es no }\n    currency\n    version\n    allArticles\n    menuEntries {\n      id\n      price\n      itemId\n      item { id title defaultPrice version }\n      schedule { windows { days start end overnight } from until closedDates }\n      timePrices { price windows { days start end overnight } }\n    }\n  }\n": types.EditedMenuFieldsFragmentDoc,
    "\n  query MenuForEditor($menuId: ID!) {\n    menu(menuId: $menuId) {\n      ...EditedMenuFields\n    }\n  }\n": types.MenuForEditorDocument,
    "\n  query MenuVenues {\n    company { id defaultCurrency }\n    venues {\n      id\n      name\n      timezone\n      menus {\n        serviceType\n        menuId\n        schedule { windows { days start end overnight } from until closedDates }\n      }\n    }\n  }\n": types.MenuVenuesDocument,
    "\n  query VenueMenuChoices($first: Int!, $filter: NamedFilter) {\n    menusPage(first: $first, filter: $filter) {\n      count\n      results { id name }\n    }\n  }\n": types.VenueMenuChoicesDocument,
    "\n  query AllArticlesMenu {\n    allArticlesMenu { id }\n  }\n": types.AllArticlesMenuDocument,
    "\n  query MenuItemSearch($first: Int!, $filter: ItemFilter) {\n    items(first: $first, filter: $filter) {\n      count\n      results { id title defaultPrice }\n    }\n  }\n": types.MenuItemSearchDocument,
    "\n  mutation CreateMenu($data: MenuInput!) {\n    createMenu(data: $data) { id name }\n  }\n": types.CreateMenuDocument,
    "\n  mutation UpdateMenu($menuId: ID!, $data: MenuUpdateInput!, $expectedVersion: Int) {\n    updateMenu(menuId: $menuId, data: $data, expectedVersion: $expectedVersion) {\n      menu {\n        ...EditedMenuFields\n      }\n    }\n  }\n": types.UpdateMenuDocument,
    "\n  mutation SaveEntryTimes($menuId: ID!, $data: MenuUpdateInput!, $expectedVersion: Int) {\n    updateMenu(menuId: $menuId, data: $data, expectedVersion: $expectedVersion) {\n      success\n      menu { id version }\n    }\n  }\n": types.SaveEntryTimesDocument,
    "\n  mutation DeleteMenu($menuId: ID!, $force: Boolean) {\n    deleteMenu(menuId: $menuId, force: $force) {\n      success\n      deleted\n      usedBy { venueName serviceType }\n    }\n  }\n": types.DeleteMenuDocument,
    "\n  mutation MenuItemPrice($itemId: ID!, $price: Int!, $expectedVersion: Int) {\n    updateItemPrice(itemId: $itemId, price: $price, expectedVersion: $expectedVersion) { version }\n  }\n": types.MenuItemPriceDocument,
    "\n  mutation UpdateVenueMenus($id: ID!, $data: VenueUpdateInput!) {\n    updateVenue(id: $id, data: $data) { id menus { serviceType menuId } }\n  }\n": types.UpdateVenueMenusDocument,
    "\n  query MenuAtPreview($venueId: ID!, $serviceType: VenueServiceType!, $at: String!) {\n    menuAt(venueId: $venueId, serviceType: $serviceType, at: $at) {\n      menuId\n      menuName\n      currency\n      entries { id itemId price basePrice timeBound }\n    }\n  }\n": types.MenuAtPreviewDocument,
    "\n  query OnboardingStatus {\n    onboardingStatus {\n      steps\n      pages {\n        page\n        state\n      }\n      currentPage\n      done\n      total\n    }\n  }\n": types.OnboardingStatusDocument,
    "\n  mutation CreateOnboardingEvent($kind: String!, $page: String!) {\n    createOnboardingEvent(kind: $kind, page: $page) {\n      steps\n      pages {\n        page\n        state\n      }\n      currentPage\n      done\n      total\n    }\n  }\n": types.CreateOnboardingEventDocument,
    "\n  query OnboardingInformation {\n    onboardingInformation {\n      name\n      legalName\n      street\n      zip\n      city\n    }\n  }\n": types.OnboardingInformationDocument,
    "\n  mutation UpdateOnboardingInformation($data: OnboardingInformationInput!) {\n    updateOnboardingInformation(data: $data) {\n      currentPage\n    }\n  }\n": types.UpdateOnboardingInformationDocument,
    "\n  query OnboardingStations {\n    stations {\n      id\n      name\n      kind\n    }\n  }\n": types.OnboardingStationsDocument,
    "\n  mutation CreateOnboardingStation($data: StationInput!) {\n    createStation(data: $data) {\n      id\n    }\n  }\n": types.CreateOnboardingStationDocument,
    "\n  query ProductLibrary($kind: String!) {\n    productLibrary(kind: $kind) {\n      name\n      products {\n        title\n        price\n        vatRate\n      }\n    }\n  }\n": types.ProductLibraryDocument,
    "\n  mutation ImportProductLibrary($kind: String!) {\n    importProductLibrary(kind: $kind) {\n      categories\n      products\n      courseTypes\n      modifierGroups\n      layoutId\n    }\n  }\n": types.ImportProductLibraryDocument,
    "\n  mutation MakeTestSale {\n    makeTestSale\n  }\n": types.MakeTestSaleDocument,
    "\n  query OnlineOrderingVenues {\n    onlineOrderingVenues {\n      venueId\n      venueName\n      enabled\n      menuId\n      version\n      menus {\n        id\n        name\n      }\n    }\n  }\n": types.OnlineOrderingVenuesDocument,
    "\n  mutation UpdateOnlineOrdering($venueId: ID!, $enabled: Boolean!, $menuId: ID, $expectedVersion: Int) {\n    updateOnlineOrdering(venueId: $venueId, enabled: $enabled, menuId: $menuId, expectedVersion: $expectedVersion) {\n      venueId\n      enabled\n      menuId\n      version\n    }\n  }\n": types.UpdateOnlineOrderingDocument,
    "\n  query OnlineOrderingQrSheet($venueId: ID!) {\n    onlineOrderingQrSheet(venueId: $venueId)\n  }\n": types.OnlineOrderingQrSheetDocument,
    "\n  query OnlineOrderingQrCodes($venueId: ID!) {\n    onlineOrderingQrCodes(venueId: $venueId) {\n      code\n      url\n      svg\n    }\n  }\n": types.OnlineOrderingQrCodesDocument,
    "\n  query Orders($filter: OrderFilter, $first: Int, $after: String, $withTotals: Boolean = true) {\n    orders(filter: $filter, first: $first, after: $after) {\n      items {\n        id\n        number\n        createdAt\n        accountingDate\n        venueName\n        channel\n        serviceType\n        status\n        table\n        staffName\n        total\n        refunded\n      }\n      nextCursor\n      totalCount @include(if: $withTotals)\n      totalAmount @include(if: $withTotals)\n      refundedAmount @include(if: $withTotals)\n    }\n  }\n": types.OrdersDocument,
    "\n  query Order($id: ID!) {\n    order(id: $id) {\n      id\n      number\n      status\n      channel\n      serviceType\n      venueName\n      table\n      staffName\n      guestCount\n      createdAt\n      paidAt\n      accountingDate\n      device\n      total\n      vatTotal\n      paid\n      tips\n      refunded\n      vat {\n        rate\n        net\n        vat\n        gross\n      }\n      lines {\n        id\n        title\n        quantity\n        refundedQuantity\n        unitPrice\n        vatRate\n        total\n        variations {\n          name\n          price\n        }\n        offers {\n          name\n          discount\n        }\n      }\n      payments {\n        id\n        method\n        methodName\n        amount\n        tip\n        acquirerReference\n      }\n      refunds {\n        id\n        amount\n        reason\n        status\n        byName\n        createdAt\n      }\n      audit {\n        id\n        at\n        who\n        device\n        action\n      }\n    }\n  }\n": types.OrderDocument,
    "\n  mutation RefundOrder(\n    $idempotencyKey: String!\n    $orderId: ID!\n    $lines: [RefundLineInput!]\n    $amount: Int\n    $reason: String!\n  ) {\n    refundOrder(\n      idempotencyKey: $idempotencyKey\n      orderId: $orderId\n      lines: $lines\n      amount: $amount\n      reason: $reason\n    ) {\n      id\n      status\n      refunded\n    }\n  }\n": types.RefundOrderDocument,
    "\n  mutation SendOrderEmail($orderId: ID!, $email: String!) {\n    sendOrderEmail(orderId: $orderId, email: $email) {\n      id\n    }\n  }\n": types.SendOrderEmailDocument,
    "\n  subscription OrderEvents {\n    orderEvents {\n      orderId\n      number\n    }\n  }\n": types.OrderEventsDocument,
    "\n  query ApiKeys($first: Int!, $after: String, $filter: NamedFilter) {\n    apiKeysPage(first: $first, after: $after, filter: $filter) {\n      count\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      results {\n        id\n      name\n      venueId\n      prefix\n      scopes\n      createdAt\n        lastUsedAt\n        revokedAt\n        expiresAt\n        createdBy\n        owner\n      }\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation CreateApiKey($name: String!, $venueId: ID!, $scopes: [String!]!) {\n    createApiKey(name: $name, venueId: $venueId, scopes: $scopes) {\n      key\n      apiKey {\n        id\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RotateApiKey($id: ID!, $overlapHours: Int) {\n    rotateApiKey(id: $id, overlapHours: $overlapHours) {\n      key\n      apiKey {\n        id\n      }\n    }\n  }\n": types.RotateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  query PaymentTransactions($filter: PaymentTransactionFilter, $first: Int, $after: String) {\n    paymentTransactions(filter: $filter, first: $first, after: $after) {\n      items {\n        id\n        orderId\n        orderNumber\n        venueName\n        amount\n        tip\n        currency\n        reference\n        createdAt\n      }\n      nextCursor\n      totalCount\n      totalAmount\n    }\n  }\n": types.PaymentTransactionsDocument,
    "\n  query PaymentsOverview {\n    paymentsOverview {\n      configured\n      providerError\n      balanceAccounts {\n        id\n        description\n        currency\n        available\n        pending\n      }\n      accountHolders {\n        id\n        legalName\n        country\n        email\n        legalEntityId\n        status\n        shareholders {\n          name\n          jobTitle\n        }\n      }\n      legalEntities {\n        id\n        name\n      }\n      venues {\n        id\n        name\n        street\n        zip\n        city\n        metadataComplete\n        store {\n          id\n          accountHolderId\n          status\n        }\n      }\n    }\n  }\n": types.PaymentsOverviewDocument,
    "\n  mutation CreateAccountHolder($input: AccountHolderInput!) {\n    createAccountHolder(input: $input) {\n      accountHolder {\n        id\n        status\n      }\n    }\n  }\n": types.CreateAccountHolderDocument,
    "\n  mutation AddProviderStore($venueId: ID!, $accountHolderId: ID!, $address: StoreAddressInput) {\n    addProviderStore(venueId: $venueId, accountHolderId: $accountHolderId, address: $address) {\n      id\n      venueId\n    }\n  }\n": types.AddProviderStoreDocument,
    "\n  query KycLink($accountHolderId: ID!) {\n    kycLink(accountHolderId: $accountHolderId)\n  }\n": types.KycLinkDocument,
    "\n  query CheckoutLink($accountHolderId: ID!) {\n    checkoutLink(accountHolderId: $accountHolderId)\n  }\n": types.CheckoutLinkDocument,
    "\n  query Payouts($accountHolderId: ID!, $first: Int, $after: String) {\n    payouts(accountHolderId: $accountHolderId, first: $first, after: $after) {\n      configured\n      items {\n        id\n        amount\n        currency\n        status\n        bookedAt\n      }\n      nextCursor\n    }\n  }\n": types.PayoutsDocument,
    "\n  query PaymentReports($first: Int, $after: String) {\n    paymentReports(first: $first, after: $after) {\n      items {\n        id\n        type\n        currency\n        fromDate\n        toDate\n        status\n        downloadUrl\n        createdAt\n      }\n      nextCursor\n    }\n  }\n": types.PaymentReportsDocument,
    "\n  mutation CreatePayoutReport($input: PayoutReportInput!) {\n    createPayoutReport(input: $input) {\n      id\n      status\n    }\n  }\n": types.CreatePayoutReportDocument,
    "\n  fragment AllLanguages on Translations {\n    en\n    se\n    es\n    no\n    da\n    tr\n    ar\n  }\n": types.AllLanguagesFragmentDoc,
    "\n  fragment ProductRowFields on Item {\n    id\n    title\n    defaultPrice\n    vatRate\n    allergens\n    courseTypeId\n    courseType {\n      id\n      name\n    }\n    version\n    categories {\n      id\n      name\n      color\n    }\n    appliedVariations {\n      id\n      title\n    }\n  }\n": types.ProductRowFieldsFragmentDoc,
    "\n  query ProductPicker($first: Int!, $filter: ItemFilter) {\n    items(first: $first, filter: $filter) {\n      count\n      results {\n        id\n        title\n      }\n    }\n  }\n": types.ProductPickerDocument,
    "\n  query GetItemsPage(\n    $first: Int!\n    $after: String\n    $filter: ItemFilter\n    $orderBy: ItemOrderBy\n    $direction: SortDirection\n  ) {\n    items(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {\n      count\n      results {\n        ...ProductRowFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.GetItemsPageDocument,
    "\n  query GetItem($id: ID!) {\n    item(id: $id) {\n      ...ProductRowFields\n      titleLang {\n        ...AllLanguages\n      }\n      manualPrice\n      takeAwayVatRate\n      norwegianCategory\n      volumeSuffix\n      imageUrl\n      stationId\n      defaultVariationsIds\n      upsellIds\n    }\n  }\n": types.GetItemDocument,
    "\n  mutation CreateItem($data: ItemInput!) {\n    createItem(data: $data) {\n      id\n      defaultPrice\n      title\n      version\n    }\n  }\n": types.CreateItemDocument,
    "\n  mutation UpdateItem($itemId: ID!, $data: ItemUpdateInput!, $expectedVersion: Int) {\n    updateItem(itemId: $itemId, data: $data, expectedVersion: $expectedVersion) {\n      id\n      defaultPrice\n      title\n      version\n    }\n  }\n": types.UpdateItemDocument,
    "\n  mutation UpdateItemPrice($itemId: ID!, $price: Int!, $expectedVersion: Int) {\n    updateItemPrice(itemId: $itemId, price: $price, expectedVersion: $expectedVersion) {\n      success\n      version\n    }\n  }\n": types.UpdateItemPriceDocument,
    "\n  mutation UpdateItems($ids: [ID!]!, $data: BulkItemInput!) {\n    updateItems(ids: $ids, data: $data) {\n      success\n      count\n    }\n  }\n": types.UpdateItemsDocument,
    "\n  mutation UpdateItemsMatching($filter: ItemFilter!, $data: BulkItemInput!) {\n    updateItemsMatching(filter: $filter, data: $data) {\n      success\n      count\n    }\n  }\n": types.UpdateItemsMatchingDocument,
    "\n  mutation DeleteNodes($ids: [ID!]!, $force: Boolean) {\n    deleteNodes(ids: $ids, force: $force) {\n      success\n      deleted\n      usageCount\n      usages {\n        kind\n        id\n        name\n      }\n    }\n  }\n": types.DeleteNodesDocument,
    "\n  fragment CategoryRowFields on Category {\n    id\n    name\n    nameLang {\n      ...AllLanguages\n    }\n    color\n    vatRate\n    parentId\n    parent {\n      id\n      name\n    }\n    courseTypeId\n    courseType {\n      id\n      name\n    }\n    stationId\n    station {\n      id\n      name\n    }\n    itemCount\n    version\n  }\n": types.CategoryRowFieldsFragmentDoc,
    "\n  query GetCategoriesPage(\n    $first: Int!\n    $after: String\n    $filter: NamedFilter\n    $orderBy: NamedOrderBy\n    $direction: SortDirection\n  ) {\n    categoriesPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {\n      count\n      results {\n        ...CategoryRowFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.GetCategoriesPageDocument,
    "\n  mutation CreateCategory($data: CategoryInput!) {\n    createCategory(data: $data) {\n      id\n      name\n      version\n    }\n  }\n": types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $data: CategoryUpdateInput!, $expectedVersion: Int) {\n    updateCategory(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      name\n      version\n    }\n  }\n": types.UpdateCategoryDocument,
    "\n  mutation UpdateCategoriesMatching($filter: NamedFilter!, $data: BulkCategoryInput!) {\n    updateCategoriesMatching(filter: $filter, data: $data) {\n      success\n      count\n    }\n  }\n": types.UpdateCategoriesMatchingDocument,
    "\n  mutation UpdateCategories($ids: [ID!]!, $data: BulkCategoryInput!) {\n    updateCategories(ids: $ids, data: $data) {\n      success\n      count\n    }\n  }\n": types.UpdateCategoriesDocument,
    "\n  fragment CourseTypeRowFields on CourseType {\n    id\n    name\n    nameLang {\n      ...AllLanguages\n    }\n    position\n    version\n  }\n": types.CourseTypeRowFieldsFragmentDoc,
    "\n  query GetCourseTypesPage(\n    $first: Int!\n    $after: String\n    $filter: NamedFilter\n    $orderBy: NamedOrderBy\n    $direction: SortDirection\n  ) {\n    courseTypesPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {\n      count\n      results {\n        ...CourseTypeRowFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.GetCourseTypesPageDocument,
    "\n  mutation CreateCourseType($data: CourseTypeInput!) {\n    createCourseType(data: $data) {\n      id\n      name\n      version\n    }\n  }\n": types.CreateCourseTypeDocument,
    "\n  mutation UpdateCourseType($id: ID!, $data: CourseTypeUpdateInput!, $expectedVersion: Int) {\n    updateCourseType(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      name\n      version\n    }\n  }\n": types.UpdateCourseTypeDocument,
    "\n  fragment StationRowFields on Station {\n    id\n    name\n    kind\n    venueId\n    version\n  }\n": types.StationRowFieldsFragmentDoc,
    "\n  query GetStationsPage(\n    $first: Int!\n    $after: String\n    $filter: NamedFilter\n    $orderBy: NamedOrderBy\n    $direction: SortDirection\n  ) {\n    stationsPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {\n      count\n      results {\n        ...StationRowFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.GetStationsPageDocument,
    "\n  mutation CreateStation($data: StationInput!) {\n    createStation(data: $data) {\n      id\n      name\n      version\n    }\n  }\n": types.CreateStationDocument,
    "\n  mutation UpdateStation($id: ID!, $data: StationUpdateInput!, $expectedVersion: Int) {\n    updateStation(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      name\n      version\n    }\n  }\n": types.UpdateStationDocument,
    "\n  fragment VariationGroupRowFields on VariationGroup {\n    id\n    title\n    titleLang {\n      ...AllLanguages\n    }\n    selectionMode\n    itemCount\n    version\n    variations {\n      id\n      name\n      price\n    }\n  }\n": types.VariationGroupRowFieldsFragmentDoc,
    "\n  query GetVariationGroupsPage(\n    $first: Int!\n    $after: String\n    $filter: NamedFilter\n    $orderBy: NamedOrderBy\n    $direction: SortDirection\n  ) {\n    variationGroupsPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {\n      count\n      results {\n        ...VariationGroupRowFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.GetVariationGroupsPageDocument,
    "\n  mutation CreateVariationGroup($data: VariationGroupInput!) {\n    createVariationGroup(data: $data) {\n      id\n      title\n      version\n    }\n  }\n": types.CreateVariationGroupDocument,
    "\n  mutation UpdateVariationGroup($id: ID!, $data: VariationGroupUpdateInput!, $expectedVersion: Int) {\n    updateVariationGroup(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      title\n      version\n    }\n  }\n": types.UpdateVariationGroupDocument,
    "\n  fragment UpsellRowFields on Upsell {\n    id\n    name\n    nameLang {\n      ...AllLanguages\n    }\n    displayOrder\n    version\n    items {\n      id\n      title\n    }\n  }\n": types.UpsellRowFieldsFragmentDoc,
    "\n  query GetUpsellsPage(\n    $first: Int!\n    $after: String\n    $filter: NamedFilter\n    $orderBy: NamedOrderBy\n    $direction: SortDirection\n  ) {\n    upsellsPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {\n      count\n      results {\n        ...UpsellRowFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.GetUpsellsPageDocument,
    "\n  mutation CreateUpsell($data: UpsellInput!) {\n    createUpsell(data: $data) {\n      id\n      name\n      version\n    }\n  }\n": types.CreateUpsellDocument,
    "\n  mutation UpdateUpsell($id: ID!, $data: UpsellUpdateInput!, $expectedVersion: Int) {\n    updateUpsell(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      name\n      version\n    }\n  }\n": types.UpdateUpsellDocument,
    "\n  fragment MessageRowFields on PredefinedMessage {\n    id\n    type\n    text\n    textLang {\n      ...AllLanguages\n    }\n    venueId\n    version\n  }\n": types.MessageRowFieldsFragmentDoc,
    "\n  query GetPredefinedMessagesPage(\n    $first: Int!\n    $after: String\n    $filter: NamedFilter\n    $orderBy: NamedOrderBy\n    $direction: SortDirection\n  ) {\n    predefinedMessagesPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {\n      count\n      results {\n        ...MessageRowFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.GetPredefinedMessagesPageDocument,
    "\n  mutation CreatePredefinedMessage($data: PredefinedMessageInput!) {\n    createPredefinedMessage(data: $data) {\n      id\n      text\n      version\n    }\n  }\n": types.CreatePredefinedMessageDocument,
    "\n  mutation UpdatePredefinedMessage($id: ID!, $data: PredefinedMessageUpdateInput!, $expectedVersion: Int) {\n    updatePredefinedMessage(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      text\n      version\n    }\n  }\n": types.UpdatePredefinedMessageDocument,
    "\n  mutation StartItemImport {\n    startItemImport\n  }\n": types.StartItemImportDocument,
    "\n  mutation AppendItemImport($importId: ID!, $index: Int!, $chunk: String!) {\n    appendItemImport(importId: $importId, index: $index, chunk: $chunk) {\n      success\n    }\n  }\n": types.AppendItemImportDocument,
    "\n  mutation PreviewItemImport($importId: ID!) {\n    previewItemImport(importId: $importId) {\n      total\n      creates\n      updates\n      unchanged\n      errors {\n        line\n        column\n        code\n        message\n      }\n      rows {\n        line\n        action\n        id\n        title\n        changes\n      }\n    }\n  }\n": types.PreviewItemImportDocument,
    "\n  mutation CommitItemImport($importId: ID!) {\n    commitItemImport(importId: $importId) {\n      success\n      creates\n      updates\n    }\n  }\n": types.CommitItemImportDocument,
    "\n  query GetRemovableIngredients($id: ID!) {\n    item(id: $id) {\n      id\n      removableIngredients {\n        id\n        name\n        nameLang {\n          ...AllLanguages\n        }\n      }\n    }\n    recordMetadata(recordType: ITEM, recordId: $id) {\n      key\n      version\n    }\n  }\n": types.GetRemovableIngredientsDocument,
    "\n  query GetPosLayouts {\n    posLayouts {\n      id\n      name\n      createdAt\n      nameLang {\n        en\n        se\n        es\n        no\n        da\n        tr\n        ar\n      }\n      categories {\n        id\n        order\n        color\n        version\n        name\n        nameLang {\n          en\n          se\n          es\n          no\n          da\n          tr\n          ar\n        }\n        page {\n          id\n          name\n        }\n      }\n      pages {\n        id\n        name\n        nameLang {\n          en\n          se\n          es\n          no\n          da\n          tr\n          ar\n        }\n        categoryId\n        columns\n        rows\n      }\n    }\n  }\n": types.GetPosLayoutsDocument,
    "\n  query GetPosPage($id: ID!, $venueId: ID) {\n    posPage(id: $id, venueId: $venueId) {\n      id\n      name\n      nameLang {\n        en\n        se\n        es\n        no\n        da\n        tr\n        ar\n      }\n      columns\n      rows\n      version\n      categoryId\n      buttons {\n        id\n        kind\n        col\n        row\n        width\n        height\n        color\n        label\n        itemId\n        targetPageId\n        upsellId\n        offerId\n        itemTitle\n        price\n      }\n    }\n  }\n": types.GetPosPageDocument,
    "\n  query GetPosPageReferences($pageId: ID!) {\n    posPageReferences(pageId: $pageId) {\n      pageId\n      name\n      count\n    }\n  }\n": types.GetPosPageReferencesDocument,
    "\n  query LayoutBundleSearch($first: Int!, $filter: NamedFilter) {\n    bundleOffersPage(first: $first, filter: $filter) {\n      count\n      results {\n        id\n        name\n      }\n    }\n  }\n": types.LayoutBundleSearchDocument,
    "\n  query LayoutUpsellSearch($first: Int!, $filter: NamedFilter) {\n    upsellsPage(first: $first, filter: $filter) {\n      count\n      results {\n        id\n        name\n      }\n    }\n  }\n": types.LayoutUpsellSearchDocument,
    "\n  query LayoutItemSearch($first: Int!, $filter: ItemFilter) {\n    items(first: $first, filter: $filter) {\n      count\n      results {\n        id\n        title\n        defaultPrice\n      }\n    }\n  }\n": types.LayoutItemSearchDocument,
    "\n  mutation CreatePosLayout($data: PosLayoutInput!) {\n    createPosLayout(data: $data) {\n      id\n    }\n  }\n": types.CreatePosLayoutDocument,
    "\n  mutation UpdatePosLayout($id: ID!, $data: PosLayoutInput!) {\n    updatePosLayout(id: $id, data: $data) {\n      id\n    }\n  }\n": types.UpdatePosLayoutDocument,
    "\n  mutation DuplicatePosLayout($id: ID!, $name: String!, $nameLang: TranslationsInput) {\n    duplicatePosLayout(id: $id, name: $name, nameLang: $nameLang) {\n      id\n    }\n  }\n": types.DuplicatePosLayoutDocument,
    "\n  mutation DeletePosLayout($id: ID!) {\n    deletePosLayout(id: $id)\n  }\n": types.DeletePosLayoutDocument,
    "\n  mutation CreatePosCategory($layoutId: ID!, $data: PosLayoutCategoryInput!) {\n    createPosCategory(layoutId: $layoutId, data: $data) {\n      id\n    }\n  }\n": types.CreatePosCategoryDocument,
    "\n  mutation UpdatePosCategory($id: ID!, $data: PosLayoutCategoryInput!, $expectedVersion: Int) {\n    updatePosCategory(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      version\n    }\n  }\n": types.UpdatePosCategoryDocument,
    "\n  mutation DeletePosCategory($id: ID!) {\n    deletePosCategory(id: $id)\n  }\n": types.DeletePosCategoryDocument,
    "\n  mutation CreatePosPage($layoutId: ID!, $data: PosSubPageInput!) {\n    createPosPage(layoutId: $layoutId, data: $data) {\n      id\n    }\n  }\n": types.CreatePosPageDocument,
    "\n  mutation UpdatePage($pageId: ID!, $data: PosPageUpdateInput!, $expectedVersion: Int) {\n    updatePage(pageId: $pageId, data: $data, expectedVersion: $expectedVersion) {\n      id\n      version\n    }\n  }\n": types.UpdatePageDocument,
    "\n  mutation RemoveSubPage($pageId: ID!) {\n    removeSubPage(pageId: $pageId)\n  }\n": types.RemoveSubPageDocument,
    "\n  fragment VenueSettingsFields on VenueSettings {\n    id\n    name\n    legalName\n    street\n    zip\n    city\n    phone\n    timezone\n    accountingCutoff\n    staffIdleTimeout\n    active\n    version\n  }\n": types.VenueSettingsFieldsFragmentDoc,
    "\n  query GetVenueSettingsPage($search: String, $desc: Boolean, $first: Int, $after: String) {\n    settingsVenues(search: $search, desc: $desc, first: $first, after: $after) {\n      count\n      results {\n        ...VenueSettingsFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.GetVenueSettingsPageDocument,
    "\n  query GetVenueSettings($id: ID!) {\n    settingsVenue(id: $id) {\n      ...VenueSettingsFields\n    }\n  }\n": types.GetVenueSettingsDocument,
    "\n  mutation CreateVenue($data: VenueSettingsInput!) {\n    createVenue(data: $data) {\n      id\n    }\n  }\n": types.CreateVenueDocument,
    "\n  mutation UpdateVenueSettings($id: ID!, $data: VenueSettingsInput!, $expectedVersion: Int) {\n    updateVenueSettings(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n    }\n  }\n": types.UpdateVenueSettingsDocument,
    "\n  mutation DeleteVenue($id: ID!) {\n    deleteVenue(id: $id)\n  }\n": types.DeleteVenueDocument,
    "\n  fragment CompanySettingsFields on CompanySettings {\n    id\n    name\n    legalName\n    country\n    orgNumber\n    street\n    zip\n    city\n    defaultLanguage\n    currency\n    vatRegistered\n    vatNumber\n    maxTipPercent\n    version\n  }\n": types.CompanySettingsFieldsFragmentDoc,
    "\n  query GetCompanySettings {\n    companySettings {\n      ...CompanySettingsFields\n    }\n  }\n": types.GetCompanySettingsDocument,
    "\n  mutation UpdateCompanySettings($data: CompanySettingsInput!, $expectedVersion: Int) {\n    updateCompanySettings(data: $data, expectedVersion: $expectedVersion) {\n      ...CompanySettingsFields\n    }\n  }\n": types.UpdateCompanySettingsDocument,
    "\n  fragment ReceiptTemplateFields on ReceiptTemplate {\n    paperWidth\n    header {\n      language\n      text\n    }\n    footer {\n      language\n      text\n    }\n    fields\n    lockedFields\n    allFields\n    country\n    companyLanguage\n    logoDataUrl\n    version\n  }\n": types.ReceiptTemplateFieldsFragmentDoc,
    "\n  query GetReceiptTemplate {\n    receiptTemplate {\n      ...ReceiptTemplateFields\n    }\n    companySettings {\n      ...CompanySettingsFields\n    }\n  }\n": types.GetReceiptTemplateDocument,
    "\n  mutation UpdateReceiptTemplate($data: ReceiptTemplateInput!, $expectedVersion: Int) {\n    updateReceiptTemplate(data: $data, expectedVersion: $expectedVersion) {\n      ...ReceiptTemplateFields\n    }\n  }\n": types.UpdateReceiptTemplateDocument,
    "\n  fragment BeeperRangeFields on BeeperRange {\n    id\n    venueId\n    venueName\n    name\n    first\n    last\n    enabled\n    version\n  }\n": types.BeeperRangeFieldsFragmentDoc,
    "\n  query GetBeeperRangePage($venueId: ID, $search: String, $first: Int, $after: String) {\n    beeperRanges(venueId: $venueId, search: $search, first: $first, after: $after) {\n      count\n      results {\n        ...BeeperRangeFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.GetBeeperRangePageDocument,
    "\n  query GetBeeperRange($id: ID!) {\n    beeperRange(id: $id) {\n      ...BeeperRangeFields\n    }\n  }\n": types.GetBeeperRangeDocument,
    "\n  mutation CreateBeeperRange($data: BeeperRangeInput!) {\n    createBeeperRange(data: $data) {\n      id\n    }\n  }\n": types.CreateBeeperRangeDocument,
    "\n  mutation UpdateBeeperRange($id: ID!, $data: BeeperRangeInput!, $expectedVersion: Int) {\n    updateBeeperRange(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n    }\n  }\n": types.UpdateBeeperRangeDocument,
    "\n  mutation DeleteBeeperRange($id: ID!) {\n    deleteBeeperRange(id: $id)\n  }\n": types.DeleteBeeperRangeDocument,
    "\n  fragment PaymentMethodFields on PaymentMethod {\n    id\n    name\n    internalId\n    createdAt\n    version\n  }\n": types.PaymentMethodFieldsFragmentDoc,
    "\n  query GetPaymentMethodPage($search: String, $desc: Boolean, $first: Int, $after: String) {\n    paymentMethodsPage(search: $search, desc: $desc, first: $first, after: $after) {\n      count\n      results {\n        ...PaymentMethodFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.GetPaymentMethodPageDocument,
    "\n  query GetPaymentMethod($id: ID!) {\n    paymentMethod(id: $id) {\n      ...PaymentMethodFields\n    }\n  }\n": types.GetPaymentMethodDocument,
    "\n  mutation CreatePaymentMethod($data: PaymentMethodInput!, $idempotencyKey: String) {\n    createPaymentMethod(data: $data, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": types.CreatePaymentMethodDocument,
    "\n  mutation UpdatePaymentMethod($id: ID!, $data: PaymentMethodInput!, $expectedVersion: Int) {\n    updatePaymentMethod(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n    }\n  }\n": types.UpdatePaymentMethodDocument,
    "\n  mutation DeletePaymentMethod($id: ID!) {\n    deletePaymentMethod(id: $id)\n  }\n": types.DeletePaymentMethodDocument,
    "\n  fragment InvoiceTargetFields on InvoiceTarget {\n    id\n    name\n    organizationNumber\n    email\n    address\n    reference\n    createdAt\n    version\n  }\n": types.InvoiceTargetFieldsFragmentDoc,
    "\n  query GetInvoiceTargetPage($search: String, $desc: Boolean, $first: Int, $after: String) {\n    invoiceTargetsPage(search: $search, desc: $desc, first: $first, after: $after) {\n      count\n      results {\n        ...InvoiceTargetFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.GetInvoiceTargetPageDocument,
    "\n  query GetInvoiceTarget($id: ID!) {\n    invoiceTarget(id: $id) {\n      ...InvoiceTargetFields\n    }\n  }\n": types.GetInvoiceTargetDocument,
    "\n  mutation CreateInvoiceTarget($data: InvoiceTargetInput!, $idempotencyKey: String) {\n    createInvoiceTarget(data: $data, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": types.CreateInvoiceTargetDocument,
    "\n  mutation UpdateInvoiceTarget($id: ID!, $data: InvoiceTargetInput!, $expectedVersion: Int) {\n    updateInvoiceTarget(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n    }\n  }\n": types.UpdateInvoiceTargetDocument,
    "\n  mutation DeleteInvoiceTarget($id: ID!) {\n    deleteInvoiceTarget(id: $id)\n  }\n": types.DeleteInvoiceTargetDocument,
    "\n  fragment StaffMemberFields on StaffMember {\n    id\n    name\n    venueIds\n    accessLevelId\n    phone\n    email\n    employmentStart\n    active\n    version\n  }\n": types.StaffMemberFieldsFragmentDoc,
    "\n  query GetStaffPage($search: String, $desc: Boolean, $first: Int, $after: String) {\n    staffMembers(search: $search, desc: $desc, first: $first, after: $after) {\n      count\n      results {\n        ...StaffMemberFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.GetStaffPageDocument,
    "\n  query GetStaffMember($id: ID!) {\n    staffMember(id: $id) {\n      ...StaffMemberFields\n    }\n  }\n": types.GetStaffMemberDocument,
    "\n  mutation CreateStaffMember($data: StaffMemberInput!) {\n    createStaffMember(data: $data) {\n      id\n    }\n  }\n": types.CreateStaffMemberDocument,
    "\n  mutation UpdateStaffMember($id: ID!, $data: StaffMemberUpdateInput!, $expectedVersion: Int) {\n    updateStaffMember(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n    }\n  }\n": types.UpdateStaffMemberDocument,
    "\n  mutation ResetStaffPin($id: ID!, $pin: String!) {\n    resetStaffPin(id: $id, pin: $pin) {\n      id\n    }\n  }\n": types.ResetStaffPinDocument,
    "\n  query ProposeStaffPin($venueIds: [ID!]!) {\n    proposeStaffPin(venueIds: $venueIds)\n  }\n": types.ProposeStaffPinDocument,
    "\n  mutation DeleteStaffMember($id: ID!) {\n    deleteStaffMember(id: $id)\n  }\n": types.DeleteStaffMemberDocument,
    "\n  fragment AccessLevelRowFields on AccessLevel {\n    id\n    name\n    permissions\n    defaultKey\n    staffCount\n    version\n  }\n": types.AccessLevelRowFieldsFragmentDoc,
    "\n  query GetAccessLevels {\n    accessLevels {\n      ...AccessLevelRowFields\n    }\n  }\n": types.GetAccessLevelsDocument,
    "\n  query GetAccessLevelsPage(\n    $first: Int!\n    $after: String\n    $filter: NamedFilter\n    $orderBy: NamedOrderBy\n    $direction: SortDirection\n  ) {\n    accessLevelsPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {\n      count\n      results {\n        ...AccessLevelRowFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.GetAccessLevelsPageDocument,
    "\n  mutation CreateAccessLevel($data: AccessLevelInput!) {\n    createAccessLevel(data: $data) {\n      id\n    }\n  }\n": types.CreateAccessLevelDocument,
    "\n  mutation UpdateAccessLevel($id: ID!, $data: AccessLevelUpdateInput!, $expectedVersion: Int) {\n    updateAccessLevel(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n    }\n  }\n": types.UpdateAccessLevelDocument,
    "\n  mutation DeleteAccessLevel($id: ID!) {\n    deleteAccessLevel(id: $id)\n  }\n": types.DeleteAccessLevelDocument,
    "\n  query GetBackOfficeUsers($first: Int, $after: String, $search: String) {\n    backOfficeUsersPage(first: $first, after: $after, search: $search) {\n      count\n      results {\n        id\n        email\n        name\n        role\n        pending\n        scopes\n        venueIds\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.GetBackOfficeUsersDocument,
    "\n  mutation InviteUser(\n    $email: String!\n    $name: String!\n    $language: String!\n    $role: String!\n    $scopes: [String!]!\n    $venueIds: [ID!]!\n  ) {\n    inviteUser(email: $email, name: $name, language: $language, role: $role, scopes: $scopes, venueIds: $venueIds) {\n      id\n    }\n  }\n": types.InviteUserDocument,
    "\n  mutation UpdateUserPermissions($userId: ID!, $role: String!, $scopes: [String!]!, $venueIds: [ID!]!) {\n    updateUserPermissions(userId: $userId, role: $role, scopes: $scopes, venueIds: $venueIds) {\n      id\n    }\n  }\n": types.UpdateUserPermissionsDocument,
    "\n  mutation ResendInvitation($userId: ID!) {\n    resendInvitation(userId: $userId)\n  }\n": types.ResendInvitationDocument,
    "\n  mutation RevokeInvitation($userId: ID!) {\n    revokeInvitation(userId: $userId)\n  }\n": types.RevokeInvitationDocument,
    "\n  mutation RemoveUser($userId: ID!, $apiKeys: RemovedUserKeys) {\n    removeUser(userId: $userId, apiKeys: $apiKeys)\n  }\n": types.RemoveUserDocument,
    "\n  query Competitions($after: String) {\n    competitions(first: 25, after: $after) {\n      results {\n        id\n        name\n        metric\n        phase\n        startsAt\n        endsAt\n      }\n      count\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.CompetitionsDocument,
    "\n  query CompetitionLeaderboard($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n      metric\n      phase\n      leaderboard {\n        rank\n        staffName\n        quantity\n        amount\n        score\n      }\n    }\n  }\n": types.CompetitionLeaderboardDocument,
    "\n  subscription CompetitionLive($id: ID!) {\n    competitionLeaderboard(id: $id) {\n      rank\n      staffName\n      quantity\n      amount\n      score\n    }\n  }\n": types.CompetitionLiveDocument,
    "\n  query CompetitionTargets($search: String) {\n    competitionTargets(search: $search) {\n      categories {\n        id\n        name\n      }\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.CompetitionTargetsDocument,
    "\n  mutation CreateCompetition($data: CompetitionInput!) {\n    createCompetition(data: $data) {\n      id\n      name\n    }\n  }\n": types.CreateCompetitionDocument,
    "\n  fragment TableRowFields on Table {\n    id\n    code\n    seats\n    shape\n    width\n    height\n    posX\n    posY\n    rotation\n    area\n    floorPlanId\n    version\n  }\n": types.TableRowFieldsFragmentDoc,
    "\n  fragment FloorPlanFields on FloorPlan {\n    id\n    name\n    venueId\n    width\n    height\n    version\n    decor {\n      id\n      kind\n      x\n      y\n      width\n      height\n      rotation\n      text\n    }\n    tables {\n      ...TableRowFields\n    }\n    otherTableCodes\n  }\n": types.FloorPlanFieldsFragmentDoc,
    "\n  query GetFloorPlans($venueId: ID) {\n    floorPlans(venueId: $venueId) {\n      ...FloorPlanFields\n    }\n  }\n": types.GetFloorPlansDocument,
    "\n  query GetTablesPage($floorPlanId: ID, $search: String, $sort: TableSort, $descending: Boolean, $first: Int, $after: String) {\n    tables(floorPlanId: $floorPlanId, search: $search, sort: $sort, descending: $descending, first: $first, after: $after) {\n      totalCount\n      items {\n        ...TableRowFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.GetTablesPageDocument,
    "\n  mutation CreateTable($data: TableInput!) {\n    createTable(data: $data) {\n      id\n    }\n  }\n": types.CreateTableDocument,
    "\n  mutation UpdateTable($id: ID!, $data: TableInput!, $expectedVersion: Int) {\n    updateTable(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n    }\n  }\n": types.UpdateTableDocument,
    "\n  mutation DeleteTables($ids: [ID!]!) {\n    deleteTables(ids: $ids)\n  }\n": types.DeleteTablesDocument,
    "\n  mutation CreateTables($data: CreateTablesInput!) {\n    createTables(data: $data) {\n      id\n    }\n  }\n": types.CreateTablesDocument,
    "\n  mutation CreateFloorPlan($data: FloorPlanInput!) {\n    createFloorPlan(data: $data) {\n      ...FloorPlanFields\n    }\n  }\n": types.CreateFloorPlanDocument,
    "\n  mutation UpdateFloorPlan($id: ID!, $data: FloorPlanInput!, $expectedVersion: Int) {\n    updateFloorPlan(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      ...FloorPlanFields\n    }\n  }\n": types.UpdateFloorPlanDocument,
    "\n  mutation DeleteFloorPlan($id: ID!) {\n    deleteFloorPlan(id: $id)\n  }\n": types.DeleteFloorPlanDocument,
    "\n  mutation SaveFloorPlan($id: ID!, $expectedVersion: Int!, $tables: [FloorPlanTableInput!]!, $decor: [FloorDecorInput!]!) {\n    saveFloorPlan(id: $id, expectedVersion: $expectedVersion, tables: $tables, decor: $decor) {\n      ...FloorPlanFields\n    }\n  }\n": types.SaveFloorPlanDocument,
    "\n  query GetTableMonitor($floorPlanId: ID!) {\n    tableMonitor(floorPlanId: $floorPlanId) {\n      at\n      plan {\n        id\n        version\n      }\n      tables {\n        state\n        guests\n        seatedAt\n        amount\n        staff\n        table {\n          ...TableRowFields\n        }\n      }\n    }\n  }\n": types.GetTableMonitorDocument,
    "\n  subscription TableEvents($venueId: ID!) {\n    tableEvents(venueId: $venueId) {\n      venueId\n      reason\n      orderId\n    }\n  }\n": types.TableEventsDocument,
    "\n  mutation GenerateTranslations($text: String!, $language: String!) {\n    generateTextCompletion(purpose: TRANSLATE, text: $text, language: $language) {\n      translations {\n        en\n        se\n        no\n        da\n        es\n        tr\n        ar\n      }\n    }\n  }\n": types.GenerateTranslationsDocument,
    "\n  query GetRecordMetadata($recordType: MetadataRecordType!, $recordId: ID!) {\n    recordMetadata(recordType: $recordType, recordId: $recordId) {\n      key\n      value\n      version\n    }\n  }\n": types.GetRecordMetadataDocument,
    "\n  mutation UpdateMetadata(\n    $recordType: MetadataRecordType!\n    $recordId: ID!\n    $key: String!\n    $value: String\n    $expectedVersion: Int\n  ) {\n    updateMetadata(\n      recordType: $recordType\n      recordId: $recordId\n      key: $key\n      value: $value\n      expectedVersion: $expectedVersion\n    ) {\n      key\n      value\n      version\n    }\n  }\n": types.UpdateMetadataDocument,
    "\n  query Search($query: String!) {\n    search(query: $query) {\n      items {\n        id\n        title\n        categories {\n          id\n          name\n        }\n      }\n      categories {\n        id\n        name\n      }\n      staff {\n        id\n        name\n      }\n      pages {\n        key\n        title\n        path\n        kind\n      }\n    }\n  }\n": types.SearchDocument,
    "\n  mutation Login($username: String!, $password: String!, $backoffice: Boolean) {\n    login(username: $username, password: $password, backoffice: $backoffice) {\n      success\n      error\n      errorCode\n      token\n      refreshToken\n      retryAfterSeconds\n    }\n  }\n": types.LoginDocument,
    "\n  query GetUserMetadata {\n    userMetadata {\n      companyId\n      venueId\n      organizationId\n      legalEntityId\n      billingAccountId\n      billingProvider\n      balanceAccountId\n      userId\n      userFirstName\n      userLastName\n      companyName\n      country\n      currency\n      timezone\n      email\n      legalname\n      isPaymentsOnly\n      uiLanguage\n      permissions {\n        scopes\n        venueIds\n      }\n      licences\n    }\n  }\n": types.GetUserMetadataDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query ShellData {\n    companyStatus {\n      hasProducts\n      hasActiveMenus\n    }\n    venues {\n      id\n      name\n      deleted\n      timezone\n    }\n    legalEntities {\n      id\n      name\n      venueIds\n    }\n  }\n": types.ShellDataDocument,
    "\n  query ShellOrganization {\n    organization {\n      id\n    }\n  }\n": types.ShellOrganizationDocument,
    "\n  query CustomerPortalLink($returnUrl: String!) {\n    customerPortalLink(returnUrl: $returnUrl)\n  }\n": types.CustomerPortalLinkDocument,
    "\n  query BillingStatus {\n    billingStatus\n  }\n": types.BillingStatusDocument,
    "\n  query GrantOffers($legalEntityId: ID!) {\n    grantOffers(legalEntityId: $legalEntityId) {\n      available {\n        id\n        amount\n        currency\n        expiresAt\n      }\n      current {\n        id\n        amount\n        currency\n        expiresAt\n      }\n      seen\n    }\n  }\n": types.GrantOffersDocument,
    "\n  query Changelog($after: String) {\n    changelog(first: 20, after: $after) {\n      items {\n        id\n        publishedAt\n        title\n        body\n        unread\n      }\n      nextCursor\n      unreadCount\n    }\n  }\n": types.ChangelogDocument,
    "\n  mutation MarkChangelogRead {\n    markChangelogRead\n  }\n": types.MarkChangelogReadDocument,
    "\n  mutation SetUiLanguage($language: String!) {\n    setUiLanguage(language: $language)\n  }\n": types.SetUiLanguageDocument,
    "\n  query getVouchers($companyId: ID, $venueId: ID!, $startDate: String!, $endDate: String!) {\n    getVouchers(companyId: $companyId, venueId: $venueId, startDate: $startDate, endDate: $endDate) {\n      items {\n        id\n        status\n      }\n      lastKey\n    }\n  }\n": types.GetVouchersDocument,
    "\n  query bellIntegrations {\n    integrations {\n      key\n      name\n      status\n    }\n  }\n": types.BellIntegrationsDocument,
    "\n  query deadMails {\n    deadMails {\n      id\n      kind\n      recipient\n      subject\n    }\n  }\n": types.DeadMailsDocument,
    "\n  mutation sendMailAgain($mailId: ID!) {\n    sendMailAgain(mailId: $mailId)\n  }\n": types.SendMailAgainDocument,
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
export function graphql(source: "\n  mutation AddCapturedUserDetails($input: CapturedUserDetailsInput!) {\n    addCapturedUserDetails(input: $input) {\n      success\n      errorCode\n    }\n  }\n"): typeof import('./graphql').AddCapturedUserDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBillingAccount($input: CreateBillingAccountInput!) {\n    createBillingAccount(input: $input)\n  }\n"): typeof import('./graphql').CreateBillingAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard($venueId: ID) {\n    dashboard(venueId: $venueId) {\n      accountingDate\n      companyName\n      currency\n      venueCount\n      productCount\n      venue {\n        id\n        name\n      }\n      sales {\n        amount\n        count\n      }\n    }\n  }\n"): typeof import('./graphql').DashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OfferFields on Offer {\n    id\n    name\n    type\n    discountType\n    value\n    selectionMode\n    automatic\n    permission\n    venueIds\n    groups {\n      itemIds\n      categoryIds\n    }\n    stages {\n      quantity\n      value\n    }\n    validity {\n      weekdays\n      timeWindows {\n        from\n        to\n      }\n      startDate\n      endDate\n    }\n    version\n  }\n"): typeof import('./graphql').OfferFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TryOffers($venueId: ID!, $at: String!, $lines: [OfferTrialLineInput!]!, $pickedOfferIds: [ID!]) {\n    tryOffers(venueId: $venueId, at: $at, lines: $lines, pickedOfferIds: $pickedOfferIds) {\n      lines {\n        lineId\n        net\n      }\n      gross\n      discount\n      total\n      vatByRate {\n        rate\n        vat\n      }\n      appliedOffers {\n        offerId\n        name\n        discount\n      }\n      visualOffers {\n        offerId\n        name\n      }\n      manualOffers {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').TryOffersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OffersPage($first: Int!, $after: String, $filter: NamedFilter) {\n    offersPage(first: $first, after: $after, filter: $filter, orderBy: NAME) {\n      count\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      results {\n        ...OfferFields\n      }\n    }\n  }\n"): typeof import('./graphql').OffersPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfferItemSearch($first: Int!, $filter: ItemFilter) {\n    items(first: $first, filter: $filter) {\n      count\n      results {\n        id\n        title\n        defaultPrice\n        vatRate\n      }\n    }\n  }\n"): typeof import('./graphql').OfferItemSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOffer($data: OfferInput!) {\n    createOffer(data: $data) {\n      ...OfferFields\n    }\n  }\n"): typeof import('./graphql').CreateOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOffer($id: ID!, $data: OfferInput!) {\n    updateOffer(id: $id, data: $data) {\n      ...OfferFields\n    }\n  }\n"): typeof import('./graphql').UpdateOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOffer($id: ID!) {\n    deleteOffer(id: $id)\n  }\n"): typeof import('./graphql').DeleteOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceDashboard($from: String!, $to: String!, $venueIds: [ID!]) {\n    financeDashboard(from: $from, to: $to, venueIds: $venueIds) {\n      from\n      to\n      previousFrom\n      previousTo\n      currency\n      metrics {\n        metric\n        value\n        previous\n      }\n      overTimeUnit\n      overTime {\n        key\n        amount\n        count\n      }\n      byHour {\n        key\n        amount\n        count\n      }\n      byWeekday {\n        key\n        amount\n        count\n      }\n      byChannel {\n        key\n        amount\n        count\n      }\n      byServiceType {\n        key\n        amount\n        count\n      }\n      topProducts {\n        title\n        quantity\n        amount\n      }\n      topCategories {\n        title\n        quantity\n        amount\n      }\n      vat {\n        rate\n        net\n        vat\n        gross\n      }\n    }\n  }\n"): typeof import('./graphql').FinanceDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FinanceOrderEvents {\n    orderEvents {\n      orderId\n    }\n  }\n"): typeof import('./graphql').FinanceOrderEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ZReports($venueId: ID, $first: Int, $after: String) {\n    zReportsPage(venueId: $venueId, first: $first, after: $after) {\n      items {\n        id\n        number\n        accountingDate\n        registerName\n        createdAt\n        closedBy\n        content {\n          grossTotal\n        }\n      }\n      nextCursor\n    }\n  }\n"): typeof import('./graphql').ZReportsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ZReportPdf($id: ID!) {\n    zReport(id: $id) {\n      id\n      number\n      content {\n        pdf\n      }\n    }\n  }\n"): typeof import('./graphql').ZReportPdfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ZReportDetail($id: ID!) {\n    zReport(id: $id) {\n      id\n      number\n      content {\n        json\n      }\n    }\n  }\n"): typeof import('./graphql').ZReportDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query XReport($venueId: ID!) {\n    xReport(venueId: $venueId) {\n      kind\n      accountingDate\n      grossTotal\n      json\n    }\n  }\n"): typeof import('./graphql').XReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseDay($venueId: ID!, $accountingDate: String, $register: String) {\n    closeDay(venueId: $venueId, accountingDate: $accountingDate, register: $register) {\n      id\n      number\n    }\n  }\n"): typeof import('./graphql').CloseDayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseDays($venueId: ID!, $from: String!, $to: String!, $register: String) {\n    closeDays(venueId: $venueId, from: $from, to: $to, register: $register) {\n      id\n      number\n    }\n  }\n"): typeof import('./graphql').CloseDaysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DayClosePreview($venueId: ID!, $accountingDate: String, $register: String) {\n    dayClosePreview(venueId: $venueId, accountingDate: $accountingDate, register: $register) {\n      venueId\n      venueName\n      register {\n        id\n        name\n      }\n      registers {\n        id\n        name\n      }\n      accountingDate\n      today\n      closedNumber\n      closeProblem {\n        code\n        date\n      }\n      openDaysUpTo\n      sales\n      openOrders\n      gross\n      vat\n      net\n      returns\n    }\n  }\n"): typeof import('./graphql').DayClosePreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendZReport($id: ID!, $email: String!) {\n    sendZReport(id: $id, email: $email)\n  }\n"): typeof import('./graphql').SendZReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Reports($first: Int, $after: String) {\n    reports(first: $first, after: $after) {\n      items {\n        id\n        kind\n        status\n        progress\n        requestedByName\n        createdAt\n        from\n        to\n        rowCount\n      }\n      nextCursor\n    }\n  }\n"): typeof import('./graphql').ReportsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateReport($input: ReportsInput!) {\n    generateReport(input: $input) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').GenerateReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReport($id: ID!) {\n    deleteReport(id: $id)\n  }\n"): typeof import('./graphql').DeleteReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportCsv($id: ID!) {\n    report(id: $id) {\n      id\n      csv\n    }\n  }\n"): typeof import('./graphql').ReportCsvDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportPdf($id: ID!) {\n    report(id: $id) {\n      id\n      pdf\n    }\n  }\n"): typeof import('./graphql').ReportPdfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SaftCashRegister($from: String!, $to: String!) {\n    saftCashRegister(from: $from, to: $to) {\n      fileName\n      xml\n    }\n  }\n"): typeof import('./graphql').SaftCashRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScheduledReports {\n    scheduledReports {\n      id\n      name\n      kind\n      period\n      recipients\n      nextRunAt\n      lastRunAt\n      lastStatus\n      lastError\n      attempts\n    }\n  }\n"): typeof import('./graphql').ScheduledReportsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateScheduledReport($input: ScheduledReportInput!) {\n    createScheduledReport(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateScheduledReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteScheduledReport($id: ID!) {\n    deleteScheduledReport(id: $id)\n  }\n"): typeof import('./graphql').DeleteScheduledReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyLedger($venueId: ID!) {\n    verifyLedger(venueId: $venueId) {\n      ok\n      links\n      records\n      breakCount\n      firstBreak {\n        register\n        sequence\n        kind\n        number\n        reason\n      }\n    }\n  }\n"): typeof import('./graphql').VerifyLedgerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Integrations {\n    integrations {\n      key\n      name\n      kind\n      available\n      countries\n      offeredHere\n      status\n    }\n  }\n"): typeof import('./graphql').IntegrationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Integration($key: String!) {\n    integration(key: $key) {\n      key\n      name\n      kind\n      available\n      status\n      message\n      tenants\n      oauth\n      credentialFields\n      vouchers {\n        id\n        accountingDate\n        status\n        message\n        attempts\n        nextAttemptAt\n        providerReference\n      }\n    }\n  }\n"): typeof import('./graphql').IntegrationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConnectIntegration($key: String!, $credentials: [IntegrationCredentialInput!]!) {\n    connectIntegration(key: $key, credentials: $credentials) {\n      key\n      status\n    }\n  }\n"): typeof import('./graphql').ConnectIntegrationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthorizeIntegration($key: String!) {\n    authorizeIntegration(key: $key)\n  }\n"): typeof import('./graphql').AuthorizeIntegrationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendDailyVouchers($key: String!, $accountingDate: String!) {\n    sendDailyVouchers(key: $key, accountingDate: $accountingDate) {\n      key\n    }\n  }\n"): typeof import('./graphql').SendDailyVouchersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IntegrationConfig($key: String!, $venueId: ID) {\n    integrationConfig(key: $key, venueId: $venueId) {\n      saved\n      own\n      vatRates\n      sales {\n        key\n        account\n      }\n      vat {\n        key\n        account\n      }\n      payments {\n        key\n        account\n        name\n      }\n      otherPayments\n      tips\n      rounding\n      cashDifference\n      tenant\n    }\n  }\n"): typeof import('./graphql').IntegrationConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveIntegrationConfig($key: String!, $data: IntegrationConfigInput!, $venueId: ID) {\n    saveIntegrationConfig(key: $key, data: $data, venueId: $venueId) {\n      saved\n    }\n  }\n"): typeof import('./graphql').SaveIntegrationConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveVenueIntegrationConfig($key: String!, $venueId: ID!) {\n    removeVenueIntegrationConfig(key: $key, venueId: $venueId) {\n      own\n    }\n  }\n"): typeof import('./graphql').RemoveVenueIntegrationConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SieExport($from: String!, $to: String!, $venueId: ID) {\n    sieExport(from: $from, to: $to, venueId: $venueId) {\n      fileName\n      content\n      vouchers\n    }\n  }\n"): typeof import('./graphql').SieExportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendIntegrationVoucher($voucherId: ID!) {\n    resendIntegrationVoucher(voucherId: $voucherId) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').ResendIntegrationVoucherDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invoices($integration: String, $first: Int, $after: String) {\n    invoices(integration: $integration, first: $first, after: $after) {\n      items {\n        id\n        status\n        message\n        createdAt\n        amount\n        currency\n        periodStart\n        periodEnd\n        nextAttemptAt\n        providerReference\n        target {\n          id\n          name\n        }\n      }\n      nextCursor\n    }\n  }\n"): typeof import('./graphql').InvoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InvoiceNow {\n    invoiceNow {\n      id\n    }\n  }\n"): typeof import('./graphql').InvoiceNowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendInvoice($id: ID!) {\n    resendInvoice(id: $id) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').ResendInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StockLevelFields on StockLevel {\n    id\n    venueId\n    itemId\n    title\n    level\n    lowLevel\n    low\n    soldOut\n  }\n"): typeof import('./graphql').StockLevelFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetStockLevels($venueId: ID!, $search: String, $lowOnly: Boolean, $first: Int, $after: String) {\n    stockLevels(venueId: $venueId, search: $search, lowOnly: $lowOnly, first: $first, after: $after) {\n      count\n      results {\n        ...StockLevelFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): typeof import('./graphql').GetStockLevelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetStockMovements($venueId: ID!, $itemId: ID!, $first: Int, $after: String) {\n    stockMovements(venueId: $venueId, itemId: $itemId, first: $first, after: $after) {\n      items {\n        id\n        kind\n        delta\n        level\n        who\n        note\n        at\n      }\n      nextCursor\n    }\n  }\n"): typeof import('./graphql').GetStockMovementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StockItemSearch($first: Int!, $filter: ItemFilter) {\n    items(first: $first, filter: $filter) {\n      count\n      results {\n        id\n        title\n      }\n    }\n  }\n"): typeof import('./graphql').StockItemSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordDelivery($input: StockDeliveryInput!) {\n    recordDelivery(input: $input) {\n      ...StockLevelFields\n    }\n  }\n"): typeof import('./graphql').RecordDeliveryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordStockCount($input: StockCountInput!) {\n    recordStockCount(input: $input) {\n      ...StockLevelFields\n    }\n  }\n"): typeof import('./graphql').RecordStockCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetLowStockLevel($venueId: ID!, $itemId: ID!, $lowLevel: Int) {\n    setLowStockLevel(venueId: $venueId, itemId: $itemId, lowLevel: $lowLevel) {\n      ...StockLevelFields\n    }\n  }\n"): typeof import('./graphql').SetLowStockLevelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IngredientStockFields on IngredientStock {\n    id\n    venueId\n    name\n    unit\n    level\n    lowLevel\n    low\n    empty\n  }\n"): typeof import('./graphql').IngredientStockFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetIngredientStock($venueId: ID!, $search: String, $lowOnly: Boolean, $first: Int, $after: String) {\n    ingredientStock(venueId: $venueId, search: $search, lowOnly: $lowOnly, first: $first, after: $after) {\n      count\n      results {\n        ...IngredientStockFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): typeof import('./graphql').GetIngredientStockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetIngredientMovements($venueId: ID!, $ingredientId: ID!, $first: Int, $after: String) {\n    ingredientMovements(venueId: $venueId, ingredientId: $ingredientId, first: $first, after: $after) {\n      items {\n        id\n        kind\n        delta\n        level\n        who\n        note\n        at\n      }\n      nextCursor\n    }\n  }\n"): typeof import('./graphql').GetIngredientMovementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetRecipe($itemId: ID!) {\n    recipe(itemId: $itemId) {\n      ingredientId\n      name\n      unit\n      quantity\n    }\n  }\n"): typeof import('./graphql').GetRecipeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateIngredient($name: String!, $unit: IngredientUnit!) {\n    createIngredient(name: $name, unit: $unit) {\n      id\n      name\n      unit\n    }\n  }\n"): typeof import('./graphql').CreateIngredientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRecipe($itemId: ID!, $lines: [RecipeLineInput!]!) {\n    setRecipe(itemId: $itemId, lines: $lines) {\n      ingredientId\n      name\n      unit\n      quantity\n    }\n  }\n"): typeof import('./graphql').SetRecipeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordIngredientDelivery($input: IngredientDeliveryInput!) {\n    recordIngredientDelivery(input: $input) {\n      ...IngredientStockFields\n    }\n  }\n"): typeof import('./graphql').RecordIngredientDeliveryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordIngredientCount($input: IngredientCountInput!) {\n    recordIngredientCount(input: $input) {\n      ...IngredientStockFields\n    }\n  }\n"): typeof import('./graphql').RecordIngredientCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetIngredientLowLevel($venueId: ID!, $ingredientId: ID!, $lowLevel: Int) {\n    setIngredientLowLevel(venueId: $venueId, ingredientId: $ingredientId, lowLevel: $lowLevel) {\n      ...IngredientStockFields\n    }\n  }\n"): typeof import('./graphql').SetIngredientLowLevelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuppliersPage($first: Int!, $after: String, $filter: NamedFilter, $orderBy: NamedOrderBy, $direction: SortDirection) {\n    suppliersPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {\n      count\n      results { id version name contactName email phone accountNumber active }\n      pageInfo { endCursor hasNextPage }\n    }\n  }\n"): typeof import('./graphql').SuppliersPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSupplier($data: SupplierInput!) { createSupplier(data: $data) { id version } }\n"): typeof import('./graphql').CreateSupplierDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSupplier($id: ID!, $data: SupplierUpdateInput!, $expectedVersion: Int) {\n    updateSupplier(id: $id, data: $data, expectedVersion: $expectedVersion) { id version }\n  }\n"): typeof import('./graphql').UpdateSupplierDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSupplier($id: ID!) { deleteSupplier(id: $id) }\n"): typeof import('./graphql').DeleteSupplierDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment KdsTicketFields on KdsTicket {\n    id\n    orderId\n    orderNumber\n    table\n    serviceType\n    staffName\n    courseName\n    coursePosition\n    stage\n    version\n    orderedAt\n    createdAt\n    startedAt\n    readyAt\n    lines {\n      id\n      title\n      quantity\n      modifications\n      removed\n      messages\n      allergens\n    }\n  }\n"): typeof import('./graphql').KdsTicketFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetKdsStations($venueId: ID!) {\n    kdsStations(venueId: $venueId) {\n      id\n      name\n      kind\n    }\n  }\n"): typeof import('./graphql').GetKdsStationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetKdsBoard($stationId: ID!, $venueId: ID!) {\n    kdsTickets(stationId: $stationId, venueId: $venueId) {\n      at\n      tickets {\n        ...KdsTicketFields\n      }\n      lastBump {\n        id\n        ticketId\n        fromStage\n        toStage\n      }\n    }\n  }\n"): typeof import('./graphql').GetKdsBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BumpKdsTicket($stationId: ID!, $ticketId: ID!, $fromStage: KdsStage!) {\n    bumpKdsTicket(stationId: $stationId, ticketId: $ticketId, fromStage: $fromStage) {\n      applied\n      outcome\n      ticket {\n        ...KdsTicketFields\n      }\n      bump {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').BumpKdsTicketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecallKdsTicket($stationId: ID!, $bumpId: ID) {\n    recallKdsTicket(stationId: $stationId, bumpId: $bumpId) {\n      applied\n      outcome\n      ticket {\n        ...KdsTicketFields\n      }\n    }\n  }\n"): typeof import('./graphql').RecallKdsTicketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetKdsPrepTimes($venueId: ID!, $stationId: ID) {\n    kdsPrepTimes(venueId: $venueId, stationId: $stationId) {\n      stationId\n      stationName\n      hour\n      tickets\n      averageSeconds\n    }\n  }\n"): typeof import('./graphql').GetKdsPrepTimesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription KdsEvents($stationId: ID!, $venueId: ID!) {\n    kdsEvents(stationId: $stationId, venueId: $venueId) {\n      reason\n      orderId\n      ticketId\n      at\n    }\n  }\n"): typeof import('./graphql').KdsEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LicenceFields on License {\n    id\n    plan\n    status\n    product\n    deviceId\n    expiresAt\n  }\n"): typeof import('./graphql').LicenceFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeviceFields on Device {\n    id\n    name\n    venueId\n    version\n    activeLicenses {\n      id\n      product\n    }\n  }\n"): typeof import('./graphql').DeviceFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetLicenses($activeOnly: Boolean, $first: Int, $after: String) {\n    licenses(activeOnly: $activeOnly, first: $first, after: $after) {\n      count\n      results {\n        ...LicenceFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): typeof import('./graphql').GetLicensesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetDevices($search: String, $first: Int, $after: String) {\n    devices(search: $search, first: $first, after: $after) {\n      count\n      results {\n        ...DeviceFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): typeof import('./graphql').GetDevicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetOperativeViewer {\n    operativeViewer {\n      isPOSAccessBlocked\n      onboarded\n    }\n  }\n"): typeof import('./graphql').GetOperativeViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimDevice($data: ClaimDeviceInput!) {\n    claimDevice(data: $data) {\n      ...DeviceFields\n    }\n  }\n"): typeof import('./graphql').ClaimDeviceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDevice($id: ID!, $data: DeviceInput!, $expectedVersion: Int) {\n    updateDevice(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      ...DeviceFields\n    }\n  }\n"): typeof import('./graphql').UpdateDeviceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPosAccessBlocked($blocked: Boolean!) {\n    setPOSAccessBlocked(blocked: $blocked)\n  }\n"): typeof import('./graphql').SetPosAccessBlockedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkBoostSeen {\n    markBoostSeen\n  }\n"): typeof import('./graphql').MarkBoostSeenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestBoost($legalEntityId: ID!, $offerId: ID!) {\n    requestBoost(legalEntityId: $legalEntityId, offerId: $offerId)\n  }\n"): typeof import('./graphql').RequestBoostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Changes($filter: ChangeFilter, $first: Int, $after: String) {\n    changes(filter: $filter, first: $first, after: $after) {\n      items {\n        id\n        at\n        actorName\n        realActorName\n        recordType\n        recordId\n        label\n        op\n        revertOf\n        revertable\n        fields {\n          field\n          before\n          after\n          beforeName\n          afterName\n        }\n      }\n      nextCursor\n    }\n  }\n"): typeof import('./graphql').ChangesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevertChange($id: ID!) {\n    revertChange(id: $id)\n  }\n"): typeof import('./graphql').RevertChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChangeActors {\n    changeActors { id name }\n  }\n"): typeof import('./graphql').ChangeActorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenusPage($first: Int!, $after: String, $filter: NamedFilter) {\n    menusPage(first: $first, after: $after, filter: $filter, orderBy: NAME) {\n      count\n      pageInfo { endCursor hasNextPage }\n      results {\n        id\n        name\n        nameLang { en se es no }\n        currency\n        version\n        allArticles\n        entryCount\n      }\n    }\n  }\n"): typeof import('./graphql').MenusPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditedMenuFields on Menu {\n    id\n    name\n    nameLang { en se es no }\n    currency\n    version\n    allArticles\n    menuEntries {\n      id\n      price\n      itemId\n      item { id title defaultPrice version }\n      schedule { windows { days start end overnight } from until closedDates }\n      timePrices { price windows { days start end overnight } }\n    }\n  }\n"): typeof import('./graphql').EditedMenuFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuForEditor($menuId: ID!) {\n    menu(menuId: $menuId) {\n      ...EditedMenuFields\n    }\n  }\n"): typeof import('./graphql').MenuForEditorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuVenues {\n    company { id defaultCurrency }\n    venues {\n      id\n      name\n      timezone\n      menus {\n        serviceType\n        menuId\n        schedule { windows { days start end overnight } from until closedDates }\n      }\n    }\n  }\n"): typeof import('./graphql').MenuVenuesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VenueMenuChoices($first: Int!, $filter: NamedFilter) {\n    menusPage(first: $first, filter: $filter) {\n      count\n      results { id name }\n    }\n  }\n"): typeof import('./graphql').VenueMenuChoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllArticlesMenu {\n    allArticlesMenu { id }\n  }\n"): typeof import('./graphql').AllArticlesMenuDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuItemSearch($first: Int!, $filter: ItemFilter) {\n    items(first: $first, filter: $filter) {\n      count\n      results { id title defaultPrice }\n    }\n  }\n"): typeof import('./graphql').MenuItemSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMenu($data: MenuInput!) {\n    createMenu(data: $data) { id name }\n  }\n"): typeof import('./graphql').CreateMenuDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMenu($menuId: ID!, $data: MenuUpdateInput!, $expectedVersion: Int) {\n    updateMenu(menuId: $menuId, data: $data, expectedVersion: $expectedVersion) {\n      menu {\n        ...EditedMenuFields\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateMenuDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveEntryTimes($menuId: ID!, $data: MenuUpdateInput!, $expectedVersion: Int) {\n    updateMenu(menuId: $menuId, data: $data, expectedVersion: $expectedVersion) {\n      success\n      menu { id version }\n    }\n  }\n"): typeof import('./graphql').SaveEntryTimesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMenu($menuId: ID!, $force: Boolean) {\n    deleteMenu(menuId: $menuId, force: $force) {\n      success\n      deleted\n      usedBy { venueName serviceType }\n    }\n  }\n"): typeof import('./graphql').DeleteMenuDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MenuItemPrice($itemId: ID!, $price: Int!, $expectedVersion: Int) {\n    updateItemPrice(itemId: $itemId, price: $price, expectedVersion: $expectedVersion) { version }\n  }\n"): typeof import('./graphql').MenuItemPriceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateVenueMenus($id: ID!, $data: VenueUpdateInput!) {\n    updateVenue(id: $id, data: $data) { id menus { serviceType menuId } }\n  }\n"): typeof import('./graphql').UpdateVenueMenusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuAtPreview($venueId: ID!, $serviceType: VenueServiceType!, $at: String!) {\n    menuAt(venueId: $venueId, serviceType: $serviceType, at: $at) {\n      menuId\n      menuName\n      currency\n      entries { id itemId price basePrice timeBound }\n    }\n  }\n"): typeof import('./graphql').MenuAtPreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnboardingStatus {\n    onboardingStatus {\n      steps\n      pages {\n        page\n        state\n      }\n      currentPage\n      done\n      total\n    }\n  }\n"): typeof import('./graphql').OnboardingStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOnboardingEvent($kind: String!, $page: String!) {\n    createOnboardingEvent(kind: $kind, page: $page) {\n      steps\n      pages {\n        page\n        state\n      }\n      currentPage\n      done\n      total\n    }\n  }\n"): typeof import('./graphql').CreateOnboardingEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnboardingInformation {\n    onboardingInformation {\n      name\n      legalName\n      street\n      zip\n      city\n    }\n  }\n"): typeof import('./graphql').OnboardingInformationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOnboardingInformation($data: OnboardingInformationInput!) {\n    updateOnboardingInformation(data: $data) {\n      currentPage\n    }\n  }\n"): typeof import('./graphql').UpdateOnboardingInformationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnboardingStations {\n    stations {\n      id\n      name\n      kind\n    }\n  }\n"): typeof import('./graphql').OnboardingStationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOnboardingStation($data: StationInput!) {\n    createStation(data: $data) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateOnboardingStationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductLibrary($kind: String!) {\n    productLibrary(kind: $kind) {\n      name\n      products {\n        title\n        price\n        vatRate\n      }\n    }\n  }\n"): typeof import('./graphql').ProductLibraryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportProductLibrary($kind: String!) {\n    importProductLibrary(kind: $kind) {\n      categories\n      products\n      courseTypes\n      modifierGroups\n      layoutId\n    }\n  }\n"): typeof import('./graphql').ImportProductLibraryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MakeTestSale {\n    makeTestSale\n  }\n"): typeof import('./graphql').MakeTestSaleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnlineOrderingVenues {\n    onlineOrderingVenues {\n      venueId\n      venueName\n      enabled\n      menuId\n      version\n      menus {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').OnlineOrderingVenuesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOnlineOrdering($venueId: ID!, $enabled: Boolean!, $menuId: ID, $expectedVersion: Int) {\n    updateOnlineOrdering(venueId: $venueId, enabled: $enabled, menuId: $menuId, expectedVersion: $expectedVersion) {\n      venueId\n      enabled\n      menuId\n      version\n    }\n  }\n"): typeof import('./graphql').UpdateOnlineOrderingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnlineOrderingQrSheet($venueId: ID!) {\n    onlineOrderingQrSheet(venueId: $venueId)\n  }\n"): typeof import('./graphql').OnlineOrderingQrSheetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnlineOrderingQrCodes($venueId: ID!) {\n    onlineOrderingQrCodes(venueId: $venueId) {\n      code\n      url\n      svg\n    }\n  }\n"): typeof import('./graphql').OnlineOrderingQrCodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Orders($filter: OrderFilter, $first: Int, $after: String, $withTotals: Boolean = true) {\n    orders(filter: $filter, first: $first, after: $after) {\n      items {\n        id\n        number\n        createdAt\n        accountingDate\n        venueName\n        channel\n        serviceType\n        status\n        table\n        staffName\n        total\n        refunded\n      }\n      nextCursor\n      totalCount @include(if: $withTotals)\n      totalAmount @include(if: $withTotals)\n      refundedAmount @include(if: $withTotals)\n    }\n  }\n"): typeof import('./graphql').OrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Order($id: ID!) {\n    order(id: $id) {\n      id\n      number\n      status\n      channel\n      serviceType\n      venueName\n      table\n      staffName\n      guestCount\n      createdAt\n      paidAt\n      accountingDate\n      device\n      total\n      vatTotal\n      paid\n      tips\n      refunded\n      vat {\n        rate\n        net\n        vat\n        gross\n      }\n      lines {\n        id\n        title\n        quantity\n        refundedQuantity\n        unitPrice\n        vatRate\n        total\n        variations {\n          name\n          price\n        }\n        offers {\n          name\n          discount\n        }\n      }\n      payments {\n        id\n        method\n        methodName\n        amount\n        tip\n        acquirerReference\n      }\n      refunds {\n        id\n        amount\n        reason\n        status\n        byName\n        createdAt\n      }\n      audit {\n        id\n        at\n        who\n        device\n        action\n      }\n    }\n  }\n"): typeof import('./graphql').OrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundOrder(\n    $idempotencyKey: String!\n    $orderId: ID!\n    $lines: [RefundLineInput!]\n    $amount: Int\n    $reason: String!\n  ) {\n    refundOrder(\n      idempotencyKey: $idempotencyKey\n      orderId: $orderId\n      lines: $lines\n      amount: $amount\n      reason: $reason\n    ) {\n      id\n      status\n      refunded\n    }\n  }\n"): typeof import('./graphql').RefundOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendOrderEmail($orderId: ID!, $email: String!) {\n    sendOrderEmail(orderId: $orderId, email: $email) {\n      id\n    }\n  }\n"): typeof import('./graphql').SendOrderEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OrderEvents {\n    orderEvents {\n      orderId\n      number\n    }\n  }\n"): typeof import('./graphql').OrderEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys($first: Int!, $after: String, $filter: NamedFilter) {\n    apiKeysPage(first: $first, after: $after, filter: $filter) {\n      count\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      results {\n        id\n      name\n      venueId\n      prefix\n      scopes\n      createdAt\n        lastUsedAt\n        revokedAt\n        expiresAt\n        createdBy\n        owner\n      }\n    }\n  }\n"): typeof import('./graphql').ApiKeysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($name: String!, $venueId: ID!, $scopes: [String!]!) {\n    createApiKey(name: $name, venueId: $venueId, scopes: $scopes) {\n      key\n      apiKey {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').CreateApiKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateApiKey($id: ID!, $overlapHours: Int) {\n    rotateApiKey(id: $id, overlapHours: $overlapHours) {\n      key\n      apiKey {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').RotateApiKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"): typeof import('./graphql').RevokeApiKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentTransactions($filter: PaymentTransactionFilter, $first: Int, $after: String) {\n    paymentTransactions(filter: $filter, first: $first, after: $after) {\n      items {\n        id\n        orderId\n        orderNumber\n        venueName\n        amount\n        tip\n        currency\n        reference\n        createdAt\n      }\n      nextCursor\n      totalCount\n      totalAmount\n    }\n  }\n"): typeof import('./graphql').PaymentTransactionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentsOverview {\n    paymentsOverview {\n      configured\n      providerError\n      balanceAccounts {\n        id\n        description\n        currency\n        available\n        pending\n      }\n      accountHolders {\n        id\n        legalName\n        country\n        email\n        legalEntityId\n        status\n        shareholders {\n          name\n          jobTitle\n        }\n      }\n      legalEntities {\n        id\n        name\n      }\n      venues {\n        id\n        name\n        street\n        zip\n        city\n        metadataComplete\n        store {\n          id\n          accountHolderId\n          status\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PaymentsOverviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAccountHolder($input: AccountHolderInput!) {\n    createAccountHolder(input: $input) {\n      accountHolder {\n        id\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').CreateAccountHolderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddProviderStore($venueId: ID!, $accountHolderId: ID!, $address: StoreAddressInput) {\n    addProviderStore(venueId: $venueId, accountHolderId: $accountHolderId, address: $address) {\n      id\n      venueId\n    }\n  }\n"): typeof import('./graphql').AddProviderStoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KycLink($accountHolderId: ID!) {\n    kycLink(accountHolderId: $accountHolderId)\n  }\n"): typeof import('./graphql').KycLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutLink($accountHolderId: ID!) {\n    checkoutLink(accountHolderId: $accountHolderId)\n  }\n"): typeof import('./graphql').CheckoutLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Payouts($accountHolderId: ID!, $first: Int, $after: String) {\n    payouts(accountHolderId: $accountHolderId, first: $first, after: $after) {\n      configured\n      items {\n        id\n        amount\n        currency\n        status\n        bookedAt\n      }\n      nextCursor\n    }\n  }\n"): typeof import('./graphql').PayoutsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentReports($first: Int, $after: String) {\n    paymentReports(first: $first, after: $after) {\n      items {\n        id\n        type\n        currency\n        fromDate\n        toDate\n        status\n        downloadUrl\n        createdAt\n      }\n      nextCursor\n    }\n  }\n"): typeof import('./graphql').PaymentReportsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePayoutReport($input: PayoutReportInput!) {\n    createPayoutReport(input: $input) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').CreatePayoutReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AllLanguages on Translations {\n    en\n    se\n    es\n    no\n    da\n    tr\n    ar\n  }\n"): typeof import('./graphql').AllLanguagesFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductRowFields on Item {\n    id\n    title\n    defaultPrice\n    vatRate\n    allergens\n    courseTypeId\n    courseType {\n      id\n      name\n    }\n    version\n    categories {\n      id\n      name\n      color\n    }\n    appliedVariations {\n      id\n      title\n    }\n  }\n"): typeof import('./graphql').ProductRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPicker($first: Int!, $filter: ItemFilter) {\n    items(first: $first, filter: $filter) {\n      count\n      results {\n        id\n        title\n      }\n    }\n  }\n"): typeof import('./graphql').ProductPickerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetItemsPage(\n    $first: Int!\n    $after: String\n    $filter: ItemFilter\n    $orderBy: ItemOrderBy\n    $direction: SortDirection\n  ) {\n    items(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {\n      count\n      results {\n        ...ProductRowFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): typeof import('./graphql').GetItemsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetItem($id: ID!) {\n    item(id: $id) {\n      ...ProductRowFields\n      titleLang {\n        ...AllLanguages\n      }\n      manualPrice\n      takeAwayVatRate\n      norwegianCategory\n      volumeSuffix\n      imageUrl\n      stationId\n      defaultVariationsIds\n      upsellIds\n    }\n  }\n"): typeof import('./graphql').GetItemDocument;
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
export function graphql(source: "\n  mutation UpdateItemsMatching($filter: ItemFilter!, $data: BulkItemInput!) {\n    updateItemsMatching(filter: $filter, data: $data) {\n      success\n      count\n    }\n  }\n"): typeof import('./graphql').UpdateItemsMatchingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNodes($ids: [ID!]!, $force: Boolean) {\n    deleteNodes(ids: $ids, force: $force) {\n      success\n      deleted\n      usageCount\n      usages {\n        kind\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').DeleteNodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryRowFields on Category {\n    id\n    name\n    nameLang {\n      ...AllLanguages\n    }\n    color\n    vatRate\n    parentId\n    parent {\n      id\n      name\n    }\n    courseTypeId\n    courseType {\n      id\n      name\n    }\n    stationId\n    station {\n      id\n      name\n    }\n    itemCount\n    version\n  }\n"): typeof import('./graphql').CategoryRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCategoriesPage(\n    $first: Int!\n    $after: String\n    $filter: NamedFilter\n    $orderBy: NamedOrderBy\n    $direction: SortDirection\n  ) {\n    categoriesPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {\n      count\n      results {\n        ...CategoryRowFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): typeof import('./graphql').GetCategoriesPageDocument;
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
export function graphql(source: "\n  mutation UpdateCategoriesMatching($filter: NamedFilter!, $data: BulkCategoryInput!) {\n    updateCategoriesMatching(filter: $filter, data: $data) {\n      success\n      count\n    }\n  }\n"): typeof import('./graphql').UpdateCategoriesMatchingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategories($ids: [ID!]!, $data: BulkCategoryInput!) {\n    updateCategories(ids: $ids, data: $data) {\n      success\n      count\n    }\n  }\n"): typeof import('./graphql').UpdateCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CourseTypeRowFields on CourseType {\n    id\n    name\n    nameLang {\n      ...AllLanguages\n    }\n    position\n    version\n  }\n"): typeof import('./graphql').CourseTypeRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCourseTypesPage(\n    $first: Int!\n    $after: String\n    $filter: NamedFilter\n    $orderBy: NamedOrderBy\n    $direction: SortDirection\n  ) {\n    courseTypesPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {\n      count\n      results {\n        ...CourseTypeRowFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): typeof import('./graphql').GetCourseTypesPageDocument;
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
export function graphql(source: "\n  fragment StationRowFields on Station {\n    id\n    name\n    kind\n    venueId\n    version\n  }\n"): typeof import('./graphql').StationRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetStationsPage(\n    $first: Int!\n    $after: String\n    $filter: NamedFilter\n    $orderBy: NamedOrderBy\n    $direction: SortDirection\n  ) {\n    stationsPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {\n      count\n      results {\n        ...StationRowFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): typeof import('./graphql').GetStationsPageDocument;
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
export function graphql(source: "\n  fragment VariationGroupRowFields on VariationGroup {\n    id\n    title\n    titleLang {\n      ...AllLanguages\n    }\n    selectionMode\n    itemCount\n    version\n    variations {\n      id\n      name\n      price\n    }\n  }\n"): typeof import('./graphql').VariationGroupRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetVariationGroupsPage(\n    $first: Int!\n    $after: String\n    $filter: NamedFilter\n    $orderBy: NamedOrderBy\n    $direction: SortDirection\n  ) {\n    variationGroupsPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {\n      count\n      results {\n        ...VariationGroupRowFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): typeof import('./graphql').GetVariationGroupsPageDocument;
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
export function graphql(source: "\n  fragment UpsellRowFields on Upsell {\n    id\n    name\n    nameLang {\n      ...AllLanguages\n    }\n    displayOrder\n    version\n    items {\n      id\n      title\n    }\n  }\n"): typeof import('./graphql').UpsellRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetUpsellsPage(\n    $first: Int!\n    $after: String\n    $filter: NamedFilter\n    $orderBy: NamedOrderBy\n    $direction: SortDirection\n  ) {\n    upsellsPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {\n      count\n      results {\n        ...UpsellRowFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): typeof import('./graphql').GetUpsellsPageDocument;
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
export function graphql(source: "\n  fragment MessageRowFields on PredefinedMessage {\n    id\n    type\n    text\n    textLang {\n      ...AllLanguages\n    }\n    venueId\n    version\n  }\n"): typeof import('./graphql').MessageRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPredefinedMessagesPage(\n    $first: Int!\n    $after: String\n    $filter: NamedFilter\n    $orderBy: NamedOrderBy\n    $direction: SortDirection\n  ) {\n    predefinedMessagesPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {\n      count\n      results {\n        ...MessageRowFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): typeof import('./graphql').GetPredefinedMessagesPageDocument;
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
export function graphql(source: "\n  query GetRemovableIngredients($id: ID!) {\n    item(id: $id) {\n      id\n      removableIngredients {\n        id\n        name\n        nameLang {\n          ...AllLanguages\n        }\n      }\n    }\n    recordMetadata(recordType: ITEM, recordId: $id) {\n      key\n      version\n    }\n  }\n"): typeof import('./graphql').GetRemovableIngredientsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPosLayouts {\n    posLayouts {\n      id\n      name\n      createdAt\n      nameLang {\n        en\n        se\n        es\n        no\n        da\n        tr\n        ar\n      }\n      categories {\n        id\n        order\n        color\n        version\n        name\n        nameLang {\n          en\n          se\n          es\n          no\n          da\n          tr\n          ar\n        }\n        page {\n          id\n          name\n        }\n      }\n      pages {\n        id\n        name\n        nameLang {\n          en\n          se\n          es\n          no\n          da\n          tr\n          ar\n        }\n        categoryId\n        columns\n        rows\n      }\n    }\n  }\n"): typeof import('./graphql').GetPosLayoutsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPosPage($id: ID!, $venueId: ID) {\n    posPage(id: $id, venueId: $venueId) {\n      id\n      name\n      nameLang {\n        en\n        se\n        es\n        no\n        da\n        tr\n        ar\n      }\n      columns\n      rows\n      version\n      categoryId\n      buttons {\n        id\n        kind\n        col\n        row\n        width\n        height\n        color\n        label\n        itemId\n        targetPageId\n        upsellId\n        offerId\n        itemTitle\n        price\n      }\n    }\n  }\n"): typeof import('./graphql').GetPosPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPosPageReferences($pageId: ID!) {\n    posPageReferences(pageId: $pageId) {\n      pageId\n      name\n      count\n    }\n  }\n"): typeof import('./graphql').GetPosPageReferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LayoutBundleSearch($first: Int!, $filter: NamedFilter) {\n    bundleOffersPage(first: $first, filter: $filter) {\n      count\n      results {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').LayoutBundleSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LayoutUpsellSearch($first: Int!, $filter: NamedFilter) {\n    upsellsPage(first: $first, filter: $filter) {\n      count\n      results {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').LayoutUpsellSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LayoutItemSearch($first: Int!, $filter: ItemFilter) {\n    items(first: $first, filter: $filter) {\n      count\n      results {\n        id\n        title\n        defaultPrice\n      }\n    }\n  }\n"): typeof import('./graphql').LayoutItemSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePosLayout($data: PosLayoutInput!) {\n    createPosLayout(data: $data) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreatePosLayoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePosLayout($id: ID!, $data: PosLayoutInput!) {\n    updatePosLayout(id: $id, data: $data) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdatePosLayoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DuplicatePosLayout($id: ID!, $name: String!, $nameLang: TranslationsInput) {\n    duplicatePosLayout(id: $id, name: $name, nameLang: $nameLang) {\n      id\n    }\n  }\n"): typeof import('./graphql').DuplicatePosLayoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePosLayout($id: ID!) {\n    deletePosLayout(id: $id)\n  }\n"): typeof import('./graphql').DeletePosLayoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePosCategory($layoutId: ID!, $data: PosLayoutCategoryInput!) {\n    createPosCategory(layoutId: $layoutId, data: $data) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreatePosCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePosCategory($id: ID!, $data: PosLayoutCategoryInput!, $expectedVersion: Int) {\n    updatePosCategory(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n      version\n    }\n  }\n"): typeof import('./graphql').UpdatePosCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePosCategory($id: ID!) {\n    deletePosCategory(id: $id)\n  }\n"): typeof import('./graphql').DeletePosCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePosPage($layoutId: ID!, $data: PosSubPageInput!) {\n    createPosPage(layoutId: $layoutId, data: $data) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreatePosPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePage($pageId: ID!, $data: PosPageUpdateInput!, $expectedVersion: Int) {\n    updatePage(pageId: $pageId, data: $data, expectedVersion: $expectedVersion) {\n      id\n      version\n    }\n  }\n"): typeof import('./graphql').UpdatePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveSubPage($pageId: ID!) {\n    removeSubPage(pageId: $pageId)\n  }\n"): typeof import('./graphql').RemoveSubPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VenueSettingsFields on VenueSettings {\n    id\n    name\n    legalName\n    street\n    zip\n    city\n    phone\n    timezone\n    accountingCutoff\n    staffIdleTimeout\n    active\n    version\n  }\n"): typeof import('./graphql').VenueSettingsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetVenueSettingsPage($search: String, $desc: Boolean, $first: Int, $after: String) {\n    settingsVenues(search: $search, desc: $desc, first: $first, after: $after) {\n      count\n      results {\n        ...VenueSettingsFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): typeof import('./graphql').GetVenueSettingsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetVenueSettings($id: ID!) {\n    settingsVenue(id: $id) {\n      ...VenueSettingsFields\n    }\n  }\n"): typeof import('./graphql').GetVenueSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateVenue($data: VenueSettingsInput!) {\n    createVenue(data: $data) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateVenueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateVenueSettings($id: ID!, $data: VenueSettingsInput!, $expectedVersion: Int) {\n    updateVenueSettings(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateVenueSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteVenue($id: ID!) {\n    deleteVenue(id: $id)\n  }\n"): typeof import('./graphql').DeleteVenueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanySettingsFields on CompanySettings {\n    id\n    name\n    legalName\n    country\n    orgNumber\n    street\n    zip\n    city\n    defaultLanguage\n    currency\n    vatRegistered\n    vatNumber\n    maxTipPercent\n    version\n  }\n"): typeof import('./graphql').CompanySettingsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCompanySettings {\n    companySettings {\n      ...CompanySettingsFields\n    }\n  }\n"): typeof import('./graphql').GetCompanySettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompanySettings($data: CompanySettingsInput!, $expectedVersion: Int) {\n    updateCompanySettings(data: $data, expectedVersion: $expectedVersion) {\n      ...CompanySettingsFields\n    }\n  }\n"): typeof import('./graphql').UpdateCompanySettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReceiptTemplateFields on ReceiptTemplate {\n    paperWidth\n    header {\n      language\n      text\n    }\n    footer {\n      language\n      text\n    }\n    fields\n    lockedFields\n    allFields\n    country\n    companyLanguage\n    logoDataUrl\n    version\n  }\n"): typeof import('./graphql').ReceiptTemplateFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetReceiptTemplate {\n    receiptTemplate {\n      ...ReceiptTemplateFields\n    }\n    companySettings {\n      ...CompanySettingsFields\n    }\n  }\n"): typeof import('./graphql').GetReceiptTemplateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReceiptTemplate($data: ReceiptTemplateInput!, $expectedVersion: Int) {\n    updateReceiptTemplate(data: $data, expectedVersion: $expectedVersion) {\n      ...ReceiptTemplateFields\n    }\n  }\n"): typeof import('./graphql').UpdateReceiptTemplateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BeeperRangeFields on BeeperRange {\n    id\n    venueId\n    venueName\n    name\n    first\n    last\n    enabled\n    version\n  }\n"): typeof import('./graphql').BeeperRangeFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetBeeperRangePage($venueId: ID, $search: String, $first: Int, $after: String) {\n    beeperRanges(venueId: $venueId, search: $search, first: $first, after: $after) {\n      count\n      results {\n        ...BeeperRangeFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): typeof import('./graphql').GetBeeperRangePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetBeeperRange($id: ID!) {\n    beeperRange(id: $id) {\n      ...BeeperRangeFields\n    }\n  }\n"): typeof import('./graphql').GetBeeperRangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBeeperRange($data: BeeperRangeInput!) {\n    createBeeperRange(data: $data) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateBeeperRangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBeeperRange($id: ID!, $data: BeeperRangeInput!, $expectedVersion: Int) {\n    updateBeeperRange(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateBeeperRangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBeeperRange($id: ID!) {\n    deleteBeeperRange(id: $id)\n  }\n"): typeof import('./graphql').DeleteBeeperRangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentMethodFields on PaymentMethod {\n    id\n    name\n    internalId\n    createdAt\n    version\n  }\n"): typeof import('./graphql').PaymentMethodFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPaymentMethodPage($search: String, $desc: Boolean, $first: Int, $after: String) {\n    paymentMethodsPage(search: $search, desc: $desc, first: $first, after: $after) {\n      count\n      results {\n        ...PaymentMethodFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): typeof import('./graphql').GetPaymentMethodPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPaymentMethod($id: ID!) {\n    paymentMethod(id: $id) {\n      ...PaymentMethodFields\n    }\n  }\n"): typeof import('./graphql').GetPaymentMethodDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePaymentMethod($data: PaymentMethodInput!, $idempotencyKey: String) {\n    createPaymentMethod(data: $data, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreatePaymentMethodDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePaymentMethod($id: ID!, $data: PaymentMethodInput!, $expectedVersion: Int) {\n    updatePaymentMethod(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdatePaymentMethodDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePaymentMethod($id: ID!) {\n    deletePaymentMethod(id: $id)\n  }\n"): typeof import('./graphql').DeletePaymentMethodDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceTargetFields on InvoiceTarget {\n    id\n    name\n    organizationNumber\n    email\n    address\n    reference\n    createdAt\n    version\n  }\n"): typeof import('./graphql').InvoiceTargetFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetInvoiceTargetPage($search: String, $desc: Boolean, $first: Int, $after: String) {\n    invoiceTargetsPage(search: $search, desc: $desc, first: $first, after: $after) {\n      count\n      results {\n        ...InvoiceTargetFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): typeof import('./graphql').GetInvoiceTargetPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetInvoiceTarget($id: ID!) {\n    invoiceTarget(id: $id) {\n      ...InvoiceTargetFields\n    }\n  }\n"): typeof import('./graphql').GetInvoiceTargetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInvoiceTarget($data: InvoiceTargetInput!, $idempotencyKey: String) {\n    createInvoiceTarget(data: $data, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateInvoiceTargetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInvoiceTarget($id: ID!, $data: InvoiceTargetInput!, $expectedVersion: Int) {\n    updateInvoiceTarget(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateInvoiceTargetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteInvoiceTarget($id: ID!) {\n    deleteInvoiceTarget(id: $id)\n  }\n"): typeof import('./graphql').DeleteInvoiceTargetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffMemberFields on StaffMember {\n    id\n    name\n    venueIds\n    accessLevelId\n    phone\n    email\n    employmentStart\n    active\n    version\n  }\n"): typeof import('./graphql').StaffMemberFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetStaffPage($search: String, $desc: Boolean, $first: Int, $after: String) {\n    staffMembers(search: $search, desc: $desc, first: $first, after: $after) {\n      count\n      results {\n        ...StaffMemberFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): typeof import('./graphql').GetStaffPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetStaffMember($id: ID!) {\n    staffMember(id: $id) {\n      ...StaffMemberFields\n    }\n  }\n"): typeof import('./graphql').GetStaffMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateStaffMember($data: StaffMemberInput!) {\n    createStaffMember(data: $data) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateStaffMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStaffMember($id: ID!, $data: StaffMemberUpdateInput!, $expectedVersion: Int) {\n    updateStaffMember(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateStaffMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetStaffPin($id: ID!, $pin: String!) {\n    resetStaffPin(id: $id, pin: $pin) {\n      id\n    }\n  }\n"): typeof import('./graphql').ResetStaffPinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProposeStaffPin($venueIds: [ID!]!) {\n    proposeStaffPin(venueIds: $venueIds)\n  }\n"): typeof import('./graphql').ProposeStaffPinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteStaffMember($id: ID!) {\n    deleteStaffMember(id: $id)\n  }\n"): typeof import('./graphql').DeleteStaffMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccessLevelRowFields on AccessLevel {\n    id\n    name\n    permissions\n    defaultKey\n    staffCount\n    version\n  }\n"): typeof import('./graphql').AccessLevelRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAccessLevels {\n    accessLevels {\n      ...AccessLevelRowFields\n    }\n  }\n"): typeof import('./graphql').GetAccessLevelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAccessLevelsPage(\n    $first: Int!\n    $after: String\n    $filter: NamedFilter\n    $orderBy: NamedOrderBy\n    $direction: SortDirection\n  ) {\n    accessLevelsPage(first: $first, after: $after, filter: $filter, orderBy: $orderBy, direction: $direction) {\n      count\n      results {\n        ...AccessLevelRowFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): typeof import('./graphql').GetAccessLevelsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAccessLevel($data: AccessLevelInput!) {\n    createAccessLevel(data: $data) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateAccessLevelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAccessLevel($id: ID!, $data: AccessLevelUpdateInput!, $expectedVersion: Int) {\n    updateAccessLevel(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateAccessLevelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccessLevel($id: ID!) {\n    deleteAccessLevel(id: $id)\n  }\n"): typeof import('./graphql').DeleteAccessLevelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetBackOfficeUsers($first: Int, $after: String, $search: String) {\n    backOfficeUsersPage(first: $first, after: $after, search: $search) {\n      count\n      results {\n        id\n        email\n        name\n        role\n        pending\n        scopes\n        venueIds\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): typeof import('./graphql').GetBackOfficeUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteUser(\n    $email: String!\n    $name: String!\n    $language: String!\n    $role: String!\n    $scopes: [String!]!\n    $venueIds: [ID!]!\n  ) {\n    inviteUser(email: $email, name: $name, language: $language, role: $role, scopes: $scopes, venueIds: $venueIds) {\n      id\n    }\n  }\n"): typeof import('./graphql').InviteUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserPermissions($userId: ID!, $role: String!, $scopes: [String!]!, $venueIds: [ID!]!) {\n    updateUserPermissions(userId: $userId, role: $role, scopes: $scopes, venueIds: $venueIds) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateUserPermissionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendInvitation($userId: ID!) {\n    resendInvitation(userId: $userId)\n  }\n"): typeof import('./graphql').ResendInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeInvitation($userId: ID!) {\n    revokeInvitation(userId: $userId)\n  }\n"): typeof import('./graphql').RevokeInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveUser($userId: ID!, $apiKeys: RemovedUserKeys) {\n    removeUser(userId: $userId, apiKeys: $apiKeys)\n  }\n"): typeof import('./graphql').RemoveUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Competitions($after: String) {\n    competitions(first: 25, after: $after) {\n      results {\n        id\n        name\n        metric\n        phase\n        startsAt\n        endsAt\n      }\n      count\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): typeof import('./graphql').CompetitionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompetitionLeaderboard($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n      metric\n      phase\n      leaderboard {\n        rank\n        staffName\n        quantity\n        amount\n        score\n      }\n    }\n  }\n"): typeof import('./graphql').CompetitionLeaderboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CompetitionLive($id: ID!) {\n    competitionLeaderboard(id: $id) {\n      rank\n      staffName\n      quantity\n      amount\n      score\n    }\n  }\n"): typeof import('./graphql').CompetitionLiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompetitionTargets($search: String) {\n    competitionTargets(search: $search) {\n      categories {\n        id\n        name\n      }\n      items {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').CompetitionTargetsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCompetition($data: CompetitionInput!) {\n    createCompetition(data: $data) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').CreateCompetitionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TableRowFields on Table {\n    id\n    code\n    seats\n    shape\n    width\n    height\n    posX\n    posY\n    rotation\n    area\n    floorPlanId\n    version\n  }\n"): typeof import('./graphql').TableRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FloorPlanFields on FloorPlan {\n    id\n    name\n    venueId\n    width\n    height\n    version\n    decor {\n      id\n      kind\n      x\n      y\n      width\n      height\n      rotation\n      text\n    }\n    tables {\n      ...TableRowFields\n    }\n    otherTableCodes\n  }\n"): typeof import('./graphql').FloorPlanFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetFloorPlans($venueId: ID) {\n    floorPlans(venueId: $venueId) {\n      ...FloorPlanFields\n    }\n  }\n"): typeof import('./graphql').GetFloorPlansDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetTablesPage($floorPlanId: ID, $search: String, $sort: TableSort, $descending: Boolean, $first: Int, $after: String) {\n    tables(floorPlanId: $floorPlanId, search: $search, sort: $sort, descending: $descending, first: $first, after: $after) {\n      totalCount\n      items {\n        ...TableRowFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): typeof import('./graphql').GetTablesPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTable($data: TableInput!) {\n    createTable(data: $data) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateTableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTable($id: ID!, $data: TableInput!, $expectedVersion: Int) {\n    updateTable(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateTableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTables($ids: [ID!]!) {\n    deleteTables(ids: $ids)\n  }\n"): typeof import('./graphql').DeleteTablesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTables($data: CreateTablesInput!) {\n    createTables(data: $data) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateTablesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFloorPlan($data: FloorPlanInput!) {\n    createFloorPlan(data: $data) {\n      ...FloorPlanFields\n    }\n  }\n"): typeof import('./graphql').CreateFloorPlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFloorPlan($id: ID!, $data: FloorPlanInput!, $expectedVersion: Int) {\n    updateFloorPlan(id: $id, data: $data, expectedVersion: $expectedVersion) {\n      ...FloorPlanFields\n    }\n  }\n"): typeof import('./graphql').UpdateFloorPlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFloorPlan($id: ID!) {\n    deleteFloorPlan(id: $id)\n  }\n"): typeof import('./graphql').DeleteFloorPlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveFloorPlan($id: ID!, $expectedVersion: Int!, $tables: [FloorPlanTableInput!]!, $decor: [FloorDecorInput!]!) {\n    saveFloorPlan(id: $id, expectedVersion: $expectedVersion, tables: $tables, decor: $decor) {\n      ...FloorPlanFields\n    }\n  }\n"): typeof import('./graphql').SaveFloorPlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetTableMonitor($floorPlanId: ID!) {\n    tableMonitor(floorPlanId: $floorPlanId) {\n      at\n      plan {\n        id\n        version\n      }\n      tables {\n        state\n        guests\n        seatedAt\n        amount\n        staff\n        table {\n          ...TableRowFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetTableMonitorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TableEvents($venueId: ID!) {\n    tableEvents(venueId: $venueId) {\n      venueId\n      reason\n      orderId\n    }\n  }\n"): typeof import('./graphql').TableEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateTranslations($text: String!, $language: String!) {\n    generateTextCompletion(purpose: TRANSLATE, text: $text, language: $language) {\n      translations {\n        en\n        se\n        no\n        da\n        es\n        tr\n        ar\n      }\n    }\n  }\n"): typeof import('./graphql').GenerateTranslationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetRecordMetadata($recordType: MetadataRecordType!, $recordId: ID!) {\n    recordMetadata(recordType: $recordType, recordId: $recordId) {\n      key\n      value\n      version\n    }\n  }\n"): typeof import('./graphql').GetRecordMetadataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMetadata(\n    $recordType: MetadataRecordType!\n    $recordId: ID!\n    $key: String!\n    $value: String\n    $expectedVersion: Int\n  ) {\n    updateMetadata(\n      recordType: $recordType\n      recordId: $recordId\n      key: $key\n      value: $value\n      expectedVersion: $expectedVersion\n    ) {\n      key\n      value\n      version\n    }\n  }\n"): typeof import('./graphql').UpdateMetadataDocument;
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
export function graphql(source: "\n  query GetUserMetadata {\n    userMetadata {\n      companyId\n      venueId\n      organizationId\n      legalEntityId\n      billingAccountId\n      billingProvider\n      balanceAccountId\n      userId\n      userFirstName\n      userLastName\n      companyName\n      country\n      currency\n      timezone\n      email\n      legalname\n      isPaymentsOnly\n      uiLanguage\n      permissions {\n        scopes\n        venueIds\n      }\n      licences\n    }\n  }\n"): typeof import('./graphql').GetUserMetadataDocument;
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
export function graphql(source: "\n  query BillingStatus {\n    billingStatus\n  }\n"): typeof import('./graphql').BillingStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GrantOffers($legalEntityId: ID!) {\n    grantOffers(legalEntityId: $legalEntityId) {\n      available {\n        id\n        amount\n        currency\n        expiresAt\n      }\n      current {\n        id\n        amount\n        currency\n        expiresAt\n      }\n      seen\n    }\n  }\n"): typeof import('./graphql').GrantOffersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Changelog($after: String) {\n    changelog(first: 20, after: $after) {\n      items {\n        id\n        publishedAt\n        title\n        body\n        unread\n      }\n      nextCursor\n      unreadCount\n    }\n  }\n"): typeof import('./graphql').ChangelogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkChangelogRead {\n    markChangelogRead\n  }\n"): typeof import('./graphql').MarkChangelogReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUiLanguage($language: String!) {\n    setUiLanguage(language: $language)\n  }\n"): typeof import('./graphql').SetUiLanguageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getVouchers($companyId: ID, $venueId: ID!, $startDate: String!, $endDate: String!) {\n    getVouchers(companyId: $companyId, venueId: $venueId, startDate: $startDate, endDate: $endDate) {\n      items {\n        id\n        status\n      }\n      lastKey\n    }\n  }\n"): typeof import('./graphql').GetVouchersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query bellIntegrations {\n    integrations {\n      key\n      name\n      status\n    }\n  }\n"): typeof import('./graphql').BellIntegrationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query deadMails {\n    deadMails {\n      id\n      kind\n      recipient\n      subject\n    }\n  }\n"): typeof import('./graphql').DeadMailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation sendMailAgain($mailId: ID!) {\n    sendMailAgain(mailId: $mailId)\n  }\n"): typeof import('./graphql').SendMailAgainDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
