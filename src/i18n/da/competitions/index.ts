import type { NamespaceCompetitionsTranslation } from '../../i18n-types.js';

const da_competitions = {
  title: 'Konkurrencer',
  intro:
    'Personalet konkurrerer på valgte produkter eller kategorier; salg i kassen flytter listen med det samme.',
  search: 'Søg efter produkter og kategorier',
  more: 'Vis flere',
  none: 'Ingen konkurrencer endnu.',
  create: 'Start konkurrence',
  name: 'Navn',
  metric: 'Tæl efter',
  metrics: {
    QUANTITY: 'Solgt antal',
    AMOUNT: 'Solgt beløb',
  },
  startsAt: 'Starter',
  endsAt: 'Slutter',
  products: 'Produkter',
  categories: 'Kategorier',
  venue: 'Sted',
  allVenues: 'Alle steder',
  phases: {
    UPCOMING: 'Kommende',
    RUNNING: 'I gang',
    FINISHED: 'Afsluttet',
  },
  leaderboard: 'Resultatliste',
  rank: 'Placering',
  seller: 'Medarbejder',
  quantity: 'Antal',
  amount: 'Beløb',
  empty: 'Intet salg endnu.',
  fullScreen: 'Fuld skærm',
  exitFullScreen: 'Afslut fuld skærm',
  open: 'Vis resultatliste',
  started: '{name} er startet.',
  live: 'Direkte',
  errors: {
    checkFields: 'Tjek de markerede felter.',
    required: 'Feltet skal udfyldes.',
    invalid: 'Værdien er ikke gyldig.',
    tooLong: 'Dette er for langt.',
    period: 'Slutningen skal ligge efter starten.',
    targets: 'Vælg mindst ét produkt eller én kategori.',
    venue: 'Vælg et af dine steder.',
  },
} satisfies NamespaceCompetitionsTranslation;

export default da_competitions;
