import type { NamespaceOnboardingWizardTranslation } from '../../i18n-types.js';

const da_onboardingWizard = {
  welcome: {
    title: 'Velkommen til Ordna, {name}',
    body: 'Nu sætter vi {company} op sammen. Seks korte trin fører dig fra en tom konto til dit første salg; du kan springe ethvert trin over og vende tilbage senere, på enhver enhed.',
    start: 'Kom i gang',
    resume: 'Fortsæt hvor du slap',
    done: 'Alt er klar. Gå til oversigten',
  },
  wizard: 'Trin til at komme i gang',
  progress: 'Kom i gang: {done} af {total} færdige',
  stepOf: 'Trin {index} af {total}',
  continue: 'Fortsæt',
  skip: 'Spring trinnet over',
  back: 'Tilbage',
  finished: 'Alt er sat op. Godt klaret!',
  toDashboard: 'Gå til oversigten',
  states: { done: 'Færdig', skipped: 'Sprunget over', open: 'Mangler' },
  pages: {
    account: 'Din konto',
    information: 'Virksomhedsoplysninger',
    stations: 'Køkkenstationer',
    integrations: 'Integrationer',
    licenses: 'Licenser',
    productLibrary: 'Menu fra produktbiblioteket',
  },
  outOfOrder: 'Gør “{page}” færdig eller spring det over først: du blev sendt derhen.',
  account: {
    intro: 'Dette er kontoen, du oprettede dig med. Du kan ændre oplysningerne senere under Indstillinger.',
    name: 'Navn',
    email: 'E-mail',
    company: 'Virksomhed',
  },
  information: {
    intro:
      'Virksomhedens navn, juridiske navn og adresse står på kvitteringer og rapporter; Fortsæt gemmer dem.',
    businessName: 'Virksomhedens navn',
    legalName: 'Juridisk navn',
    street: 'Adresse',
    zip: 'Postnummer',
    city: 'By',
  },
  stations: {
    intro: 'En station er en køkkenprinter eller skærm, som bestillingerne går til.',
    existing: 'Dine stationer',
    none: 'Ingen stationer endnu.',
    name: 'Stationens navn',
    kind: 'Type',
    printer: 'Printer',
    screen: 'Skærm',
    add: 'Tilføj station',
  },
  integrationsStep: {
    intro:
      'Forbind dit regnskabsprogram, så hver dags salg lander i bogføringen, uden at nogen taster det. Du kan gøre det nu eller senere.',
    open: 'Åbn integrationer',
  },
  licenses: {
    intro:
      'Licenser slår borde, køkkenskærme, app-bestillinger og mere til. Prøveperioden indeholder alt; vælg licenser, før den udløber.',
    open: 'Se licenser',
  },
  library: {
    intro:
      'Vælg den type forretning, der ligner din mest. Vi tilføjer kategorier, retter, produkter, tilvalg og momssatser for dit land med ét klik; ret bagefter hvad du vil som ethvert produkt.',
    kind: 'Type forretning',
    kinds: { cafe: 'Café', bar: 'Bar', restaurant: 'Restaurant', shop: 'Butik' },
    preview: '{count} produkter i {categories} kategorier',
    import: 'Tilføj produkterne',
    imported: '{products} produkter i {categories} kategorier og et kasselayout er tilføjet.',
    merged: 'Alt fandtes allerede: intet er blevet dubleret.',
    layoutReady: 'Dit kasselayout er klar.',
    openLayout: 'Åbn kasselayoutet',
    testSale: 'Lav et testsalg',
    testSaleIntro:
      'Simulatoren sælger det første produkt i dit layout, betalt med kort, ligesom en rigtig kasse.',
    sold: 'Testsalget er gennemført: du kan sælge.',
    openOrders: 'Se ordren',
    price: 'Pris',
    vat: 'Moms {rate} %',
  },
  errors: {
    checkFields: 'Tjek de markerede felter.',
    required: 'Udfyld dette.',
    tooLong: 'Dette er for langt.',
    noVenue: 'Virksomheden har ingen forretning endnu.',
    noProducts: 'Tilføj først produkter til et kasselayout.',
    unknownEvent: 'Ukendt hændelse i opsætningsguiden.',
    unknownKind: 'Vælg café, bar, restaurant eller butik.',
    outOfOrder: 'Gør trinnene før dette færdige eller spring dem over først.',
  },
} satisfies NamespaceOnboardingWizardTranslation;

export default da_onboardingWizard;
