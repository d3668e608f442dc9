import type { NamespaceCompetitionsTranslation } from '../../i18n-types.js';

const sv_competitions = {
  title: 'Tävlingar',
  intro: 'Personalen tävlar på valda produkter eller kategorier; försäljning i kassan flyttar listan direkt.',
  search: 'Sök produkter och kategorier',
  more: 'Visa fler',
  none: 'Inga tävlingar ännu.',
  create: 'Starta tävling',
  name: 'Namn',
  metric: 'Räkna efter',
  metrics: {
    QUANTITY: 'Sålt antal',
    AMOUNT: 'Sålt belopp',
  },
  startsAt: 'Börjar',
  endsAt: 'Slutar',
  products: 'Produkter',
  categories: 'Kategorier',
  venue: 'Ställe',
  allVenues: 'Alla ställen',
  phases: {
    UPCOMING: 'Kommande',
    RUNNING: 'Pågår',
    FINISHED: 'Avslutad',
  },
  leaderboard: 'Topplista',
  rank: 'Placering',
  seller: 'Personal',
  quantity: 'Antal',
  amount: 'Belopp',
  empty: 'Ingen försäljning ännu.',
  fullScreen: 'Helskärm',
  exitFullScreen: 'Avsluta helskärm',
  open: 'Visa topplista',
  started: '{name} har startat.',
  live: 'Direkt',
  errors: {
    checkFields: 'Kontrollera de markerade fälten.',
    required: 'Fältet är obligatoriskt.',
    invalid: 'Värdet är inte giltigt.',
    tooLong: 'Det här är för långt.',
    period: 'Slutet måste komma efter starten.',
    targets: 'Välj minst en produkt eller kategori.',
    venue: 'Välj ett av dina ställen.',
  },
} satisfies NamespaceCompetitionsTranslation;

export default sv_competitions;
