import type { BaseTranslation } from '../../i18n-types.js';

const en_integrations = {
  title: 'Integrations',
  intro: "Send every day's sales to your accounting program without typing them.",
  kinds: { accounting: 'Accounting', staff: 'Staff scheduling', file: 'File export' },
  statuses: { disconnected: 'Not connected', connected: 'Connected', refused: 'Refused by the provider' },
  soon: 'Coming soon',
  open: 'Open {name:string}',
  sends:
    'Sends one balanced voucher per venue and closed accounting day, the morning after, with retries when the provider is down.',
  connect: 'Connect',
  credential: {
    accessToken: 'Access token',
    clientKey: 'Client key',
    employeeToken: 'Employee token',
    grantToken: 'Grant token',
    refreshToken: 'Refresh token',
    apiKey: 'API key',
  },
  manage: 'Manage account mapping',
  vouchers: 'Daily vouchers, last 30 days',
  noVouchers: 'No vouchers yet.',
  voucherStatuses: {
    pending: 'Waiting',
    retrying: 'Retrying',
    sent: 'Sent',
    exported: 'Exported',
    failed: 'Failed',
  },
  date: 'Accounting day',
  status: 'Status',
  message: 'Message',
  sendDay: 'Send a day',
  send: 'Send',
  mapping: {
    title: 'Account mapping',
    defaults: 'These are the default accounts of your country. Check them and save.',
    sales: 'Sales, {rate:number} % VAT',
    vat: 'Output VAT, {rate:number} %',
    payment: 'Payment: {method:string}',
    tips: 'Tips owed to staff',
    rounding: 'Rounding',
    cashDifference: 'Cash differences',
    tenant: 'Tenant',
    save: 'Save mapping',
    saved: 'Mapping saved.',
  },
  errors: {
    checkFields: 'Check the highlighted accounts.',
    refused: 'The provider refused the credentials: {message:string}',
    unmappedVatRate: 'Give VAT rate {rate:string} % an account.',
    unmappedPaymentMethod: 'Give payment method {method:string} an account.',
    unmappedAccount: 'Give this an account.',
    cannotSend: 'The day cannot be sent: no account for {what:string}.',
  },
} satisfies BaseTranslation;

export default en_integrations;
