import type { NamespaceCrudTranslation } from '../../i18n-types.js';

/** The generic list and editor's own texts (src/platform/crud): no area's words here. */
const no_crud = {
  /** A declared kind's field problems (src/domain/kind.ts), for its form and its API. */
  field: {
    required: 'Feltet må fylles ut.',
    tooLong: 'For langt.',
    invalid: 'Verdien er ikke gyldig.',
    number: 'Skriv inn et heltall innenfor det tillatte området.',
    unknownReference: 'Velg et av alternativene.',
  },
  list: {
    /** An on/off column of a declared kind (kindResource). */
    yes: 'Ja',
    no: 'Nei',
    filter: 'Filtrer',
    filterPlaceholder: 'Navnet inneholder…',
    selectAll: 'Merk alle som vises',
    selectRow: 'Merk {name}',
    selected: '{count} merket',
    selectMatching: 'Merk alle {count} som passer',
    allMatching: 'Alle {count} som passer er merket',
    clearSelection: 'Fjern merking',
    loadingRow: 'Laster…',
    shown: 'Viser {shown} av {total}',
    showing: 'Viser {name}',
    bulkDelete: 'Slett merkede',
    bulkApply: 'Utfør',
    bulkDone: '{count} {{post|poster}} endret',
    none: 'Ingen',
    all: 'Alle',
    actions: 'Handlinger',
  },
  form: {
    save: 'Lagre',
    saving: 'Lagrer…',
    create: 'Opprett',
    cancel: 'Avbryt',
    close: 'Lukk redigeringen',
    delete: 'Slett',
    saved: '{name} ble lagret',
    created: '{name} ble opprettet',
    deleted: 'Slettet',
    notFound: 'Posten finnes ikke eller er slettet.',
    chooseNone: 'Ingen',
  },
  suggest: {
    button: 'Foreslå oversettelser',
    working: 'Foreslår…',
    done: 'Forslagene er fylt inn for de tomme språkene. Kontroller dem før du lagrer.',
    needText: 'Skriv teksten på ett språk først (maks 200 tegn).',
    notConfigured:
      'Tekstforslag er slått av: ingen tekstleverandør er satt opp. Angi TEXT_COMPLETION_API_URL og TEXT_COMPLETION_API_KEY på serveren.',
    failed: 'Tekstleverandøren svarte ikke. Prøv igjen om litt.',
  },
  conflict: {
    title: 'Noen andre lagret først',
    body: 'Posten ble endret av noen andre mens du redigerte. Last inn på nytt for å se deres versjon, eller overskriv den med din.',
    reload: 'Last inn deres versjon',
    overwrite: 'Overskriv med min',
  },
  deleteDialog: {
    title: 'Slette {name}?',
    titleMany: 'Slette {count} {{post|poster}}?',
    body: 'Dette kan ikke angres.',
    usedIn: 'Den brukes fortsatt i:',
    usedInMany: 'De brukes fortsatt i:',
    confirmUsed: 'Slett likevel',
    confirm: 'Slett',
    usageKinds: {
      MENU: 'Menyen {name}',
      POS_LAYOUT: 'Kasseoppsettet {name}',
      UPSELL: 'Mersalget {name}',
      PRODUCT: 'Produktet {name}',
      CATEGORY: 'Kategorien {name}',
    },
    more: 'og {count} til',
  },
  errors: {
    checkFields: 'Sjekk de markerte feltene.',
    somethingWrong: 'Noe gikk galt. Prøv igjen.',
  },
} satisfies NamespaceCrudTranslation;

export default no_crud;
