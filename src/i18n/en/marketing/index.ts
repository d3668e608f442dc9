import type { BaseTranslation } from '../../i18n-types.js';

/** The public marketing site (src/site): every word a logged-out visitor reads before logging in. */
const en_marketing = {
  brand: 'Ordna',
  meta: {
    home: {
      title: 'Ordna – the all-in-one POS platform for restaurants, bars and cafés',
      description:
        'Point of sale, QR ordering, self-service kiosks, kitchen screens and handheld payments in one platform. Set up in under a minute and try it free for 30 days.',
    },
    pos: {
      title: 'POS system for restaurants – payment at the table, split bills and tips | Ordna',
      description:
        'A restaurant till with table map, pay at table, split bills, tips, gift cards, package deals and kitchen messages. Runs on iOS and Android with EPSON and Star printers.',
    },
    handheld: {
      title: 'Handheld terminal – take orders and payments at the table | Ordna',
      description:
        'Take the order, send it to the kitchen and take the payment without leaving the table. Ordna runs on the iOS and Android devices your staff already know.',
    },
    kitchen: {
      title: 'Digital kitchen screens – every order from every channel | Ordna',
      description:
        'Kitchen screens that collect orders from the till, QR ordering and kiosks, with views for each service time and status colours that update in real time.',
    },
    ordering: {
      title: 'Tableside ordering by QR code and self-service kiosks | Ordna',
      description:
        'Guests scan the QR code on the table, order and pay from their phone, or order at a self-service kiosk. Orders go straight to the kitchen screen.',
    },
  },
  a11y: {
    skipToContent: 'Skip to content',
    mainNavigation: 'Main navigation',
    home: 'Ordna home page',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    footerNavigation: 'Footer navigation',
  },
  header: {
    products: 'Products',
    testimonials: 'Testimonials',
    integrations: 'Integrations',
    login: 'Log in',
  },
  language: {
    label: 'Language',
    current: 'Language: {name:string}',
  },
  products: {
    pos: {
      name: 'POS',
      description: 'A complete till for the counter and the table, with payments built in.',
    },
    handheld: {
      name: 'Handheld',
      description: 'Take orders and payments at the table on a phone or small tablet.',
    },
    kitchen: {
      name: 'Kitchen Display System',
      description: 'Screens that replace kitchen printouts and show every order live.',
    },
    ordering: {
      name: 'Tableside ordering',
      description: 'Guests order and pay from their phone with a QR code on the table.',
    },
  },
  cta: {
    trial: 'Start your 30-day free trial',
    trialNote: 'Set up in under a minute. Free for 30 days.',
    explore: 'See all features',
  },
  home: {
    hero: {
      eyebrow: 'For restaurants, bars, cafés and shops',
      title: 'One platform for everything your restaurant sells',
      lead: 'Ordna brings point of sale, QR ordering, self-service kiosks, kitchen screens and handheld ordering and payment together in one system, so every order ends up in the same place.',
      illustration: 'A till, a handheld terminal and a kitchen screen showing the same order',
    },
    stats: {
      label: 'Ordna in numbers',
      trialValue: '30 days',
      trialLabel: 'free trial, with every feature',
      setupValue: 'Under 1 minute',
      setupLabel: 'from sign-up to your first sale',
      revenueValue: 'Up to 30%',
      revenueLabel: 'more revenue with QR ordering and kiosks',
    },
    platform: {
      title: 'All-in-one: five ways to sell, one system',
      lead: 'Start with the till and add the rest when you need it. Menus, prices and reports are shared by all of them.',
      pos: {
        title: 'Point of sale',
        body: 'A fast till for the counter and the table, with the table map, split bills and tips.',
      },
      qr: {
        title: 'QR ordering',
        body: 'Guests scan the code on the table, order from the menu and pay on their phone.',
      },
      kiosk: {
        title: 'Self-service kiosks',
        body: 'Let guests order and pay on their own while your staff take care of the food.',
      },
      kitchen: {
        title: 'Kitchen screens',
        body: 'Every order from every channel on one screen, sorted by time and station.',
      },
      handheld: {
        title: 'Handheld ordering and payment',
        body: 'Take the order and the payment at the table without walking to the till.',
      },
    },
    devices: {
      title: 'Works with the hardware you already have',
      body: 'Ordna runs on iOS and Android phones and tablets and prints receipts and order slips on EPSON and Star printers. No special hardware and no installation day.',
      ios: 'iPhone and iPad',
      android: 'Android phones and tablets',
      printers: 'EPSON and Star printers',
    },
    testimonials: {
      title: 'What our customers say',
      lead: 'Restaurants, bars and cafés that run their service on Ordna.',
      first: {
        body: 'We set up the till before the lunch rush and were taking orders the same day. Splitting the bill at a table of twelve now takes seconds.',
        title: 'Owner, neighbourhood bistro in Stockholm',
      },
      second: {
        body: 'Since guests started ordering with the QR code, our average bill has gone up and the waiting staff can spend their time on the guests instead of on the queue.',
        title: 'Restaurant manager, seafood restaurant in Bergen',
      },
      third: {
        body: 'The kitchen screens changed our evenings. The chefs see every order from the floor, the kiosk and the app at once, and the colours tell them what is late.',
        title: 'Head chef, burger restaurant in Madrid',
      },
    },
    integrations: {
      title: 'Integrations that save you hours',
      lead: 'Ordna connects to the systems you already use, so sales do not have to be typed in twice.',
      accounting: {
        title: 'Accounting',
        body: 'Daily sales go to your accounting system automatically, with collective invoicing for invoice customers.',
      },
      scheduling: {
        title: 'Staff scheduling',
        body: 'Hours and sales side by side, so you can plan staff for the busy nights.',
      },
      inventory: {
        title: 'Inventory',
        body: 'Stock goes down as you sell, and you know what to order before you run out.',
      },
      api: {
        title: 'Open API',
        body: 'Build your own connections with API keys you create and revoke in the back office.',
      },
    },
    company: {
      title: 'Based in Stockholm, close to you',
      body: 'Ordna is developed and supported from Stockholm. In Norway, customer service is provided by our partner, who has more than 25 years of experience in hospitality.',
      stockholm: 'Headquarters in Stockholm',
      norway: 'Norwegian partner support with 25+ years of experience',
      chat: 'Support chat at the bottom right of the back office',
    },
  },
  pos: {
    hero: {
      eyebrow: 'POS',
      title: 'A till built for busy service',
      lead: 'Everything your staff need at the counter and at the table: the table map, payment at the table, split bills, tips, gift cards and package deals. It runs on iOS and Android and prints on EPSON and Star printers.',
      illustration: 'A till showing the table map with open and paid tables',
    },
    features: {
      title: 'Every feature of the Ordna POS',
      lead: 'All of them are included in the 30-day free trial.',
      payAtTable: {
        title: 'Payment at the table',
        body: 'Bring the payment to the guest instead of the guest to the till.',
      },
      tableMap: { title: 'Table map', body: 'See which tables are free, ordering or waiting for the bill.' },
      multiPay: {
        title: 'Multi-pay with several terminals',
        body: 'Take payments on several card terminals at once during the rush.',
      },
      invoice: {
        title: 'Invoice payment',
        body: 'Let company customers pay by invoice, with collective invoicing through your accounting integration.',
      },
      stationControl: {
        title: 'Station control',
        body: 'Send each item to the right station: the grill, the cold kitchen or the bar.',
      },
      layout: {
        title: 'Cash register layout',
        body: 'Arrange pages and buttons so your most sold items are one tap away.',
      },
      splitBill: {
        title: 'Split the bill',
        body: 'Split the whole bill evenly or move single items to another bill.',
      },
      discounts: {
        title: 'Staff, friends and family discounts',
        body: 'Give the right discount to the right people, and see it in your reports.',
      },
      tips: {
        title: 'Tip handling',
        body: 'Guests add a tip on the card terminal and you see it per shift.',
      },
      packages: {
        title: 'Package deals',
        body: 'Two-for-one offers, multi-course menus and combos with the right price on each part.',
      },
      giftCards: { title: 'Gift cards', body: 'Sell and redeem digital or physical gift cards.' },
      kitchenMessages: {
        title: 'Kitchen messages',
        body: 'Send allergies and special requests to the kitchen with the order.',
      },
      orderSlips: {
        title: 'Collective order slips',
        body: 'Print one slip for the whole table so the kitchen can plan the courses.',
      },
      payLater: {
        title: 'Pay later for quick service',
        body: 'Guests order first and pay when they pick up the food.',
      },
    },
  },
  handheld: {
    hero: {
      eyebrow: 'Handheld',
      title: 'Take orders and payments at the table',
      lead: 'The whole till in your pocket. Your staff take the order at the table, send it straight to the kitchen and take the payment before the guest has to ask for the bill.',
      illustration: 'A phone taking an order for table 4',
    },
    points: {
      title: 'Less walking, more selling',
      order: {
        title: 'Order at the table',
        body: 'The menu, modifications and kitchen messages, on a phone or a small tablet.',
      },
      kitchen: {
        title: 'Straight to the kitchen',
        body: 'The order appears on the kitchen screen or printer the moment it is sent.',
      },
      pay: {
        title: 'Payment at the table',
        body: 'Split the bill, add a tip and print or send the receipt where the guest sits.',
      },
      devices: {
        title: 'Devices you already know',
        body: 'Runs on iOS and Android devices, with EPSON and Star printers for receipts.',
      },
    },
  },
  kitchen: {
    hero: {
      eyebrow: 'Kitchen Display System',
      title: 'Kitchen screens that keep up with the rush',
      lead: 'Replace paper tickets with screens that collect every order from the till, the handhelds, QR ordering and the kiosks, and update in real time.',
      illustration: 'A kitchen screen with order tickets in green, yellow and red',
    },
    points: {
      title: 'Made for the people at the pass',
      channels: {
        title: 'Orders from all channels',
        body: 'Dine-in, takeaway, QR and kiosk orders arrive on the same screen.',
      },
      views: {
        title: 'Views for each service time',
        body: 'Set up one view for breakfast, another for lunch and a third for dinner.',
      },
      colours: {
        title: 'Status colours',
        body: 'Green, yellow and red show at a glance which orders are new, in progress or late.',
      },
      realtime: {
        title: 'Real-time updates',
        body: 'When an order changes at the table, the screen changes with it.',
      },
    },
  },
  ordering: {
    hero: {
      eyebrow: 'Tableside ordering',
      title: 'Let guests order and pay from their table',
      lead: 'Put a QR code on every table. Guests open the menu on their phone, order and pay, and the order goes straight to the kitchen. Restaurants that add QR ordering and kiosks sell up to 30% more.',
      illustration: 'A QR code on a table stand next to a phone showing the menu',
    },
    points: {
      title: 'Faster service without more staff',
      qr: {
        title: 'QR code on the table',
        body: 'No app to download: the menu opens in the phone’s browser.',
      },
      kiosk: {
        title: 'Self-service kiosks',
        body: 'A kiosk at the entrance takes orders and payments while the queue moves.',
      },
      pay: {
        title: 'Order and pay in one go',
        body: 'Guests pay when they order, so nobody waits for the bill.',
      },
      revenue: {
        title: 'Up to 30% more revenue',
        body: 'Guests see the whole menu with pictures and add-ons, and they order again without waiting.',
      },
    },
  },
  footer: {
    ctaTitle: 'Try Ordna free for 30 days',
    ctaBody: 'Set up your restaurant in under a minute. Every feature is included in the trial.',
    cta: 'Get started',
    productsTitle: 'Products',
    companyTitle: 'Company',
    contactTitle: 'Contact',
    socialTitle: 'Follow us',
    social: 'Ordna on {network:string}',
    country: 'Sweden',
    supportEmail: 'Support: {email:string}',
    copyright: '© {year:number} Ordna AB. All rights reserved.',
  },
} satisfies BaseTranslation;

export default en_marketing;
