import type { NamespaceCompetitionsTranslation } from '../../i18n-types.js';

const no_competitions = {
  title: 'Konkurranser',
  intro:
    'De ansatte konkurrerer på valgte produkter eller kategorier; salg i kassen flytter listen med en gang.',
  search: 'Søk etter produkter og kategorier',
  more: 'Vis flere',
  none: 'Ingen konkurranser ennå.',
  create: 'Start konkurranse',
  name: 'Navn',
  metric: 'Tell etter',
  metrics: {
    QUANTITY: 'Solgt antall',
    AMOUNT: 'Solgt beløp',
  },
  startsAt: 'Starter',
  endsAt: 'Slutter',
  products: 'Produkter',
  categories: 'Kategorier',
  venue: 'Sted',
  allVenues: 'Alle steder',
  phases: {
    UPCOMING: 'Kommende',
    RUNNING: 'Pågår',
    FINISHED: 'Avsluttet',
  },
  leaderboard: 'Resultatliste',
  rank: 'Plassering',
  seller: 'Ansatt',
  quantity: 'Antall',
  amount: 'Beløp',
  empty: 'Ingen salg ennå.',
  fullScreen: 'Fullskjerm',
  exitFullScreen: 'Avslutt fullskjerm',
  open: 'Vis resultatliste',
  started: '{name} har startet.',
  live: 'Direkte',
  errors: {
    checkFields: 'Sjekk de markerte feltene.',
    required: 'Feltet er påkrevd.',
    invalid: 'Verdien er ikke gyldig.',
    tooLong: 'Dette er for langt.',
    period: 'Slutten må komme etter starten.',
    targets: 'Velg minst ett produkt eller én kategori.',
    venue: 'Velg et av stedene dine.',
  },
} satisfies NamespaceCompetitionsTranslation;

export default no_competitions;
