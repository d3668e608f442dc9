import type { NamespaceIntegrationsTranslation } from '../../i18n-types.js';

const no_integrations = {
  title: 'Integrasjoner',
  intro: 'Send hver dags salg til regnskapsprogrammet ditt uten å skrive det av.',
  kinds: { accounting: 'Regnskap', staff: 'Vaktplanlegging', file: 'Fileksport' },
  statuses: { disconnected: 'Ikke tilkoblet', connected: 'Tilkoblet', refused: 'Avvist av leverandøren' },
  soon: 'Kommer snart',
  open: 'Åpne {name}',
  sends:
    'Sender ett balansert bilag per virksomhet og lukket regnskapsdag, morgenen etter, med nye forsøk når leverandøren er nede.',
  connect: 'Koble til',
  credential: {
    accessToken: 'Tilgangstoken',
    clientKey: 'Klientnøkkel',
    employeeToken: 'Ansatt-token',
    grantToken: 'Tildelingstoken',
    refreshToken: 'Fornyelsestoken',
    apiKey: 'API-nøkkel',
  },
  manage: 'Administrer kontooppsett',
  vouchers: 'Daglige bilag, siste 30 dager',
  noVouchers: 'Ingen bilag ennå.',
  voucherStatuses: {
    pending: 'Venter',
    retrying: 'Prøver igjen',
    sent: 'Sendt',
    exported: 'Eksportert',
    failed: 'Feilet',
  },
  date: 'Regnskapsdag',
  status: 'Tilstand',
  message: 'Melding',
  sendDay: 'Send en dag',
  send: 'Send',
  mapping: {
    title: 'Kontooppsett',
    defaults: 'Dette er standardkontoene for landet ditt. Kontroller og lagre.',
    sales: 'Salg, {rate} % mva',
    vat: 'Utgående mva, {rate} %',
    payment: 'Betaling: {method}',
    tips: 'Tips til de ansatte',
    rounding: 'Øreavrunding',
    cashDifference: 'Kassedifferanser',
    tenant: 'Klient',
    save: 'Lagre oppsettet',
    saved: 'Oppsettet er lagret.',
  },
  errors: {
    checkFields: 'Kontroller de markerte kontoene.',
    refused: 'Leverandøren avviste påloggingen: {message}',
    unmappedVatRate: 'Gi mva-satsen {rate} % en konto.',
    unmappedPaymentMethod: 'Gi betalingsmåten {method} en konto.',
    unmappedAccount: 'Gi dette en konto.',
    cannotSend: 'Dagen kan ikke sendes: ingen konto for {what}.',
  },
} satisfies NamespaceIntegrationsTranslation;

export default no_integrations;
