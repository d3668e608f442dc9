import type { NamespaceMarketingTranslation } from '../../i18n-types.ts';

const sv_marketing = {
  brand: 'Ordna',
  meta: {
    home: {
      title: 'Ordna – allt-i-ett-kassasystemet för restauranger, barer och kaféer',
      description:
        'Kassasystem, QR-beställning, självbetjäningskiosker, köksskärmar och betalning i handdatorn på en plattform. Kom igång på under en minut och testa gratis i 30 dagar.',
    },
    pos: {
      title: 'Kassasystem för restauranger – betalning vid bordet, delade notor och dricks | Ordna',
      description:
        'Ett restaurangkassasystem med bordskarta, betalning vid bordet, delad nota, dricks, presentkort, paketerbjudanden och köksmeddelanden. Fungerar på iOS och Android med EPSON- och Star-skrivare.',
    },
    handheld: {
      title: 'Handdator – ta beställningar och betalningar vid bordet | Ordna',
      description:
        'Ta beställningen, skicka den till köket och ta betalt utan att lämna bordet. Ordna fungerar på de iOS- och Android-enheter som din personal redan kan.',
    },
    kitchen: {
      title: 'Digitala köksskärmar – alla beställningar från alla kanaler | Ordna',
      description:
        'Köksskärmar som samlar beställningar från kassan, QR-beställning och kiosker, med vyer för varje serveringstid och statusfärger som uppdateras i realtid.',
    },
    ordering: {
      title: 'Beställning vid bordet med QR-kod och självbetjäningskiosker | Ordna',
      description:
        'Gästen skannar QR-koden på bordet, beställer och betalar i mobilen eller i en självbetjäningskiosk. Beställningen går direkt till köksskärmen.',
    },
  },
  a11y: {
    skipToContent: 'Hoppa till innehållet',
    mainNavigation: 'Huvudmeny',
    home: 'Startsidan för Ordna',
    openMenu: 'Öppna menyn',
    closeMenu: 'Stäng menyn',
    footerNavigation: 'Sidfotens meny',
  },
  header: {
    products: 'Produkter',
    testimonials: 'Kundröster',
    integrations: 'Integrationer',
    login: 'Logga in',
  },
  language: {
    label: 'Språk',
    current: 'Språk: {name}',
  },
  products: {
    pos: {
      name: 'Kassasystem',
      description: 'En komplett kassa för disken och bordet, med betalningar inbyggda.',
    },
    handheld: {
      name: 'Handdator',
      description: 'Ta beställningar och betalningar vid bordet i en mobil eller liten surfplatta.',
    },
    kitchen: {
      name: 'Köksskärm',
      description: 'Skärmar som ersätter kökslappar och visar varje beställning direkt.',
    },
    ordering: {
      name: 'Beställning vid bordet',
      description: 'Gästerna beställer och betalar i mobilen med en QR-kod på bordet.',
    },
  },
  cta: {
    trial: 'Starta din gratis provperiod på 30 dagar',
    trialNote: 'Klart på under en minut. Gratis i 30 dagar.',
    explore: 'Se alla funktioner',
  },
  home: {
    hero: {
      eyebrow: 'För restauranger, barer, kaféer och butiker',
      title: 'En plattform för allt din restaurang säljer',
      lead: 'Ordna samlar kassasystem, QR-beställning, självbetjäningskiosker, köksskärmar och beställning och betalning i handdatorn i ett system, så att varje beställning hamnar på samma ställe.',
      illustration: 'En kassa, en handdator och en köksskärm som visar samma beställning',
    },
    stats: {
      label: 'Ordna i siffror',
      trialValue: '30 dagar',
      trialLabel: 'gratis provperiod, med alla funktioner',
      setupValue: 'Under 1 minut',
      setupLabel: 'från registrering till första försäljningen',
      revenueValue: 'Upp till 30 %',
      revenueLabel: 'mer intäkter med QR-beställning och kiosker',
    },
    platform: {
      title: 'Allt i ett: fem sätt att sälja, ett system',
      lead: 'Börja med kassan och lägg till resten när du behöver det. Menyer, priser och rapporter delas av alla.',
      pos: {
        title: 'Kassasystem',
        body: 'En snabb kassa för disken och bordet, med bordskarta, delad nota och dricks.',
      },
      qr: {
        title: 'QR-beställning',
        body: 'Gästerna skannar koden på bordet, beställer från menyn och betalar i mobilen.',
      },
      kiosk: {
        title: 'Självbetjäningskiosker',
        body: 'Låt gästerna beställa och betala själva medan personalen tar hand om maten.',
      },
      kitchen: {
        title: 'Köksskärmar',
        body: 'Alla beställningar från alla kanaler på en skärm, sorterade efter tid och station.',
      },
      handheld: {
        title: 'Beställning och betalning i handdatorn',
        body: 'Ta beställningen och betalningen vid bordet utan att gå till kassan.',
      },
    },
    devices: {
      title: 'Fungerar med den utrustning du redan har',
      body: 'Ordna körs på mobiler och surfplattor med iOS och Android och skriver ut kvitton och bongar på skrivare från EPSON och Star. Ingen specialutrustning och ingen installationsdag.',
      ios: 'iPhone och iPad',
      android: 'Mobiler och surfplattor med Android',
      printers: 'Skrivare från EPSON och Star',
    },
    testimonials: {
      title: 'Det här säger våra kunder',
      lead: 'Restauranger, barer och kaféer som kör sin servering med Ordna.',
      first: {
        body: 'Vi satte upp kassan före lunchrusningen och tog beställningar samma dag. Att dela notan för ett sällskap på tolv tar nu några sekunder.',
        title: 'Ägare, kvartersbistro i Stockholm',
      },
      second: {
        body: 'Sedan gästerna började beställa med QR-koden har snittnotan ökat, och serveringspersonalen kan lägga tiden på gästerna i stället för på kön.',
        title: 'Restaurangchef, fisk- och skaldjursrestaurang i Bergen',
      },
      third: {
        body: 'Köksskärmarna förändrade våra kvällar. Kockarna ser varje beställning från matsalen, kiosken och appen på en gång, och färgerna visar vad som är sent.',
        title: 'Köksmästare, hamburgerrestaurang i Madrid',
      },
    },
    integrations: {
      title: 'Integrationer som sparar timmar',
      lead: 'Ordna kopplas till systemen du redan använder, så att försäljningen inte behöver matas in två gånger.',
      accounting: {
        title: 'Bokföring',
        body: 'Dagens försäljning går automatiskt till ditt bokföringssystem, med samlingsfakturering för fakturakunder.',
      },
      scheduling: {
        title: 'Personalschema',
        body: 'Arbetstid och försäljning sida vid sida, så att du kan bemanna rätt de stökiga kvällarna.',
      },
      inventory: {
        title: 'Lager',
        body: 'Lagret minskar när du säljer, och du vet vad du ska beställa innan det tar slut.',
      },
      api: {
        title: 'Öppet API',
        body: 'Bygg egna kopplingar med API-nycklar som du skapar och återkallar i administrationen.',
      },
    },
    company: {
      title: 'Med bas i Stockholm, nära dig',
      body: 'Ordna utvecklas och supportas från Stockholm. I Norge sköts kundtjänsten av vår partner, som har mer än 25 års erfarenhet av restaurangbranschen.',
      stockholm: 'Huvudkontor i Stockholm',
      norway: 'Norsk partnersupport med över 25 års erfarenhet',
      chat: 'Supportchatt nere till höger i administrationen',
    },
  },
  pos: {
    hero: {
      eyebrow: 'Kassasystem',
      title: 'En kassa byggd för full rulle',
      lead: 'Allt personalen behöver i disken och vid bordet: bordskarta, betalning vid bordet, delad nota, dricks, presentkort och paketerbjudanden. Fungerar på iOS och Android och skriver ut på skrivare från EPSON och Star.',
      illustration: 'En kassa som visar bordskartan med lediga och betalda bord',
    },
    features: {
      title: 'Alla funktioner i Ordnas kassasystem',
      lead: 'Alla ingår i den kostnadsfria provperioden på 30 dagar.',
      payAtTable: {
        title: 'Betalning vid bordet',
        body: 'Ta betalningen till gästen i stället för gästen till kassan.',
      },
      tableMap: {
        title: 'Bordskarta',
        body: 'Se vilka bord som är lediga, beställer eller väntar på notan.',
      },
      multiPay: {
        title: 'Multibetalning med flera terminaler',
        body: 'Ta betalt på flera kortterminaler samtidigt när det är som mest.',
      },
      invoice: {
        title: 'Betalning mot faktura',
        body: 'Låt företagskunder betala mot faktura, med samlingsfakturering via din bokföringsintegration.',
      },
      stationControl: {
        title: 'Stationsstyrning',
        body: 'Skicka varje rätt till rätt station: grillen, kallskänken eller baren.',
      },
      layout: {
        title: 'Kassalayout',
        body: 'Ordna sidor och knappar så att dina mest sålda artiklar är ett tryck bort.',
      },
      splitBill: {
        title: 'Dela notan',
        body: 'Dela hela notan lika eller flytta enskilda artiklar till en annan nota.',
      },
      discounts: {
        title: 'Rabatter för personal, vänner och familj',
        body: 'Ge rätt rabatt till rätt personer och se den i dina rapporter.',
      },
      tips: {
        title: 'Hantering av dricks',
        body: 'Gästen lägger till dricks på kortterminalen och du ser den per pass.',
      },
      packages: {
        title: 'Paketerbjudanden',
        body: 'Två för en, flerrättersmenyer och kombomenyer med rätt pris på varje del.',
      },
      giftCards: { title: 'Presentkort', body: 'Sälj och lös in digitala eller fysiska presentkort.' },
      kitchenMessages: {
        title: 'Köksmeddelanden',
        body: 'Skicka allergier och särskilda önskemål till köket tillsammans med beställningen.',
      },
      orderSlips: {
        title: 'Samlade bongar',
        body: 'Skriv ut en bong för hela bordet så att köket kan planera rätterna.',
      },
      payLater: {
        title: 'Betala senare för snabbmat',
        body: 'Gästen beställer först och betalar när maten hämtas.',
      },
    },
  },
  handheld: {
    hero: {
      eyebrow: 'Handdator',
      title: 'Ta beställningar och betalningar vid bordet',
      lead: 'Hela kassan i fickan. Personalen tar beställningen vid bordet, skickar den direkt till köket och tar betalt innan gästen hinner be om notan.',
      illustration: 'En mobil som tar en beställning för bord 4',
    },
    points: {
      title: 'Mindre spring, mer försäljning',
      order: {
        title: 'Beställ vid bordet',
        body: 'Menyn, tillval och köksmeddelanden i en mobil eller en liten surfplatta.',
      },
      kitchen: {
        title: 'Direkt till köket',
        body: 'Beställningen syns på köksskärmen eller skrivaren i samma stund som den skickas.',
      },
      pay: {
        title: 'Betalning vid bordet',
        body: 'Dela notan, lägg till dricks och skriv ut eller skicka kvittot där gästen sitter.',
      },
      devices: {
        title: 'Enheter du redan kan',
        body: 'Fungerar på enheter med iOS och Android, med skrivare från EPSON och Star för kvitton.',
      },
    },
  },
  kitchen: {
    hero: {
      eyebrow: 'Köksskärm',
      title: 'Köksskärmar som hänger med i rusningen',
      lead: 'Ersätt papperslappar med skärmar som samlar varje beställning från kassan, handdatorerna, QR-beställningen och kioskerna, och uppdateras i realtid.',
      illustration: 'En köksskärm med bongar i grönt, gult och rött',
    },
    points: {
      title: 'Gjord för dem som står vid passet',
      channels: {
        title: 'Beställningar från alla kanaler',
        body: 'Äta här, avhämtning, QR och kiosk hamnar på samma skärm.',
      },
      views: {
        title: 'Vyer för varje serveringstid',
        body: 'Ställ in en vy för frukost, en annan för lunch och en tredje för middag.',
      },
      colours: {
        title: 'Statusfärger',
        body: 'Grönt, gult och rött visar direkt vilka beställningar som är nya, pågående eller sena.',
      },
      realtime: {
        title: 'Uppdateras i realtid',
        body: 'När en beställning ändras vid bordet ändras skärmen också.',
      },
    },
  },
  ordering: {
    hero: {
      eyebrow: 'Beställning vid bordet',
      title: 'Låt gästerna beställa och betala från bordet',
      lead: 'Sätt en QR-kod på varje bord. Gästerna öppnar menyn i mobilen, beställer och betalar, och beställningen går direkt till köket. Restauranger som lägger till QR-beställning och kiosker säljer upp till 30 % mer.',
      illustration: 'En QR-kod på ett bordsställ bredvid en mobil som visar menyn',
    },
    points: {
      title: 'Snabbare service utan mer personal',
      qr: { title: 'QR-kod på bordet', body: 'Ingen app att ladda ner: menyn öppnas i mobilens webbläsare.' },
      kiosk: {
        title: 'Självbetjäningskiosker',
        body: 'En kiosk vid entrén tar emot beställningar och betalningar medan kön rör sig.',
      },
      pay: {
        title: 'Beställ och betala på en gång',
        body: 'Gästen betalar när hen beställer, så ingen väntar på notan.',
      },
      revenue: {
        title: 'Upp till 30 % mer intäkter',
        body: 'Gästerna ser hela menyn med bilder och tillval, och beställer igen utan att vänta.',
      },
    },
  },
  footer: {
    ctaTitle: 'Testa Ordna gratis i 30 dagar',
    ctaBody: 'Sätt upp din restaurang på under en minut. Alla funktioner ingår i provperioden.',
    cta: 'Kom igång',
    productsTitle: 'Produkter',
    companyTitle: 'Företaget',
    contactTitle: 'Kontakt',
    socialTitle: 'Följ oss',
    social: 'Ordna på {network}',
    country: 'Sverige',
    supportEmail: 'Kundtjänst: {email}',
    copyright: '© {year} Ordna AB. Alla rättigheter förbehållna.',
  },
} satisfies NamespaceMarketingTranslation;

export default sv_marketing;
