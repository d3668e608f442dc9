import type { NamespaceInventoryTranslation } from '../../i18n-types.js';

const da_inventory = {
  page: {
    title: 'Lager',
    venue: 'Afdeling',
    search: 'Søg produkter',
    lowOnly: 'Kun lavt lager',
    none: 'Der følges endnu intet lager i denne afdeling. Registrér en levering eller en optælling for at begynde.',
    count: '{count} {{produkt|produkter}}',
    more: 'Vis flere',
    saved: 'Gemt',
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
    soldOut: 'Udsolgt',
  },
  actions: {
    delivery: 'Registrér levering',
    count: 'Registrér optælling',
    history: 'Historik',
    low: 'Lavt lager ved',
  },
  dialog: {
    product: 'Produkt',
    quantity: 'Leverede enheder',
    level: 'Optalte enheder',
    note: 'Bemærkning',
    lowLevel: 'Lavt lager ved (tomt: ingen advarsel)',
    save: 'Gem',
    cancel: 'Annullér',
    choose: 'Vælg et produkt',
  },
  kinds: {
    SALE: 'Salg',
    RETURN: 'Retur',
    DELIVERY: 'Levering',
    COUNT: 'Optælling',
    ADJUSTMENT: 'Justering',
  },
  movements: {
    title: 'Bevægelser: {product}',
    at: 'Hvornår',
    kind: 'Type',
    delta: 'Ændring',
    level: 'Niveau',
    who: 'Hvem',
    note: 'Bemærkning',
    none: 'Ingen bevægelser endnu.',
  },
  errors: {
    checkFields: 'Tjek de markerede felter.',
    required: 'Påkrævet',
    invalid: 'Ugyldig',
    tooSmall: 'For lille',
    tooLarge: 'For stor',
    tooLong: 'For lang',
    soldOut: '{product} er udsolgt.',
  },
} satisfies NamespaceInventoryTranslation;

export default da_inventory;
