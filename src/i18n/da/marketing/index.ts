import type { NamespaceMarketingTranslation } from '../../i18n-types.ts';

const da_marketing = {
  brand: 'Ordna',
  meta: {
    home: {
      title: 'Ordna – alt-i-én-kassesystemet til restauranter, barer og caféer',
      description:
        'Kassesystem, QR-bestilling, selvbetjeningskiosker, køkkenskærme og betaling på håndterminal i én platform. Kom i gang på under et minut, og prøv gratis i 30 dage.',
    },
    pos: {
      title: 'Kassesystem til restauranter – betaling ved bordet, delt regning og drikkepenge | Ordna',
      description:
        'Et restaurantkassesystem med bordoversigt, betaling ved bordet, delt regning, drikkepenge, gavekort, pakketilbud og køkkenbeskeder. Kører på iOS og Android med printere fra EPSON og Star.',
    },
    handheld: {
      title: 'Håndterminal – tag bestillinger og betalinger ved bordet | Ordna',
      description:
        'Tag bestillingen, send den til køkkenet, og tag imod betalingen uden at forlade bordet. Ordna kører på de iOS- og Android-enheder, som personalet allerede kender.',
    },
    kitchen: {
      title: 'Digitale køkkenskærme – alle bestillinger fra alle kanaler | Ordna',
      description:
        'Køkkenskærme, der samler bestillinger fra kassen, QR-bestilling og kiosker, med visninger til hver serveringstid og statusfarver, der opdateres i realtid.',
    },
    ordering: {
      title: 'Bestilling ved bordet med QR-kode og selvbetjeningskiosker | Ordna',
      description:
        'Gæsterne scanner QR-koden på bordet, bestiller og betaler på mobilen eller i en selvbetjeningskiosk. Bestillingen går direkte til køkkenskærmen.',
    },
  },
  a11y: {
    skipToContent: 'Spring til indholdet',
    mainNavigation: 'Hovedmenu',
    home: 'Forsiden for Ordna',
    openMenu: 'Åbn menuen',
    closeMenu: 'Luk menuen',
    footerNavigation: 'Sidefodens menu',
  },
  header: {
    products: 'Produkter',
    testimonials: 'Kundehistorier',
    integrations: 'Integrationer',
    login: 'Log ind',
  },
  language: {
    label: 'Sprog',
    current: 'Sprog: {name}',
  },
  products: {
    pos: {
      name: 'Kassesystem',
      description: 'En komplet kasse til disken og bordet, med betaling indbygget.',
    },
    handheld: {
      name: 'Håndterminal',
      description: 'Tag bestillinger og betalinger ved bordet på en mobil eller en lille tablet.',
    },
    kitchen: {
      name: 'Køkkenskærm',
      description: 'Skærme, der erstatter køkkenbonner og viser hver bestilling med det samme.',
    },
    ordering: {
      name: 'Bestilling ved bordet',
      description: 'Gæsterne bestiller og betaler på mobilen med en QR-kode på bordet.',
    },
  },
  cta: {
    trial: 'Start din gratis prøveperiode på 30 dage',
    trialNote: 'Klar på under et minut. Gratis i 30 dage.',
    explore: 'Se alle funktioner',
  },
  home: {
    hero: {
      eyebrow: 'Til restauranter, barer, caféer og butikker',
      title: 'Én platform til alt, hvad din restaurant sælger',
      lead: 'Ordna samler kassesystem, QR-bestilling, selvbetjeningskiosker, køkkenskærme og bestilling og betaling på håndterminal i ét system, så hver bestilling ender samme sted.',
      illustration: 'En kasse, en håndterminal og en køkkenskærm, der viser den samme bestilling',
    },
    stats: {
      label: 'Ordna i tal',
      trialValue: '30 dage',
      trialLabel: 'gratis prøveperiode med alle funktioner',
      setupValue: 'Under 1 minut',
      setupLabel: 'fra tilmelding til første salg',
      revenueValue: 'Op til 30 %',
      revenueLabel: 'mere omsætning med QR-bestilling og kiosker',
    },
    platform: {
      title: 'Alt i én: fem måder at sælge på, ét system',
      lead: 'Start med kassen, og tilføj resten, når du får brug for det. Menuer, priser og rapporter deles af dem alle.',
      pos: {
        title: 'Kassesystem',
        body: 'En hurtig kasse til disken og bordet med bordoversigt, delt regning og drikkepenge.',
      },
      qr: {
        title: 'QR-bestilling',
        body: 'Gæsterne scanner koden på bordet, bestiller fra menuen og betaler på mobilen.',
      },
      kiosk: {
        title: 'Selvbetjeningskiosker',
        body: 'Lad gæsterne bestille og betale selv, mens personalet tager sig af maden.',
      },
      kitchen: {
        title: 'Køkkenskærme',
        body: 'Alle bestillinger fra alle kanaler på én skærm, sorteret efter tid og station.',
      },
      handheld: {
        title: 'Bestilling og betaling på håndterminal',
        body: 'Tag bestillingen og betalingen ved bordet uden at gå hen til kassen.',
      },
    },
    devices: {
      title: 'Virker med det udstyr, du allerede har',
      body: 'Ordna kører på telefoner og tablets med iOS og Android og udskriver kvitteringer og bonner på printere fra EPSON og Star. Intet specialudstyr og ingen installationsdag.',
      ios: 'iPhone og iPad',
      android: 'Telefoner og tablets med Android',
      printers: 'Printere fra EPSON og Star',
    },
    testimonials: {
      title: 'Det siger vores kunder',
      lead: 'Restauranter, barer og caféer, der driver deres servering med Ordna.',
      first: {
        body: 'Vi satte kassen op før frokosttravlheden og tog imod bestillinger samme dag. At dele regningen for et selskab på tolv tager nu få sekunder.',
        title: 'Ejer, kvartersbistro i Stockholm',
      },
      second: {
        body: 'Siden gæsterne begyndte at bestille med QR-koden, er den gennemsnitlige regning steget, og tjenerne kan bruge tiden på gæsterne i stedet for på køen.',
        title: 'Restaurantchef, fiskerestaurant i Bergen',
      },
      third: {
        body: 'Køkkenskærmene ændrede vores aftener. Kokkene ser hver bestilling fra salen, kiosken og appen på én gang, og farverne viser, hvad der er forsinket.',
        title: 'Køkkenchef, burgerrestaurant i Madrid',
      },
    },
    integrations: {
      title: 'Integrationer, der sparer dig for timer',
      lead: 'Ordna forbindes med de systemer, du allerede bruger, så salget ikke skal tastes ind to gange.',
      accounting: {
        title: 'Bogføring',
        body: 'Dagens salg sendes automatisk til dit bogføringssystem, med samlefakturering til fakturakunder.',
      },
      scheduling: {
        title: 'Vagtplan',
        body: 'Arbejdstimer og salg side om side, så du kan bemande rigtigt på de travle aftener.',
      },
      inventory: {
        title: 'Lager',
        body: 'Lageret falder, når du sælger, og du ved, hvad du skal bestille, før det slipper op.',
      },
      api: {
        title: 'Åbent API',
        body: 'Byg dine egne forbindelser med API-nøgler, som du opretter og tilbagekalder i administrationen.',
      },
    },
    company: {
      title: 'Med base i Stockholm, tæt på dig',
      body: 'Ordna udvikles og supporteres fra Stockholm. I Norge varetages kundeservicen af vores partner, som har mere end 25 års erfaring fra restaurationsbranchen.',
      stockholm: 'Hovedkontor i Stockholm',
      norway: 'Norsk partnersupport med over 25 års erfaring',
      chat: 'Supportchat nederst til højre i administrationen',
    },
  },
  pos: {
    hero: {
      eyebrow: 'Kassesystem',
      title: 'En kasse bygget til travle aftener',
      lead: 'Alt, hvad personalet har brug for i disken og ved bordet: bordoversigt, betaling ved bordet, delt regning, drikkepenge, gavekort og pakketilbud. Kører på iOS og Android og udskriver på printere fra EPSON og Star.',
      illustration: 'En kasse, der viser bordoversigten med ledige og betalte borde',
    },
    features: {
      title: 'Alle funktioner i Ordnas kassesystem',
      lead: 'De er alle med i den gratis prøveperiode på 30 dage.',
      payAtTable: {
        title: 'Betaling ved bordet',
        body: 'Bring betalingen til gæsten i stedet for gæsten til kassen.',
      },
      tableMap: {
        title: 'Bordoversigt',
        body: 'Se, hvilke borde der er ledige, bestiller eller venter på regningen.',
      },
      multiPay: {
        title: 'Multibetaling med flere terminaler',
        body: 'Tag imod betalinger på flere kortterminaler på én gang, når der er travlt.',
      },
      invoice: {
        title: 'Betaling på faktura',
        body: 'Lad erhvervskunder betale på faktura, med samlefakturering via din bogføringsintegration.',
      },
      stationControl: {
        title: 'Stationsstyring',
        body: 'Send hver ret til den rigtige station: grillen, det kolde køkken eller baren.',
      },
      layout: {
        title: 'Kasselayout',
        body: 'Indret sider og knapper, så dine mest solgte varer er ét tryk væk.',
      },
      splitBill: {
        title: 'Del regningen',
        body: 'Del hele regningen ligeligt, eller flyt enkelte varer over på en anden regning.',
      },
      discounts: {
        title: 'Rabatter til personale, venner og familie',
        body: 'Giv den rigtige rabat til de rigtige personer, og se den i dine rapporter.',
      },
      tips: {
        title: 'Håndtering af drikkepenge',
        body: 'Gæsten giver drikkepenge på kortterminalen, og du ser dem pr. vagt.',
      },
      packages: {
        title: 'Pakketilbud',
        body: 'To for én, flerretters menuer og kombomenuer med den rigtige pris på hver del.',
      },
      giftCards: { title: 'Gavekort', body: 'Sælg og indløs digitale eller fysiske gavekort.' },
      kitchenMessages: {
        title: 'Køkkenbeskeder',
        body: 'Send allergier og særlige ønsker til køkkenet sammen med bestillingen.',
      },
      orderSlips: {
        title: 'Samlede bonner',
        body: 'Udskriv én bon for hele bordet, så køkkenet kan planlægge retterne.',
      },
      payLater: {
        title: 'Betal senere til quick service',
        body: 'Gæsten bestiller først og betaler, når maden hentes.',
      },
    },
  },
  handheld: {
    hero: {
      eyebrow: 'Håndterminal',
      title: 'Tag bestillinger og betalinger ved bordet',
      lead: 'Hele kassen i lommen. Personalet tager bestillingen ved bordet, sender den direkte til køkkenet og tager imod betalingen, før gæsten når at bede om regningen.',
      illustration: 'En telefon, der tager en bestilling til bord 4',
    },
    points: {
      title: 'Færre skridt, mere salg',
      order: {
        title: 'Bestil ved bordet',
        body: 'Menuen, tilvalg og køkkenbeskeder på en telefon eller en lille tablet.',
      },
      kitchen: {
        title: 'Direkte til køkkenet',
        body: 'Bestillingen vises på køkkenskærmen eller printeren i samme øjeblik, den sendes.',
      },
      pay: {
        title: 'Betaling ved bordet',
        body: 'Del regningen, tilføj drikkepenge, og udskriv eller send kvitteringen, hvor gæsten sidder.',
      },
      devices: {
        title: 'Enheder, du allerede kender',
        body: 'Kører på enheder med iOS og Android, med printere fra EPSON og Star til kvitteringer.',
      },
    },
  },
  kitchen: {
    hero: {
      eyebrow: 'Køkkenskærm',
      title: 'Køkkenskærme, der kan følge med travlheden',
      lead: 'Erstat papirbonner med skærme, der samler hver bestilling fra kassen, håndterminalerne, QR-bestillingen og kioskerne og opdateres i realtid.',
      illustration: 'En køkkenskærm med bonner i grønt, gult og rødt',
    },
    points: {
      title: 'Lavet til dem, der står ved passet',
      channels: {
        title: 'Bestillinger fra alle kanaler',
        body: 'Spis her, takeaway, QR og kiosk lander på den samme skærm.',
      },
      views: {
        title: 'Visninger til hver serveringstid',
        body: 'Opsæt én visning til morgenmad, en anden til frokost og en tredje til aftensmad.',
      },
      colours: {
        title: 'Statusfarver',
        body: 'Grøn, gul og rød viser med det samme, hvilke bestillinger der er nye, i gang eller forsinkede.',
      },
      realtime: {
        title: 'Opdateres i realtid',
        body: 'Når en bestilling ændres ved bordet, ændres skærmen med det samme.',
      },
    },
  },
  ordering: {
    hero: {
      eyebrow: 'Bestilling ved bordet',
      title: 'Lad gæsterne bestille og betale fra bordet',
      lead: 'Sæt en QR-kode på hvert bord. Gæsterne åbner menuen på mobilen, bestiller og betaler, og bestillingen går direkte til køkkenet. Restauranter, der tilføjer QR-bestilling og kiosker, sælger op til 30 % mere.',
      illustration: 'En QR-kode på et bordstativ ved siden af en telefon, der viser menuen',
    },
    points: {
      title: 'Hurtigere service uden mere personale',
      qr: { title: 'QR-kode på bordet', body: 'Ingen app at downloade: menuen åbner i telefonens browser.' },
      kiosk: {
        title: 'Selvbetjeningskiosker',
        body: 'En kiosk ved indgangen tager imod bestillinger og betalinger, mens køen bevæger sig.',
      },
      pay: {
        title: 'Bestil og betal på én gang',
        body: 'Gæsten betaler ved bestillingen, så ingen venter på regningen.',
      },
      revenue: {
        title: 'Op til 30 % mere omsætning',
        body: 'Gæsterne ser hele menuen med billeder og tilvalg og bestiller igen uden at vente.',
      },
    },
  },
  footer: {
    ctaTitle: 'Prøv Ordna gratis i 30 dage',
    ctaBody: 'Opsæt din restaurant på under et minut. Alle funktioner er med i prøveperioden.',
    cta: 'Kom i gang',
    productsTitle: 'Produkter',
    companyTitle: 'Virksomheden',
    contactTitle: 'Kontakt',
    socialTitle: 'Følg os',
    social: 'Ordna på {network}',
    country: 'Sverige',
    supportEmail: 'Kundeservice: {email}',
    copyright: '© {year} Ordna AB. Alle rettigheder forbeholdes.',
  },
} satisfies NamespaceMarketingTranslation;

export default da_marketing;
