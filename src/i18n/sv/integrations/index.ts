import type { NamespaceIntegrationsTranslation } from '../../i18n-types.js';

const sv_integrations = {
  title: 'Integrationer',
  intro: 'Skicka varje dags försäljning till ditt bokföringsprogram utan att skriva av den.',
  kinds: { accounting: 'Bokföring', staff: 'Personalplanering', file: 'Filexport' },
  statuses: { disconnected: 'Inte kopplad', connected: 'Kopplad', refused: 'Nekad av leverantören' },
  soon: 'Kommer snart',
  open: 'Öppna {name}',
  sends:
    'Skickar en balanserad verifikation per verksamhet och stängd bokföringsdag, morgonen efter, med nya försök när leverantören ligger nere.',
  connect: 'Koppla',
  credential: {
    accessToken: 'Åtkomsttoken',
    clientKey: 'Klientnyckel',
    employeeToken: 'Anställdtoken',
    grantToken: 'Beviljandetoken',
    refreshToken: 'Förnyelsetoken',
    apiKey: 'API-nyckel',
  },
  manage: 'Hantera kontomappning',
  vouchers: 'Dagliga verifikationer, senaste 30 dagarna',
  noVouchers: 'Inga verifikationer ännu.',
  voucherStatuses: {
    pending: 'Väntar',
    retrying: 'Försöker igen',
    sent: 'Skickad',
    exported: 'Exporterad',
    failed: 'Misslyckad',
  },
  date: 'Bokföringsdag',
  status: 'Status',
  message: 'Meddelande',
  sendDay: 'Skicka en dag',
  send: 'Skicka',
  mapping: {
    title: 'Kontomappning',
    defaults: 'Det här är standardkontona för ditt land. Kontrollera och spara.',
    sales: 'Försäljning, {rate} % moms',
    vat: 'Utgående moms, {rate} %',
    payment: 'Betalning: {method}',
    tips: 'Dricks till personalen',
    rounding: 'Öresavrundning',
    cashDifference: 'Kassadifferenser',
    tenant: 'Klient',
    save: 'Spara mappningen',
    saved: 'Mappningen är sparad.',
  },
  errors: {
    checkFields: 'Kontrollera de markerade kontona.',
    refused: 'Leverantören nekade inloggningsuppgifterna: {message}',
    unmappedVatRate: 'Ge momssatsen {rate} % ett konto.',
    unmappedPaymentMethod: 'Ge betalsättet {method} ett konto.',
    unmappedAccount: 'Ge det här ett konto.',
    cannotSend: 'Dagen kan inte skickas: inget konto för {what}.',
  },
} satisfies NamespaceIntegrationsTranslation;

export default sv_integrations;
