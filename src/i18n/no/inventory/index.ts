import type { NamespaceInventoryTranslation } from '../../i18n-types.js';

const no_inventory = {
  page: {
    title: 'Lager',
    venue: 'Avdeling',
    search: 'Søk etter produkter',
    lowOnly: 'Bare lavt lager',
    none: 'Ingen lagerføring på denne avdelingen ennå. Registrer en levering eller en telling for å begynne.',
    count: '{count} {{produkt|produkter}}',
    more: 'Vis flere',
    saved: 'Lagret',
  },
  columns: {
    product: 'Produkt',
    level: 'På lager',
    lowLevel: 'Lavt lager ved',
    status: 'Tilstand',
    actions: 'Handlinger',
  },
  status: {
    inStock: 'På lager',
    low: 'Lavt',
    soldOut: 'Utsolgt',
  },
  actions: {
    delivery: 'Registrer levering',
    count: 'Registrer telling',
    history: 'Historikk',
    low: 'Lavt lager ved',
  },
  dialog: {
    product: 'Produkt',
    quantity: 'Leverte enheter',
    level: 'Talte enheter',
    note: 'Notat',
    lowLevel: 'Lavt lager ved (tomt: ingen varsel)',
    save: 'Lagre',
    cancel: 'Avbryt',
    choose: 'Velg et produkt',
  },
  kinds: {
    SALE: 'Salg',
    RETURN: 'Retur',
    DELIVERY: 'Levering',
    COUNT: 'Telling',
    ADJUSTMENT: 'Justering',
  },
  movements: {
    title: 'Bevegelser: {product}',
    at: 'Når',
    kind: 'Type',
    delta: 'Endring',
    level: 'Nivå',
    who: 'Hvem',
    note: 'Notat',
    none: 'Ingen bevegelser ennå.',
  },
  errors: {
    checkFields: 'Sjekk de merkede feltene.',
    required: 'Påkrevd',
    invalid: 'Ugyldig',
    tooSmall: 'For lite',
    tooLarge: 'For stort',
    tooLong: 'For langt',
    soldOut: '{product} er utsolgt.',
  },
} satisfies NamespaceInventoryTranslation;

export default no_inventory;
