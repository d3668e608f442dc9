import type { NamespaceCrudTranslation } from '../../i18n-types.js';

/** The generic list and editor's own texts (src/platform/crud): no area's words here. */
const da_crud = {
  /** A declared kind's field problems (src/domain/kind.ts), for its form and its API. */
  field: {
    required: 'Feltet skal udfyldes.',
    tooLong: 'For langt.',
    invalid: 'Værdien er ikke gyldig.',
    number: 'Indtast et heltal inden for det tilladte interval.',
    unknownReference: 'Vælg en af mulighederne.',
  },
  list: {
    /** An on/off column of a declared kind (kindResource). */
    yes: 'Ja',
    no: 'Nej',
    filter: 'Filtrer',
    filterPlaceholder: 'Navnet indeholder…',
    selectAll: 'Markér alle viste',
    selectRow: 'Markér {name}',
    selected: '{count} markeret',
    selectMatching: 'Markér alle {count}, der matcher',
    allMatching: 'Alle {count}, der matcher, er markeret',
    clearSelection: 'Fjern markering',
    loadingRow: 'Indlæser…',
    shown: 'Viser {shown} af {total}',
    showing: 'Viser {name}',
    bulkDelete: 'Slet markerede',
    bulkApply: 'Udfør',
    bulkDone: '{count} {{post|poster}} ændret',
    none: 'Ingen',
    all: 'Alle',
    actions: 'Handlinger',
  },
  form: {
    save: 'Gem',
    saving: 'Gemmer…',
    create: 'Opret',
    cancel: 'Annuller',
    close: 'Luk redigeringen',
    delete: 'Slet',
    saved: '{name} blev gemt',
    created: '{name} blev oprettet',
    deleted: 'Slettet',
    notFound: 'Posten findes ikke eller er slettet.',
    chooseNone: 'Ingen',
  },
  suggest: {
    button: 'Foreslå oversættelser',
    working: 'Foreslår…',
    done: 'Forslagene er udfyldt for de tomme sprog. Kontrollér dem, før du gemmer.',
    needText: 'Skriv teksten på ét sprog først (højst 200 tegn).',
    notConfigured:
      'Tekstforslag er slået fra: ingen tekstudbyder er sat op. Angiv TEXT_COMPLETION_API_URL og TEXT_COMPLETION_API_KEY på serveren.',
    failed: 'Tekstudbyderen svarede ikke. Prøv igen om lidt.',
  },
  conflict: {
    title: 'En anden gemte først',
    body: 'Posten blev ændret af en anden, mens du redigerede. Genindlæs for at se deres version, eller overskriv den med din.',
    reload: 'Genindlæs deres version',
    overwrite: 'Overskriv med min',
  },
  deleteDialog: {
    title: 'Slet {name}?',
    titleMany: 'Slet {count} {{post|poster}}?',
    body: 'Det kan ikke fortrydes.',
    usedIn: 'Den bruges stadig i:',
    usedInMany: 'De bruges stadig i:',
    confirmUsed: 'Slet alligevel',
    confirm: 'Slet',
    usageKinds: {
      MENU: 'Menuen {name}',
      POS_LAYOUT: 'Kasselayoutet {name}',
      UPSELL: 'Mersalget {name}',
      PRODUCT: 'Produktet {name}',
      CATEGORY: 'Kategorien {name}',
    },
    more: 'og {count} mere',
  },
  errors: {
    checkFields: 'Tjek de markerede felter.',
    somethingWrong: 'Noget gik galt. Prøv igen.',
  },
} satisfies NamespaceCrudTranslation;

export default da_crud;
