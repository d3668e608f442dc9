import type { NamespaceMarketingTranslation } from '../../i18n-types.ts';

const no_marketing = {
  brand: 'Ordna',
  meta: {
    home: {
      title: 'Ordna – alt-i-ett-kassasystemet for restauranter, barer og kafeer',
      description:
        'Kassasystem, QR-bestilling, selvbetjeningskiosker, kjøkkenskjermer og betaling på håndterminal i én plattform. Kom i gang på under ett minutt og prøv gratis i 30 dager.',
    },
    pos: {
      title: 'Kassasystem for restauranter – betaling ved bordet, delt regning og tips | Ordna',
      description:
        'Et restaurantkassasystem med bordkart, betaling ved bordet, delt regning, tips, gavekort, pakketilbud og kjøkkenmeldinger. Fungerer på iOS og Android med skrivere fra EPSON og Star.',
    },
    handheld: {
      title: 'Håndterminal – ta bestillinger og betalinger ved bordet | Ordna',
      description:
        'Ta bestillingen, send den til kjøkkenet og ta betalt uten å forlate bordet. Ordna fungerer på iOS- og Android-enhetene de ansatte allerede kjenner.',
    },
    kitchen: {
      title: 'Digitale kjøkkenskjermer – alle bestillinger fra alle kanaler | Ordna',
      description:
        'Kjøkkenskjermer som samler bestillinger fra kassen, QR-bestilling og kiosker, med visninger for hver serveringstid og statusfarger som oppdateres i sanntid.',
    },
    ordering: {
      title: 'Bestilling ved bordet med QR-kode og selvbetjeningskiosker | Ordna',
      description:
        'Gjestene skanner QR-koden på bordet, bestiller og betaler på mobilen eller i en selvbetjeningskiosk. Bestillingen går rett til kjøkkenskjermen.',
    },
  },
  a11y: {
    skipToContent: 'Hopp til innholdet',
    mainNavigation: 'Hovedmeny',
    home: 'Forsiden til Ordna',
    openMenu: 'Åpne menyen',
    closeMenu: 'Lukk menyen',
    footerNavigation: 'Bunntekstmeny',
  },
  header: {
    products: 'Produkter',
    testimonials: 'Kundehistorier',
    integrations: 'Integrasjoner',
    login: 'Logg inn',
  },
  language: {
    label: 'Språk',
    current: 'Språk: {name}',
  },
  products: {
    pos: {
      name: 'Kassasystem',
      description: 'En komplett kasse for disken og bordet, med betaling innebygd.',
    },
    handheld: {
      name: 'Håndterminal',
      description: 'Ta bestillinger og betalinger ved bordet på en mobil eller et lite nettbrett.',
    },
    kitchen: {
      name: 'Kjøkkenskjerm',
      description: 'Skjermer som erstatter kjøkkenlapper og viser hver bestilling fortløpende.',
    },
    ordering: {
      name: 'Bestilling ved bordet',
      description: 'Gjestene bestiller og betaler på mobilen med en QR-kode på bordet.',
    },
  },
  cta: {
    trial: 'Start din gratis prøveperiode på 30 dager',
    trialNote: 'Klart på under ett minutt. Gratis i 30 dager.',
    explore: 'Se alle funksjoner',
  },
  home: {
    hero: {
      eyebrow: 'For restauranter, barer, kafeer og butikker',
      title: 'Én plattform for alt restauranten din selger',
      lead: 'Ordna samler kassasystem, QR-bestilling, selvbetjeningskiosker, kjøkkenskjermer og bestilling og betaling på håndterminal i ett system, slik at hver bestilling havner på samme sted.',
      illustration: 'En kasse, en håndterminal og en kjøkkenskjerm som viser den samme bestillingen',
    },
    stats: {
      label: 'Ordna i tall',
      trialValue: '30 dager',
      trialLabel: 'gratis prøveperiode, med alle funksjoner',
      setupValue: 'Under 1 minutt',
      setupLabel: 'fra registrering til første salg',
      revenueValue: 'Opptil 30 %',
      revenueLabel: 'mer omsetning med QR-bestilling og kiosker',
    },
    platform: {
      title: 'Alt i ett: fem måter å selge på, ett system',
      lead: 'Start med kassen og legg til resten når du trenger det. Menyer, priser og rapporter deles av alle.',
      pos: {
        title: 'Kassasystem',
        body: 'En rask kasse for disken og bordet, med bordkart, delt regning og tips.',
      },
      qr: {
        title: 'QR-bestilling',
        body: 'Gjestene skanner koden på bordet, bestiller fra menyen og betaler på mobilen.',
      },
      kiosk: {
        title: 'Selvbetjeningskiosker',
        body: 'La gjestene bestille og betale selv mens de ansatte tar seg av maten.',
      },
      kitchen: {
        title: 'Kjøkkenskjermer',
        body: 'Alle bestillinger fra alle kanaler på én skjerm, sortert etter tid og stasjon.',
      },
      handheld: {
        title: 'Bestilling og betaling på håndterminal',
        body: 'Ta bestillingen og betalingen ved bordet uten å gå til kassen.',
      },
    },
    devices: {
      title: 'Fungerer med utstyret du allerede har',
      body: 'Ordna kjører på mobiler og nettbrett med iOS og Android og skriver ut kvitteringer og bonger på skrivere fra EPSON og Star. Ikke noe spesialutstyr og ingen installasjonsdag.',
      ios: 'iPhone og iPad',
      android: 'Mobiler og nettbrett med Android',
      printers: 'Skrivere fra EPSON og Star',
    },
    testimonials: {
      title: 'Dette sier kundene våre',
      lead: 'Restauranter, barer og kafeer som driver serveringen sin med Ordna.',
      first: {
        body: 'Vi satte opp kassen før lunsjrushet og tok imot bestillinger samme dag. Å dele regningen for et bord på tolv tar nå noen sekunder.',
        title: 'Eier, nabolagsbistro i Stockholm',
      },
      second: {
        body: 'Etter at gjestene begynte å bestille med QR-koden, har snittregningen økt, og servitørene kan bruke tiden på gjestene i stedet for på køen.',
        title: 'Restaurantsjef, sjømatrestaurant i Bergen',
      },
      third: {
        body: 'Kjøkkenskjermene forandret kveldene våre. Kokkene ser hver bestilling fra salen, kiosken og appen samtidig, og fargene viser hva som er forsinket.',
        title: 'Kjøkkensjef, burgerrestaurant i Madrid',
      },
    },
    integrations: {
      title: 'Integrasjoner som sparer deg for timer',
      lead: 'Ordna kobles til systemene du allerede bruker, så salget ikke må tastes inn to ganger.',
      accounting: {
        title: 'Regnskap',
        body: 'Dagens salg går automatisk til regnskapssystemet ditt, med samlefakturering for fakturakunder.',
      },
      scheduling: {
        title: 'Vaktplan',
        body: 'Arbeidstimer og salg side om side, så du kan bemanne riktig på de travle kveldene.',
      },
      inventory: {
        title: 'Lager',
        body: 'Lageret går ned når du selger, og du vet hva du skal bestille før det går tomt.',
      },
      api: {
        title: 'Åpent API',
        body: 'Bygg egne koblinger med API-nøkler som du oppretter og trekker tilbake i administrasjonen.',
      },
    },
    company: {
      title: 'Med base i Stockholm, nær deg',
      body: 'Ordna utvikles og supporteres fra Stockholm. I Norge håndteres kundeservicen av vår partner, som har mer enn 25 års erfaring fra serveringsbransjen.',
      stockholm: 'Hovedkontor i Stockholm',
      norway: 'Norsk partnersupport med over 25 års erfaring',
      chat: 'Supportchat nede til høyre i administrasjonen',
    },
  },
  pos: {
    hero: {
      eyebrow: 'Kassasystem',
      title: 'En kasse bygd for travle kvelder',
      lead: 'Alt de ansatte trenger i disken og ved bordet: bordkart, betaling ved bordet, delt regning, tips, gavekort og pakketilbud. Fungerer på iOS og Android og skriver ut på skrivere fra EPSON og Star.',
      illustration: 'En kasse som viser bordkartet med ledige og betalte bord',
    },
    features: {
      title: 'Alle funksjonene i Ordnas kassasystem',
      lead: 'Alle er med i den gratis prøveperioden på 30 dager.',
      payAtTable: {
        title: 'Betaling ved bordet',
        body: 'Ta betalingen til gjesten i stedet for gjesten til kassen.',
      },
      tableMap: {
        title: 'Bordkart',
        body: 'Se hvilke bord som er ledige, bestiller eller venter på regningen.',
      },
      multiPay: {
        title: 'Multibetaling med flere terminaler',
        body: 'Ta betalt på flere kortterminaler samtidig når det er travlest.',
      },
      invoice: {
        title: 'Betaling med faktura',
        body: 'La bedriftskunder betale med faktura, med samlefakturering via regnskapsintegrasjonen din.',
      },
      stationControl: {
        title: 'Stasjonsstyring',
        body: 'Send hver rett til riktig stasjon: grillen, det kalde kjøkkenet eller baren.',
      },
      layout: {
        title: 'Kasseoppsett',
        body: 'Ordne sider og knapper slik at de mest solgte varene er ett trykk unna.',
      },
      splitBill: {
        title: 'Del regningen',
        body: 'Del hele regningen likt eller flytt enkeltvarer til en annen regning.',
      },
      discounts: {
        title: 'Rabatter for ansatte, venner og familie',
        body: 'Gi riktig rabatt til riktige personer, og se den i rapportene dine.',
      },
      tips: {
        title: 'Håndtering av tips',
        body: 'Gjesten legger til tips på kortterminalen, og du ser det per skift.',
      },
      packages: {
        title: 'Pakketilbud',
        body: 'To for én, flerretters menyer og kombomenyer med riktig pris på hver del.',
      },
      giftCards: { title: 'Gavekort', body: 'Selg og løs inn digitale eller fysiske gavekort.' },
      kitchenMessages: {
        title: 'Kjøkkenmeldinger',
        body: 'Send allergier og spesielle ønsker til kjøkkenet sammen med bestillingen.',
      },
      orderSlips: {
        title: 'Samlebonger',
        body: 'Skriv ut én bong for hele bordet, så kjøkkenet kan planlegge rettene.',
      },
      payLater: {
        title: 'Betal senere for hurtigmat',
        body: 'Gjesten bestiller først og betaler når maten hentes.',
      },
    },
  },
  handheld: {
    hero: {
      eyebrow: 'Håndterminal',
      title: 'Ta bestillinger og betalinger ved bordet',
      lead: 'Hele kassen i lomma. De ansatte tar bestillingen ved bordet, sender den rett til kjøkkenet og tar betalt før gjesten rekker å be om regningen.',
      illustration: 'En mobil som tar en bestilling for bord 4',
    },
    points: {
      title: 'Mindre gåing, mer salg',
      order: {
        title: 'Bestill ved bordet',
        body: 'Menyen, tilvalg og kjøkkenmeldinger på en mobil eller et lite nettbrett.',
      },
      kitchen: {
        title: 'Rett til kjøkkenet',
        body: 'Bestillingen vises på kjøkkenskjermen eller skriveren i det øyeblikket den sendes.',
      },
      pay: {
        title: 'Betaling ved bordet',
        body: 'Del regningen, legg til tips og skriv ut eller send kvitteringen der gjesten sitter.',
      },
      devices: {
        title: 'Enheter du allerede kjenner',
        body: 'Fungerer på enheter med iOS og Android, med skrivere fra EPSON og Star for kvitteringer.',
      },
    },
  },
  kitchen: {
    hero: {
      eyebrow: 'Kjøkkenskjerm',
      title: 'Kjøkkenskjermer som holder tritt med rushet',
      lead: 'Erstatt papirlapper med skjermer som samler hver bestilling fra kassen, håndterminalene, QR-bestillingen og kioskene, og som oppdateres i sanntid.',
      illustration: 'En kjøkkenskjerm med bonger i grønt, gult og rødt',
    },
    points: {
      title: 'Laget for dem som står ved passet',
      channels: {
        title: 'Bestillinger fra alle kanaler',
        body: 'Spise her, takeaway, QR og kiosk havner på samme skjerm.',
      },
      views: {
        title: 'Visninger for hver serveringstid',
        body: 'Sett opp én visning for frokost, en annen for lunsj og en tredje for middag.',
      },
      colours: {
        title: 'Statusfarger',
        body: 'Grønt, gult og rødt viser med en gang hvilke bestillinger som er nye, i arbeid eller forsinket.',
      },
      realtime: {
        title: 'Oppdateres i sanntid',
        body: 'Når en bestilling endres ved bordet, endres skjermen også.',
      },
    },
  },
  ordering: {
    hero: {
      eyebrow: 'Bestilling ved bordet',
      title: 'La gjestene bestille og betale fra bordet',
      lead: 'Sett en QR-kode på hvert bord. Gjestene åpner menyen på mobilen, bestiller og betaler, og bestillingen går rett til kjøkkenet. Restauranter som tar i bruk QR-bestilling og kiosker, selger opptil 30 % mer.',
      illustration: 'En QR-kode på et bordstativ ved siden av en mobil som viser menyen',
    },
    points: {
      title: 'Raskere service uten flere ansatte',
      qr: { title: 'QR-kode på bordet', body: 'Ingen app å laste ned: menyen åpnes i mobilens nettleser.' },
      kiosk: {
        title: 'Selvbetjeningskiosker',
        body: 'En kiosk ved inngangen tar imot bestillinger og betalinger mens køen går.',
      },
      pay: {
        title: 'Bestill og betal på én gang',
        body: 'Gjesten betaler når hen bestiller, så ingen venter på regningen.',
      },
      revenue: {
        title: 'Opptil 30 % mer omsetning',
        body: 'Gjestene ser hele menyen med bilder og tilvalg, og bestiller igjen uten å vente.',
      },
    },
  },
  footer: {
    ctaTitle: 'Prøv Ordna gratis i 30 dager',
    ctaBody: 'Sett opp restauranten din på under ett minutt. Alle funksjoner er med i prøveperioden.',
    cta: 'Kom i gang',
    productsTitle: 'Produkter',
    companyTitle: 'Selskapet',
    contactTitle: 'Kontakt',
    socialTitle: 'Følg oss',
    social: 'Ordna på {network}',
    country: 'Sverige',
    supportEmail: 'Kundeservice: {email}',
    copyright: '© {year} Ordna AB. Alle rettigheter forbeholdt.',
  },
} satisfies NamespaceMarketingTranslation;

export default no_marketing;
