import { graphql } from '../../graphql/__generated__/gql.ts';

export const FinanceDashboardDocument = graphql(`
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
`);

export const FinanceOrderEventsDocument = graphql(`
  subscription FinanceOrderEvents {
    orderEvents {
      orderId
    }
  }
`);

export const ZReportsDocument = graphql(`
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
`);

export const ZReportPdfDocument = graphql(`
  query ZReportPdf($id: ID!) {
    zReport(id: $id) {
      id
      number
      content {
        pdf
      }
    }
  }
`);

/** One Z-report's figures for the printable view (issue 47 item 9): the content as JSON, no PDF. */
export const ZReportDetailDocument = graphql(`
  query ZReportDetail($id: ID!) {
    zReport(id: $id) {
      id
      number
      content {
        json
      }
    }
  }
`);

export const XReportDocument = graphql(`
  query XReport($venueId: ID!) {
    xReport(venueId: $venueId) {
      kind
      accountingDate
      grossTotal
      json
    }
  }
`);

export const CloseDayDocument = graphql(`
  mutation CloseDay($venueId: ID!, $accountingDate: String, $register: String) {
    closeDay(venueId: $venueId, accountingDate: $accountingDate, register: $register) {
      id
      number
    }
  }
`);

/** Closes every open day with sales of a range in one call (issue 40 item 3). */
export const CloseDaysDocument = graphql(`
  mutation CloseDays($venueId: ID!, $from: String!, $to: String!, $register: String) {
    closeDays(venueId: $venueId, from: $from, to: $to, register: $register) {
      id
      number
    }
  }
`);

/** What closing the day would store, shown in the confirmation (issue 41). */
export const DayClosePreviewDocument = graphql(`
  query DayClosePreview($venueId: ID!, $accountingDate: String, $register: String) {
    dayClosePreview(venueId: $venueId, accountingDate: $accountingDate, register: $register) {
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
`);

export const SendZReportDocument = graphql(`
  mutation SendZReport($id: ID!, $email: String!) {
    sendZReport(id: $id, email: $email)
  }
`);

export const ReportsDocument = graphql(`
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
`);

export const GenerateReportDocument = graphql(`
  mutation GenerateReport($input: ReportsInput!) {
    generateReport(input: $input) {
      id
      status
    }
  }
`);

export const DeleteReportDocument = graphql(`
  mutation DeleteReport($id: ID!) {
    deleteReport(id: $id)
  }
`);

export const ReportCsvDocument = graphql(`
  query ReportCsv($id: ID!) {
    report(id: $id) {
      id
      csv
    }
  }
`);

export const ReportPdfDocument = graphql(`
  query ReportPdf($id: ID!) {
    report(id: $id) {
      id
      pdf
    }
  }
`);

export const SaftCashRegisterDocument = graphql(`
  query SaftCashRegister($from: String!, $to: String!) {
    saftCashRegister(from: $from, to: $to) {
      fileName
      xml
    }
  }
`);

export const ScheduledReportsDocument = graphql(`
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
`);

export const CreateScheduledReportDocument = graphql(`
  mutation CreateScheduledReport($input: ScheduledReportInput!) {
    createScheduledReport(input: $input) {
      id
    }
  }
`);

export const DeleteScheduledReportDocument = graphql(`
  mutation DeleteScheduledReport($id: ID!) {
    deleteScheduledReport(id: $id)
  }
`);
