import type { NamespaceOnboardingWizardTranslation } from '../../i18n-types.js';

const no_onboardingWizard = {
  welcome: {
    title: 'Velkommen til Ordna, {name}',
    body: 'Nå setter vi opp {company} sammen. Seks korte steg tar deg fra en tom konto til ditt første salg; du kan hoppe over hvilket som helst steg og komme tilbake senere, på hvilken som helst enhet.',
    start: 'Kom i gang',
    resume: 'Fortsett der du slapp',
    done: 'Alt er klart. Gå til oversikten',
  },
  wizard: 'Steg for å komme i gang',
  progress: 'Kom i gang: {done} av {total} fullført',
  stepOf: 'Steg {index} av {total}',
  continue: 'Fortsett',
  skip: 'Hopp over steget',
  back: 'Tilbake',
  finished: 'Alt er satt opp. Bra jobbet!',
  toDashboard: 'Gå til oversikten',
  states: { done: 'Fullført', skipped: 'Hoppet over', open: 'Gjenstår' },
  pages: {
    account: 'Kontoen din',
    information: 'Firmaopplysninger',
    stations: 'Kjøkkenstasjoner',
    integrations: 'Integrasjoner',
    licenses: 'Lisenser',
    productLibrary: 'Meny fra produktbiblioteket',
  },
  outOfOrder: 'Fullfør eller hopp over «{page}» først: du ble sendt dit.',
  account: {
    intro: 'Dette er kontoen du registrerte deg med. Du kan endre opplysningene senere under Innstillinger.',
    name: 'Navn',
    email: 'E-post',
    company: 'Firma',
  },
  information: {
    intro:
      'Bedriftens navn, juridiske navn og adresse står på kvitteringer og rapporter; Fortsett lagrer dem.',
    businessName: 'Bedriftens navn',
    legalName: 'Juridisk navn',
    street: 'Gateadresse',
    zip: 'Postnummer',
    city: 'Poststed',
  },
  stations: {
    intro: 'En stasjon er en kjøkkenskriver eller skjerm som bestillingene går til.',
    existing: 'Stasjonene dine',
    none: 'Ingen stasjoner ennå.',
    name: 'Stasjonens navn',
    kind: 'Type',
    printer: 'Skriver',
    screen: 'Skjerm',
    add: 'Legg til stasjon',
  },
  integrationsStep: {
    intro:
      'Koble til regnskapsprogrammet ditt, så havner hver dags salg i regnskapet uten at noen skriver det av. Du kan gjøre det nå eller senere.',
    open: 'Åpne integrasjoner',
  },
  licenses: {
    intro:
      'Lisenser slår på bord, kjøkkenskjermer, appbestillinger og mer. Prøveperioden inneholder alt; velg lisenser før den går ut.',
    open: 'Se lisenser',
  },
  library: {
    intro:
      'Velg typen virksomhet som ligner mest på din. Vi legger til kategorier, retter, produkter, tilvalg og mva-satser for landet ditt med ett klikk; endre hva du vil etterpå som ethvert produkt.',
    kind: 'Type virksomhet',
    kinds: { cafe: 'Kafé', bar: 'Bar', restaurant: 'Restaurant', shop: 'Butikk' },
    preview: '{count} produkter i {categories} kategorier',
    import: 'Legg til produktene',
    imported: '{products} produkter i {categories} kategorier og et kasseoppsett er lagt til.',
    merged: 'Alt fantes allerede: ingenting er duplisert.',
    layoutReady: 'Kasseoppsettet ditt er klart.',
    openLayout: 'Åpne kasseoppsettet',
    testSale: 'Gjør et testsalg',
    testSaleIntro:
      'Simulatoren selger det første produktet i oppsettet ditt, betalt med kort, akkurat som en ekte kasse.',
    sold: 'Testsalget er gjort: du kan begynne å selge.',
    openOrders: 'Se ordren',
    price: 'Pris',
    vat: 'Mva {rate} %',
  },
  errors: {
    checkFields: 'Kontroller de markerte feltene.',
    required: 'Fyll inn dette.',
    tooLong: 'Dette er for langt.',
    noVenue: 'Firmaet har ingen virksomhet ennå.',
    noProducts: 'Legg først til produkter i et kasseoppsett.',
    unknownEvent: 'Ukjent hendelse i oppstartsveiviseren.',
    unknownKind: 'Velg kafé, bar, restaurant eller butikk.',
    outOfOrder: 'Fullfør eller hopp over stegene før dette først.',
  },
} satisfies NamespaceOnboardingWizardTranslation;

export default no_onboardingWizard;
