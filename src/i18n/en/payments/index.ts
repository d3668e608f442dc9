import type { BaseTranslation } from '../../i18n-types.js';

const en_payments = {
  transactionsTitle: 'Transactions',
  payoutsTitle: 'Payouts',
  reportsTitle: 'Payment reports',
  notConfigured:
    'The card payment provider is not connected yet. Ask your administrator to set the provider key on the server; balance, onboarding links, payouts and payout reports appear here once it is set.',
  balance: 'Balance',
  available: 'Available',
  pending: 'Pending',
  noBalance: 'No balance accounts yet.',
  onboarding: 'Onboarding',
  accountHolder: 'Account holder',
  noAccountHolders: 'No account holder yet.',
  statuses: {
    PENDING: 'Verification pending',
    VERIFIED: 'Verified',
    REJECTED: 'Rejected',
  },
  completeVerification: 'Complete verification',
  openCheckout: 'Open checkout',
  search: 'Order number or card reference',
  from: 'From',
  to: 'To',
  venue: 'Venue',
  allVenues: 'All venues',
  exportCsv: 'Export CSV',
  loadMore: 'Load more',
  summary: '{count:number} card payments, {amount:string} in total',
  columns: {
    date: 'Date',
    venue: 'Venue',
    order: 'Order',
    amount: 'Amount',
    tip: 'Tip',
    reference: 'Card reference',
    status: 'Status',
    currency: 'Currency',
    period: 'Period',
    type: 'Type',
  },
  empty: {
    transactions: 'No card payments match the filter.',
    payouts: 'No payouts yet.',
    reports: 'No payout reports yet.',
  },
  payoutStatuses: {
    BOOKED: 'Paid out',
    PENDING: 'On its way',
    FAILED: 'Failed',
  },
  reportTypes: {
    PAYOUTS: 'Payouts',
  },
  newReport: 'New payout report',
  orgNumber: 'Organisation number',
  currency: 'Currency',
  createReport: 'Create report',
  reportCreated: 'Payout report requested.',
  download: 'Download',
  errors: {
    checkFields: 'Check the highlighted fields.',
    required: 'Fill in this field.',
    tooLong: 'This is too long.',
    invalidEmail: 'Enter an e-mail address like name@example.com.',
    invalidCountry: 'Choose one of the offered countries.',
    invalidCurrency: 'Choose one of the offered currencies.',
    invalidOrgNumber: "The organisation number does not have the length this country's numbers have.",
    invalidDate: 'Enter a date as YYYY-MM-DD.',
    invalidRange: 'The end date must be on or after the start date.',
    shareholdersMin: 'Add at least one shareholder.',
    jobTitleRequired: "In this country each shareholder's job title is required.",
    providerRefused: 'The card provider refused the request: {message:string}. Correct it and try again.',
    providerRefusedField: 'The card provider refused this value: {message:string}',
    notConfigured:
      'The card payment provider is not connected. Ask your administrator to set the provider key on the server.',
    providerKey:
      'The card provider did not accept our key. Ask your administrator to renew the provider key on the server.',
    providerDown:
      'The card provider is not answering right now. Nothing was saved; try again in a few minutes.',
    metadataMissing:
      "Metadata not available: fill in the venue's street, postal code and city under Settings → Venues, then try again.",
  },
} satisfies BaseTranslation;

export default en_payments;
