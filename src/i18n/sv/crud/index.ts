import type { NamespaceCrudTranslation } from '../../i18n-types.js';

/** The generic list and editor's own texts (src/platform/crud): no area's words here. */
const sv_crud = {
  /** A declared kind's field problems (src/domain/kind.ts), for its form and its API. */
  field: {
    required: 'Fältet måste fyllas i.',
    tooLong: 'För långt.',
    invalid: 'Värdet är inte giltigt.',
    number: 'Ange ett heltal inom det tillåtna intervallet.',
    unknownReference: 'Välj ett av alternativen.',
  },
  list: {
    /** An on/off column of a declared kind (kindResource). */
    yes: 'Ja',
    no: 'Nej',
    filter: 'Filtrera',
    filterPlaceholder: 'Namnet innehåller…',
    selectAll: 'Markera alla som visas',
    selectRow: 'Markera {name}',
    selected: '{count} markerade',
    selectMatching: 'Markera alla {count} som matchar',
    allMatching: 'Alla {count} som matchar är markerade',
    clearSelection: 'Avmarkera',
    loadingRow: 'Laddar…',
    shown: 'Visar {shown} av {total}',
    showing: 'Visar {name}',
    bulkDelete: 'Ta bort markerade',
    bulkApply: 'Verkställ',
    bulkDone: '{count} {{post|poster}} ändrade',
    none: 'Ingen',
    all: 'Alla',
    actions: 'Åtgärder',
  },
  form: {
    save: 'Spara',
    saving: 'Sparar…',
    create: 'Skapa',
    cancel: 'Avbryt',
    close: 'Stäng redigeringen',
    delete: 'Ta bort',
    saved: '{name} sparades',
    created: '{name} skapades',
    deleted: 'Borttaget',
    notFound: 'Posten finns inte eller har tagits bort.',
    chooseNone: 'Ingen',
  },
  suggest: {
    button: 'Föreslå översättningar',
    working: 'Föreslår…',
    done: 'Förslagen har fyllts i för de tomma språken. Kontrollera dem innan du sparar.',
    needText: 'Skriv texten på ett språk först (högst 200 tecken).',
    notConfigured:
      'Textförslag är avstängda: ingen textleverantör är inställd. Ange TEXT_COMPLETION_API_URL och TEXT_COMPLETION_API_KEY på servern.',
    failed: 'Textleverantören svarade inte. Försök igen om en stund.',
  },
  conflict: {
    title: 'Någon annan hann spara först',
    body: 'Posten ändrades av någon annan medan du redigerade. Ladda om för att se deras version, eller skriv över den med din.',
    reload: 'Ladda om deras version',
    overwrite: 'Skriv över med min',
  },
  deleteDialog: {
    title: 'Ta bort {name}?',
    titleMany: 'Ta bort {count} {{post|poster}}?',
    body: 'Det går inte att ångra.',
    usedIn: 'Den används fortfarande i:',
    usedInMany: 'De används fortfarande i:',
    confirmUsed: 'Ta bort ändå',
    confirm: 'Ta bort',
    usageKinds: {
      MENU: 'Menyn {name}',
      POS_LAYOUT: 'Kassalayouten {name}',
      UPSELL: 'Merförsäljningen {name}',
      PRODUCT: 'Produkten {name}',
      CATEGORY: 'Kategorin {name}',
    },
    more: 'och {count} till',
  },
  errors: {
    checkFields: 'Kontrollera de markerade fälten.',
    somethingWrong: 'Något gick fel. Försök igen.',
  },
} satisfies NamespaceCrudTranslation;

export default sv_crud;
