import type { BaseTranslation } from '../../i18n-types.js';

const en_onboardingWizard = {
  welcome: {
    title: 'Welcome to Ordna, {name:string}',
    body: 'Let us set up {company:string} together. Six short steps take you from an empty account to your first sale; you can skip any step and come back later, on any device.',
    start: 'Start setting up',
    resume: 'Continue where you left off',
    done: 'Everything is set up. Go to the dashboard',
  },
  wizard: 'Set-up steps',
  progress: 'Set-up: {done:number} of {total:number} done',
  stepOf: 'Step {index:number} of {total:number}',
  continue: 'Continue',
  skip: 'Skip this step',
  back: 'Back',
  finished: 'Set-up is finished. Well done!',
  toDashboard: 'Go to the dashboard',
  states: { done: 'Done', skipped: 'Skipped', open: 'To do' },
  pages: {
    account: 'Your account',
    information: 'Company information',
    stations: 'Kitchen stations',
    integrations: 'Integrations',
    licenses: 'Licences',
    productLibrary: 'Menu from the product library',
  },
  outOfOrder: 'Finish or skip “{page:string}” first: you were taken there.',
  account: {
    intro: 'This is the account you signed up with. You can change your details later under Settings.',
    name: 'Name',
    email: 'Email',
    company: 'Company',
  },
  information: {
    intro: 'Your business name, legal name and address go on receipts and reports; Continue saves them.',
    businessName: 'Business name',
    legalName: 'Legal name',
    street: 'Street address',
    zip: 'Postcode',
    city: 'City',
  },
  stations: {
    intro: 'A station is a kitchen printer or screen that orders go to.',
    existing: 'Your stations',
    none: 'No stations yet.',
    name: 'Station name',
    kind: 'Type',
    printer: 'Printer',
    screen: 'Screen',
    add: 'Add station',
  },
  integrationsStep: {
    intro:
      'Connect your accounting program so every day’s sales reach your books without typing. You can do it now or later.',
    open: 'Open integrations',
  },
  licenses: {
    intro:
      'Licences turn on tables, kitchen screens, app orders and more. Your trial includes everything; choose licences before it ends.',
    open: 'See licences',
  },
  library: {
    intro:
      'Pick the kind of venue closest to yours. We add categories, courses, products, modifiers and VAT rates for your country in one click; change anything afterwards like any product.',
    kind: 'Kind of venue',
    kinds: { cafe: 'Café', bar: 'Bar', restaurant: 'Restaurant', shop: 'Shop' },
    preview: '{count:number} products in {categories:number} categories',
    import: 'Add these products',
    imported: 'Added {products:number} products in {categories:number} categories, and a POS layout.',
    merged: 'Everything was already there: nothing was duplicated.',
    layoutReady: 'Your POS layout is ready.',
    openLayout: 'Open the POS layout',
    testSale: 'Make a test sale',
    testSaleIntro: 'The simulator sells the first product on your layout, paid by card, like a real till.',
    sold: 'Test sale done: you can sell.',
    openOrders: 'See the order',
    price: 'Price',
    vat: 'VAT {rate:number} %',
  },
  errors: {
    checkFields: 'Check the highlighted fields.',
    required: 'Fill this in.',
    tooLong: 'This is too long.',
    noVenue: 'The company has no venue yet.',
    noProducts: 'Add products to a POS layout first.',
    unknownEvent: 'Unknown onboarding event.',
    unknownKind: 'Choose café, bar, restaurant or shop.',
    outOfOrder: 'Finish or skip the steps before this one first.',
  },
} satisfies BaseTranslation;

export default en_onboardingWizard;
