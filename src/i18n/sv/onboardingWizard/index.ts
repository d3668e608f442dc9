import type { NamespaceOnboardingWizardTranslation } from '../../i18n-types.js';

const sv_onboardingWizard = {
  welcome: {
    title: 'Välkommen till Ordna, {name}',
    body: 'Nu sätter vi upp {company} tillsammans. Sex korta steg tar dig från ett tomt konto till din första försäljning; du kan hoppa över vilket steg som helst och komma tillbaka senare, på vilken enhet som helst.',
    start: 'Börja',
    resume: 'Fortsätt där du slutade',
    done: 'Allt är klart. Gå till översikten',
  },
  wizard: 'Steg för att komma igång',
  progress: 'Kom igång: {done} av {total} klara',
  stepOf: 'Steg {index} av {total}',
  continue: 'Fortsätt',
  skip: 'Hoppa över steget',
  back: 'Tillbaka',
  finished: 'Allt är uppsatt. Bra jobbat!',
  toDashboard: 'Gå till översikten',
  states: { done: 'Klart', skipped: 'Överhoppat', open: 'Att göra' },
  pages: {
    account: 'Ditt konto',
    information: 'Företagsuppgifter',
    stations: 'Köksstationer',
    integrations: 'Integrationer',
    licenses: 'Licenser',
    productLibrary: 'Meny från produktbiblioteket',
  },
  outOfOrder: 'Gör klart eller hoppa över ”{page}” först: du skickades dit.',
  account: {
    intro: 'Det här är kontot du registrerade dig med. Du kan ändra uppgifterna senare under Inställningar.',
    name: 'Namn',
    email: 'E-post',
    company: 'Företag',
  },
  information: {
    intro: 'Företagets namn, juridiska namn och adress står på kvitton och rapporter; Fortsätt sparar dem.',
    businessName: 'Företagets namn',
    legalName: 'Juridiskt namn',
    street: 'Gatuadress',
    zip: 'Postnummer',
    city: 'Ort',
  },
  stations: {
    intro: 'En station är en köksskrivare eller skärm som beställningarna går till.',
    existing: 'Dina stationer',
    none: 'Inga stationer ännu.',
    name: 'Stationens namn',
    kind: 'Typ',
    printer: 'Skrivare',
    screen: 'Skärm',
    add: 'Lägg till station',
  },
  integrationsStep: {
    intro:
      'Koppla ditt bokföringsprogram så hamnar varje dags försäljning i bokföringen utan att någon skriver av den. Du kan göra det nu eller senare.',
    open: 'Öppna integrationer',
  },
  licenses: {
    intro:
      'Licenser slår på bord, köksskärmar, appbeställningar med mera. Provperioden innehåller allt; välj licenser innan den tar slut.',
    open: 'Se licenser',
  },
  library: {
    intro:
      'Välj den typ av verksamhet som liknar din mest. Vi lägger till kategorier, rätter, produkter, tillval och momssatser för ditt land med ett klick; ändra sedan vad du vill som vilken produkt som helst.',
    kind: 'Typ av verksamhet',
    kinds: { cafe: 'Kafé', bar: 'Bar', restaurant: 'Restaurang', shop: 'Butik' },
    preview: '{count} produkter i {categories} kategorier',
    import: 'Lägg till produkterna',
    imported: '{products} produkter i {categories} kategorier och en kassalayout har lagts till.',
    merged: 'Allt fanns redan: inget har dubblerats.',
    layoutReady: 'Din kassalayout är klar.',
    openLayout: 'Öppna kassalayouten',
    testSale: 'Gör ett testköp',
    testSaleIntro:
      'Simulatorn säljer den första produkten i din layout, betald med kort, precis som en riktig kassa.',
    sold: 'Testköpet är gjort: du kan börja sälja.',
    openOrders: 'Se ordern',
    price: 'Pris',
    vat: 'Moms {rate} %',
  },
  errors: {
    checkFields: 'Kontrollera de markerade fälten.',
    required: 'Fyll i det här.',
    tooLong: 'Det här är för långt.',
    noVenue: 'Företaget har ingen verksamhet ännu.',
    noProducts: 'Lägg först till produkter i en kassalayout.',
    unknownEvent: 'Okänd händelse i kom igång-guiden.',
    unknownKind: 'Välj kafé, bar, restaurang eller butik.',
    outOfOrder: 'Gör klart eller hoppa över stegen före det här först.',
  },
} satisfies NamespaceOnboardingWizardTranslation;

export default sv_onboardingWizard;
