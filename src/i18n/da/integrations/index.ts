import type { NamespaceIntegrationsTranslation } from '../../i18n-types.js';

const da_integrations = {
  title: 'Integrationer',
  intro: 'Send hver dags salg til dit regnskabsprogram, uden at nogen taster det.',
  kinds: { accounting: 'Regnskab', staff: 'Vagtplanlægning', file: 'Fileksport' },
  statuses: { disconnected: 'Ikke forbundet', connected: 'Forbundet', refused: 'Afvist af udbyderen' },
  soon: 'Kommer snart',
  open: 'Åbn {name}',
  sends:
    'Sender ét afstemt bilag pr. forretning og lukket regnskabsdag, morgenen efter, med nye forsøg, når udbyderen er nede.',
  connect: 'Forbind',
  credential: {
    accessToken: 'Adgangstoken',
    clientKey: 'Klientnøgle',
    employeeToken: 'Medarbejdertoken',
    grantToken: 'Tildelingstoken',
    refreshToken: 'Fornyelsestoken',
    apiKey: 'API-nøgle',
  },
  manage: 'Administrer kontoopsætning',
  vouchers: 'Daglige bilag, seneste 30 dage',
  noVouchers: 'Ingen bilag endnu.',
  voucherStatuses: {
    pending: 'Venter',
    retrying: 'Prøver igen',
    sent: 'Sendt',
    exported: 'Eksporteret',
    failed: 'Fejlet',
  },
  date: 'Regnskabsdag',
  status: 'Tilstand',
  message: 'Besked',
  sendDay: 'Send en dag',
  send: 'Send',
  mapping: {
    title: 'Kontoopsætning',
    defaults: 'Dette er standardkontiene for dit land. Tjek dem og gem.',
    sales: 'Salg, {rate} % moms',
    vat: 'Salgsmoms, {rate} %',
    payment: 'Betaling: {method}',
    tips: 'Drikkepenge til personalet',
    rounding: 'Øreafrunding',
    cashDifference: 'Kassedifferencer',
    tenant: 'Klient',
    save: 'Gem opsætningen',
    saved: 'Opsætningen er gemt.',
  },
  errors: {
    checkFields: 'Tjek de markerede konti.',
    refused: 'Udbyderen afviste loginoplysningerne: {message}',
    unmappedVatRate: 'Giv momssatsen {rate} % en konto.',
    unmappedPaymentMethod: 'Giv betalingsmåden {method} en konto.',
    unmappedAccount: 'Giv dette en konto.',
    cannotSend: 'Dagen kan ikke sendes: ingen konto for {what}.',
  },
} satisfies NamespaceIntegrationsTranslation;

export default da_integrations;
