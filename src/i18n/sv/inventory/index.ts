import type { NamespaceInventoryTranslation } from '../../i18n-types.js';

const sv_inventory = {
  page: {
    title: 'Lager',
    venue: 'Enhet',
    search: 'Sök produkter',
    lowOnly: 'Bara lågt lager',
    none: 'Inget lager följs på den här enheten ännu. Registrera en leverans eller en inventering för att börja.',
    count: '{count} {{produkt|produkter}}',
    more: 'Visa fler',
    saved: 'Sparat',
  },
  columns: {
    product: 'Produkt',
    level: 'I lager',
    lowLevel: 'Lågt lager vid',
    status: 'Läge',
    actions: 'Åtgärder',
  },
  status: {
    inStock: 'I lager',
    low: 'Lågt',
    soldOut: 'Slutsåld',
  },
  actions: {
    delivery: 'Registrera leverans',
    count: 'Registrera inventering',
    history: 'Historik',
    low: 'Lågt lager vid',
  },
  dialog: {
    product: 'Produkt',
    quantity: 'Levererade enheter',
    level: 'Räknade enheter',
    note: 'Anteckning',
    lowLevel: 'Lågt lager vid (tomt: ingen varning)',
    save: 'Spara',
    cancel: 'Avbryt',
    choose: 'Välj en produkt',
  },
  kinds: {
    SALE: 'Försäljning',
    RETURN: 'Retur',
    DELIVERY: 'Leverans',
    COUNT: 'Inventering',
    ADJUSTMENT: 'Justering',
  },
  movements: {
    title: 'Rörelser: {product}',
    at: 'När',
    kind: 'Typ',
    delta: 'Ändring',
    level: 'Nivå',
    who: 'Vem',
    note: 'Anteckning',
    none: 'Inga rörelser ännu.',
  },
  errors: {
    checkFields: 'Kontrollera de markerade fälten.',
    required: 'Obligatoriskt',
    invalid: 'Ogiltigt',
    tooSmall: 'För litet',
    tooLarge: 'För stort',
    tooLong: 'För långt',
    soldOut: '{product} är slutsåld.',
  },
} satisfies NamespaceInventoryTranslation;

export default sv_inventory;
