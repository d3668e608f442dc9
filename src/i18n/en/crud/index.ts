import type { BaseTranslation } from '../../i18n-types.js';

/** The generic list and editor's own texts (src/platform/crud): no area's words here. */
const en_crud = {
  /** A declared kind's field problems (src/domain/kind.ts), for its form and its API. */
  field: {
    required: 'This field is required.',
    tooLong: 'Too long.',
    invalid: 'This value is not valid.',
    number: 'Enter a whole number within the allowed range.',
    unknownReference: 'Choose one of the offered options.',
  },
  list: {
    /** An on/off column of a declared kind (kindResource). */
    yes: 'Yes',
    no: 'No',
    filter: 'Filter',
    filterPlaceholder: 'Title contains…',
    selectAll: 'Select all shown',
    selectRow: 'Select {name:string}',
    selected: '{count:number} selected',
    selectMatching: 'Select all {count:number} matching',
    allMatching: 'All {count:number} matching selected',
    clearSelection: 'Clear selection',
    loadingRow: 'Loading…',
    shown: 'Showing {shown:number} of {total:number}',
    showing: 'Showing {name:string}',
    bulkDelete: 'Delete selected',
    bulkApply: 'Apply',
    bulkDone: '{count:number} {{record|records}} changed',
    none: 'None',
    all: 'All',
    actions: 'Actions',
  },
  form: {
    save: 'Save',
    saving: 'Saving…',
    create: 'Create',
    cancel: 'Cancel',
    close: 'Close editor',
    delete: 'Delete',
    saved: '{name:string} saved',
    created: '{name:string} created',
    deleted: 'Deleted',
    notFound: 'This record does not exist or was deleted.',
    chooseNone: 'None',
  },
  suggest: {
    button: 'Suggest translations',
    working: 'Suggesting…',
    done: 'Suggestions filled in the empty languages. Check them before saving.',
    needText: 'Write the text in one language first (at most 200 characters).',
    notConfigured:
      'Text suggestions are off: no text provider is set up. Set TEXT_COMPLETION_API_URL and TEXT_COMPLETION_API_KEY on the server.',
    failed: 'The text provider did not answer. Try again in a moment.',
  },
  conflict: {
    title: 'Someone else saved this first',
    body: 'This record was changed by someone else while you were editing. Reload to see their version, or overwrite it with yours.',
    reload: 'Reload their version',
    overwrite: 'Overwrite with mine',
  },
  deleteDialog: {
    title: 'Delete {name:string}?',
    titleMany: 'Delete {count:number} {{record|records}}?',
    body: 'This cannot be undone.',
    usedIn: 'It is still used in:',
    usedInMany: 'They are still used in:',
    confirmUsed: 'Delete anyway',
    confirm: 'Delete',
    usageKinds: {
      MENU: 'Menu {name:string}',
      POS_LAYOUT: 'POS layout {name:string}',
      UPSELL: 'Upsell {name:string}',
      PRODUCT: 'Product {name:string}',
      CATEGORY: 'Category {name:string}',
    },
    more: 'and {count:number} more',
  },
  errors: {
    checkFields: 'Check the highlighted fields.',
    somethingWrong: 'Something went wrong. Try again.',
  },
} satisfies BaseTranslation;

export default en_crud;
