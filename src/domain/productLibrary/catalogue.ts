import type { Names } from './names.ts';

/**
 * The product library's shared catalogue: categories of products with names in every language,
 * a VAT class (the country decides the rate) and a price in Swedish kronor that each country
 * scales to its own currency. Kinds of venue pick categories from it (templates.ts).
 */

/** What decides the VAT rate of a product in each country (vat.ts). */
export type VatClass = 'food' | 'drink' | 'alcohol' | 'goods';

export type ModifierKey = 'milk' | 'size' | 'doneness' | 'ice';

export interface LibraryProduct {
  key: string;
  names: Names;
  /** Price in SEK, VAT included; scaled per country (prices.ts). */
  price: number;
  modifiers?: readonly ModifierKey[];
}

export interface LibraryCategory {
  key: string;
  names: Names;
  vat: VatClass;
  color: string;
  course?: CourseKey;
  products: readonly LibraryProduct[];
}

export type CourseKey = 'starter' | 'main' | 'dessert' | 'drinks';

export const COURSES: Record<CourseKey, { names: Names; position: number }> = {
  starter: {
    names: ['Förrätt', 'Forrett', 'Forret', 'Starter', 'Entrante', 'Başlangıç', 'مقبلات'],
    position: 1,
  },
  main: {
    names: ['Varmrätt', 'Hovedrett', 'Hovedret', 'Main course', 'Principal', 'Ana yemek', 'طبق رئيسي'],
    position: 2,
  },
  dessert: { names: ['Efterrätt', 'Dessert', 'Dessert', 'Dessert', 'Postre', 'Tatlı', 'حلوى'], position: 3 },
  drinks: {
    names: ['Dryck', 'Drikke', 'Drikkevarer', 'Drinks', 'Bebidas', 'İçecekler', 'مشروبات'],
    position: 0,
  },
};

export const MODIFIERS: Record<
  ModifierKey,
  { names: Names; options: readonly { names: Names; price: number }[] }
> = {
  milk: {
    names: ['Mjölk', 'Melk', 'Mælk', 'Milk', 'Leche', 'Süt', 'حليب'],
    options: [
      {
        names: [
          'Standardmjölk',
          'Vanlig melk',
          'Almindelig mælk',
          'Regular milk',
          'Leche entera',
          'Normal süt',
          'حليب عادي',
        ],
        price: 0,
      },
      {
        names: [
          'Havremjölk',
          'Havremelk',
          'Havremælk',
          'Oat milk',
          'Leche de avena',
          'Yulaf sütü',
          'حليب الشوفان',
        ],
        price: 5,
      },
      {
        names: [
          'Laktosfri',
          'Laktosefri',
          'Laktosefri',
          'Lactose-free',
          'Sin lactosa',
          'Laktozsuz',
          'خالٍ من اللاكتوز',
        ],
        price: 0,
      },
    ],
  },
  size: {
    names: ['Storlek', 'Størrelse', 'Størrelse', 'Size', 'Tamaño', 'Boy', 'الحجم'],
    options: [
      { names: ['Liten', 'Liten', 'Lille', 'Small', 'Pequeño', 'Küçük', 'صغير'], price: 0 },
      { names: ['Stor', 'Stor', 'Stor', 'Large', 'Grande', 'Büyük', 'كبير'], price: 10 },
    ],
  },
  doneness: {
    names: ['Stekgrad', 'Steketid', 'Stegning', 'Doneness', 'Punto', 'Pişme', 'درجة الطهي'],
    options: [
      { names: ['Blodig', 'Rå', 'Rød', 'Rare', 'Poco hecho', 'Az pişmiş', 'نيء'], price: 0 },
      { names: ['Medium', 'Medium', 'Medium', 'Medium', 'Al punto', 'Orta', 'متوسط'], price: 0 },
      {
        names: ['Välstekt', 'Godt stekt', 'Gennemstegt', 'Well done', 'Muy hecho', 'İyi pişmiş', 'مطهو جيدًا'],
        price: 0,
      },
    ],
  },
  ice: {
    names: ['Is', 'Is', 'Is', 'Ice', 'Hielo', 'Buz', 'ثلج'],
    options: [
      { names: ['Med is', 'Med is', 'Med is', 'With ice', 'Con hielo', 'Buzlu', 'مع ثلج'], price: 0 },
      { names: ['Utan is', 'Uten is', 'Uden is', 'No ice', 'Sin hielo', 'Buzsuz', 'بدون ثلج'], price: 0 },
    ],
  },
};

const p = (key: string, names: Names, price: number, modifiers?: readonly ModifierKey[]): LibraryProduct =>
  modifiers ? { key, names, price, modifiers } : { key, names, price };

export const CATEGORIES = {
  hotDrinks: {
    key: 'hotDrinks',
    names: [
      'Varma drycker',
      'Varme drikker',
      'Varme drikke',
      'Hot drinks',
      'Bebidas calientes',
      'Sıcak içecekler',
      'مشروبات ساخنة',
    ],
    vat: 'drink',
    color: 'orange',
    course: 'drinks',
    products: [
      p('espresso', ['Espresso', 'Espresso', 'Espresso', 'Espresso', 'Espresso', 'Espresso', 'إسبريسو'], 32),
      p(
        'coffee',
        [
          'Bryggkaffe',
          'Traktekaffe',
          'Filterkaffe',
          'Filter coffee',
          'Café de filtro',
          'Filtre kahve',
          'قهوة مفلترة',
        ],
        30,
      ),
      p(
        'cappuccino',
        ['Cappuccino', 'Cappuccino', 'Cappuccino', 'Cappuccino', 'Capuchino', 'Cappuccino', 'كابتشينو'],
        45,
        ['milk', 'size'],
      ),
      p(
        'latte',
        ['Caffè latte', 'Caffè latte', 'Caffè latte', 'Caffè latte', 'Café con leche', 'Latte', 'لاتيه'],
        48,
        ['milk', 'size'],
      ),
      p('tea', ['Te', 'Te', 'Te', 'Tea', 'Té', 'Çay', 'شاي'], 30),
      p(
        'hotChocolate',
        [
          'Varm choklad',
          'Varm sjokolade',
          'Varm chokolade',
          'Hot chocolate',
          'Chocolate caliente',
          'Sıcak çikolata',
          'شوكولاتة ساخنة',
        ],
        45,
        ['milk'],
      ),
    ],
  },
  coldDrinks: {
    key: 'coldDrinks',
    names: [
      'Kalla drycker',
      'Kalde drikker',
      'Kolde drikke',
      'Cold drinks',
      'Bebidas frías',
      'Soğuk içecekler',
      'مشروبات باردة',
    ],
    vat: 'drink',
    color: 'teal',
    course: 'drinks',
    products: [
      p(
        'water',
        [
          'Mineralvatten',
          'Mineralvann',
          'Danskvand',
          'Sparkling water',
          'Agua con gas',
          'Maden suyu',
          'مياه فوارة',
        ],
        30,
      ),
      p('cola', ['Cola', 'Cola', 'Cola', 'Cola', 'Refresco de cola', 'Kola', 'كولا'], 35, ['ice']),
      p(
        'lemonade',
        ['Lemonad', 'Limonade', 'Limonade', 'Lemonade', 'Limonada', 'Limonata', 'عصير ليمون'],
        38,
        ['ice'],
      ),
      p(
        'orangeJuice',
        [
          'Apelsinjuice',
          'Appelsinjuice',
          'Appelsinjuice',
          'Orange juice',
          'Zumo de naranja',
          'Portakal suyu',
          'عصير برتقال',
        ],
        40,
      ),
      p('icedTea', ['Iste', 'Iste', 'Iste', 'Iced tea', 'Té helado', 'Soğuk çay', 'شاي مثلج'], 38, ['ice']),
      p('smoothie', ['Smoothie', 'Smoothie', 'Smoothie', 'Smoothie', 'Batido', 'Smoothie', 'سموذي'], 59, [
        'size',
      ]),
    ],
  },
  pastries: {
    key: 'pastries',
    names: ['Bakverk', 'Bakst', 'Bagværk', 'Pastries', 'Bollería', 'Hamur işleri', 'معجنات'],
    vat: 'food',
    color: 'yellow',
    products: [
      p(
        'cinnamonBun',
        [
          'Kanelbulle',
          'Kanelbolle',
          'Kanelsnegl',
          'Cinnamon bun',
          'Rollo de canela',
          'Tarçınlı çörek',
          'لفائف القرفة',
        ],
        35,
      ),
      p(
        'croissant',
        ['Croissant', 'Croissant', 'Croissant', 'Croissant', 'Cruasán', 'Kruvasan', 'كرواسون'],
        32,
      ),
      p('muffin', ['Muffin', 'Muffins', 'Muffin', 'Muffin', 'Magdalena', 'Muffin', 'مافن'], 35),
      p(
        'cardamomBun',
        [
          'Kardemummabulle',
          'Kardemommebolle',
          'Kardemommesnegl',
          'Cardamom bun',
          'Bollo de cardamomo',
          'Kakuleli çörek',
          'كعكة الهيل',
        ],
        35,
      ),
      p(
        'carrotCake',
        [
          'Morotskaka',
          'Gulrotkake',
          'Gulerodskage',
          'Carrot cake',
          'Tarta de zanahoria',
          'Havuçlu kek',
          'كعكة الجزر',
        ],
        55,
      ),
      p('cookie', ['Kaka', 'Cookie', 'Småkage', 'Cookie', 'Galleta', 'Kurabiye', 'بسكويت'], 25),
    ],
  },
  sandwiches: {
    key: 'sandwiches',
    names: ['Smörgåsar', 'Smørbrød', 'Sandwich', 'Sandwiches', 'Bocadillos', 'Sandviçler', 'شطائر'],
    vat: 'food',
    color: 'green',
    products: [
      p(
        'cheeseSandwich',
        [
          'Ostsmörgås',
          'Ostesmørbrød',
          'Ostesandwich',
          'Cheese sandwich',
          'Bocadillo de queso',
          'Peynirli sandviç',
          'شطيرة جبن',
        ],
        55,
      ),
      p(
        'hamSandwich',
        [
          'Skinksmörgås',
          'Skinkesmørbrød',
          'Skinkesandwich',
          'Ham sandwich',
          'Bocadillo de jamón',
          'Jambonlu sandviç',
          'شطيرة لحم',
        ],
        65,
      ),
      p(
        'chickenWrap',
        [
          'Kycklingwrap',
          'Kyllingwrap',
          'Kyllingwrap',
          'Chicken wrap',
          'Wrap de pollo',
          'Tavuk dürüm',
          'لفافة دجاج',
        ],
        79,
      ),
      p(
        'veggieBagel',
        [
          'Vegobagel',
          'Vegetarbagel',
          'Vegetarbagel',
          'Veggie bagel',
          'Bagel vegetal',
          'Sebzeli simit',
          'بيغل نباتي',
        ],
        69,
      ),
      p('toast', ['Toast', 'Toast', 'Toast', 'Toastie', 'Sándwich mixto', 'Tost', 'توست'], 59),
    ],
  },
  starters: {
    key: 'starters',
    names: ['Förrätter', 'Forretter', 'Forretter', 'Starters', 'Entrantes', 'Başlangıçlar', 'مقبلات'],
    vat: 'food',
    color: 'green',
    course: 'starter',
    products: [
      p(
        'soup',
        [
          'Dagens soppa',
          'Dagens suppe',
          'Dagens suppe',
          'Soup of the day',
          'Sopa del día',
          'Günün çorbası',
          'حساء اليوم',
        ],
        95,
      ),
      p(
        'caesarSalad',
        [
          'Caesarsallad',
          'Cæsarsalat',
          'Cæsarsalat',
          'Caesar salad',
          'Ensalada César',
          'Sezar salata',
          'سلطة سيزر',
        ],
        125,
      ),
      p(
        'shrimpToast',
        [
          'Toast Skagen',
          'Rekesmørbrød',
          'Rejetoast',
          'Prawn toast',
          'Tostada de gambas',
          'Karidesli tost',
          'توست الروبيان',
        ],
        145,
      ),
      p(
        'bruschetta',
        ['Bruschetta', 'Bruschetta', 'Bruschetta', 'Bruschetta', 'Bruschetta', 'Bruschetta', 'بروسكيتا'],
        95,
      ),
      p(
        'garlicBread',
        [
          'Vitlöksbröd',
          'Hvitløksbrød',
          'Hvidløgsbrød',
          'Garlic bread',
          'Pan de ajo',
          'Sarımsaklı ekmek',
          'خبز بالثوم',
        ],
        65,
      ),
    ],
  },
  mains: {
    key: 'mains',
    names: [
      'Varmrätter',
      'Hovedretter',
      'Hovedretter',
      'Main courses',
      'Platos principales',
      'Ana yemekler',
      'أطباق رئيسية',
    ],
    vat: 'food',
    color: 'red',
    course: 'main',
    products: [
      p(
        'steak',
        ['Entrecôte', 'Entrecôte', 'Entrecôte', 'Sirloin steak', 'Entrecot', 'Antrikot', 'ستيك'],
        295,
        ['doneness'],
      ),
      p('burger', ['Hamburgare', 'Hamburger', 'Burger', 'Burger', 'Hamburguesa', 'Hamburger', 'برغر'], 185, [
        'doneness',
      ]),
      p('salmon', ['Lax', 'Laks', 'Laks', 'Salmon', 'Salmón', 'Somon', 'سلمون'], 245),
      p(
        'meatballs',
        ['Köttbullar', 'Kjøttkaker', 'Frikadeller', 'Meatballs', 'Albóndigas', 'Köfte', 'كرات اللحم'],
        175,
      ),
      p('pasta', ['Pasta', 'Pasta', 'Pasta', 'Pasta', 'Pasta', 'Makarna', 'معكرونة'], 165),
      p(
        'chicken',
        ['Kyckling', 'Kylling', 'Kylling', 'Roast chicken', 'Pollo asado', 'Fırın tavuk', 'دجاج مشوي'],
        195,
      ),
      p(
        'vegetarian',
        [
          'Vegetarisk rätt',
          'Vegetarrett',
          'Vegetarret',
          'Vegetarian dish',
          'Plato vegetariano',
          'Vejetaryen yemek',
          'طبق نباتي',
        ],
        165,
      ),
      p(
        'fishAndChips',
        [
          'Fish and chips',
          'Fish and chips',
          'Fish and chips',
          'Fish and chips',
          'Pescado con patatas',
          'Balık ve patates',
          'سمك وبطاطا',
        ],
        185,
      ),
    ],
  },
  desserts: {
    key: 'desserts',
    names: ['Efterrätter', 'Desserter', 'Desserter', 'Desserts', 'Postres', 'Tatlılar', 'حلويات'],
    vat: 'food',
    color: 'pink',
    course: 'dessert',
    products: [
      p(
        'chocolateCake',
        [
          'Kladdkaka',
          'Sjokoladekake',
          'Chokoladekage',
          'Chocolate cake',
          'Tarta de chocolate',
          'Çikolatalı kek',
          'كعكة الشوكولاتة',
        ],
        85,
      ),
      p('iceCream', ['Glass', 'Iskrem', 'Is', 'Ice cream', 'Helado', 'Dondurma', 'آيس كريم'], 75),
      p(
        'cheesecake',
        ['Cheesecake', 'Ostekake', 'Cheesecake', 'Cheesecake', 'Tarta de queso', 'Cheesecake', 'تشيز كيك'],
        95,
      ),
      p(
        'cremeBrulee',
        [
          'Crème brûlée',
          'Crème brûlée',
          'Crème brûlée',
          'Crème brûlée',
          'Crema catalana',
          'Krem brüle',
          'كريم بروليه',
        ],
        95,
      ),
      p(
        'applePie',
        ['Äppelpaj', 'Eplepai', 'Æbletærte', 'Apple pie', 'Tarta de manzana', 'Elmalı turta', 'فطيرة التفاح'],
        85,
      ),
    ],
  },
  beer: {
    key: 'beer',
    names: ['Öl', 'Øl', 'Øl', 'Beer', 'Cerveza', 'Bira', 'بيرة'],
    vat: 'alcohol',
    color: 'yellow',
    course: 'drinks',
    products: [
      p(
        'lager',
        ['Lager 40 cl', 'Pils 0,4 l', 'Pilsner 40 cl', 'Lager pint', 'Caña', 'Fıçı bira', 'بيرة لاغر'],
        79,
      ),
      p(
        'ipa',
        ['IPA 40 cl', 'IPA 0,4 l', 'IPA 40 cl', 'IPA pint', 'Cerveza IPA', 'IPA bira', 'بيرة IPA'],
        89,
      ),
      p('stout', ['Stout', 'Stout', 'Stout', 'Stout', 'Cerveza negra', 'Stout bira', 'بيرة ستاوت'], 89),
      p('cider', ['Cider', 'Sider', 'Cider', 'Cider', 'Sidra', 'Elma şarabı', 'سيدر'], 75),
      p(
        'alcoholFreeBeer',
        [
          'Alkoholfri öl',
          'Alkoholfri øl',
          'Alkoholfri øl',
          'Alcohol-free beer',
          'Cerveza sin alcohol',
          'Alkolsüz bira',
          'بيرة بدون كحول',
        ],
        55,
      ),
    ],
  },
  wine: {
    key: 'wine',
    names: ['Vin', 'Vin', 'Vin', 'Wine', 'Vino', 'Şarap', 'نبيذ'],
    vat: 'alcohol',
    color: 'purple',
    course: 'drinks',
    products: [
      p(
        'redWine',
        [
          'Rött vin, glas',
          'Rødvin, glass',
          'Rødvin, glas',
          'Red wine, glass',
          'Copa de vino tinto',
          'Kırmızı şarap, kadeh',
          'نبيذ أحمر، كأس',
        ],
        115,
      ),
      p(
        'whiteWine',
        [
          'Vitt vin, glas',
          'Hvitvin, glass',
          'Hvidvin, glas',
          'White wine, glass',
          'Copa de vino blanco',
          'Beyaz şarap, kadeh',
          'نبيذ أبيض، كأس',
        ],
        115,
      ),
      p(
        'roseWine',
        [
          'Rosévin, glas',
          'Rosévin, glass',
          'Rosévin, glas',
          'Rosé, glass',
          'Copa de rosado',
          'Roze şarap, kadeh',
          'نبيذ وردي، كأس',
        ],
        115,
      ),
      p(
        'sparkling',
        [
          'Mousserande, glas',
          'Musserende, glass',
          'Mousserende, glas',
          'Sparkling wine, glass',
          'Copa de cava',
          'Köpüklü şarap, kadeh',
          'نبيذ فوار، كأس',
        ],
        125,
      ),
      p(
        'houseBottle',
        [
          'Husets vin, flaska',
          'Husets vin, flaske',
          'Husets vin, flaske',
          'House wine, bottle',
          'Vino de la casa, botella',
          'Ev şarabı, şişe',
          'نبيذ المنزل، زجاجة',
        ],
        450,
      ),
    ],
  },
  cocktails: {
    key: 'cocktails',
    names: ['Drinkar', 'Drinker', 'Drinks', 'Cocktails', 'Cócteles', 'Kokteyller', 'كوكتيلات'],
    vat: 'alcohol',
    color: 'blue',
    course: 'drinks',
    products: [
      p(
        'ginTonic',
        [
          'Gin och tonic',
          'Gin og tonic',
          'Gin og tonic',
          'Gin and tonic',
          'Gin-tonic',
          'Cin tonik',
          'جين وتونيك',
        ],
        135,
        ['ice'],
      ),
      p('mojito', ['Mojito', 'Mojito', 'Mojito', 'Mojito', 'Mojito', 'Mojito', 'موهيتو'], 145),
      p(
        'aperolSpritz',
        [
          'Aperol spritz',
          'Aperol spritz',
          'Aperol spritz',
          'Aperol spritz',
          'Aperol spritz',
          'Aperol spritz',
          'أبيرول سبريتز',
        ],
        135,
      ),
      p(
        'margarita',
        ['Margarita', 'Margarita', 'Margarita', 'Margarita', 'Margarita', 'Margarita', 'مارغريتا'],
        145,
      ),
      p(
        'espressoMartini',
        [
          'Espresso martini',
          'Espresso martini',
          'Espresso martini',
          'Espresso martini',
          'Espresso martini',
          'Espresso martini',
          'إسبريسو مارتيني',
        ],
        145,
      ),
    ],
  },
  snacks: {
    key: 'snacks',
    names: ['Snacks', 'Snacks', 'Snacks', 'Snacks', 'Aperitivos', 'Atıştırmalıklar', 'وجبات خفيفة'],
    vat: 'food',
    color: 'grey',
    products: [
      p('nuts', ['Nötter', 'Nøtter', 'Nødder', 'Salted nuts', 'Frutos secos', 'Kuruyemiş', 'مكسرات'], 45),
      p('chips', ['Chips', 'Potetgull', 'Chips', 'Crisps', 'Patatas fritas', 'Cips', 'رقائق البطاطس'], 35),
      p('olives', ['Oliver', 'Oliven', 'Oliven', 'Olives', 'Aceitunas', 'Zeytin', 'زيتون'], 55),
      p(
        'fries',
        [
          'Pommes frites',
          'Pommes frites',
          'Pommes frites',
          'Fries',
          'Patatas fritas caseras',
          'Patates kızartması',
          'بطاطا مقلية',
        ],
        55,
      ),
      p('nachos', ['Nachos', 'Nachos', 'Nachos', 'Nachos', 'Nachos', 'Nachos', 'ناتشوز'], 95),
    ],
  },
  groceries: {
    key: 'groceries',
    names: ['Livsmedel', 'Dagligvarer', 'Dagligvarer', 'Groceries', 'Alimentación', 'Gıda', 'بقالة'],
    vat: 'goods',
    color: 'green',
    products: [
      p(
        'coffeeBeans',
        [
          'Kaffebönor 500 g',
          'Kaffebønner 500 g',
          'Kaffebønner 500 g',
          'Coffee beans 500 g',
          'Café en grano 500 g',
          'Çekirdek kahve 500 g',
          'حبوب قهوة 500 غ',
        ],
        129,
      ),
      p('teaBox', ['Te, ask', 'Te, eske', 'Te, æske', 'Tea, box', 'Té, caja', 'Çay, kutu', 'شاي، علبة'], 69),
      p('honey', ['Honung', 'Honning', 'Honning', 'Honey', 'Miel', 'Bal', 'عسل'], 89),
      p('jam', ['Sylt', 'Syltetøy', 'Marmelade', 'Jam', 'Mermelada', 'Reçel', 'مربى'], 59),
      p(
        'chocolateBar',
        [
          'Chokladkaka',
          'Sjokoladeplate',
          'Chokoladebar',
          'Chocolate bar',
          'Tableta de chocolate',
          'Çikolata',
          'لوح شوكولاتة',
        ],
        39,
      ),
      p(
        'bread',
        [
          'Surdegsbröd',
          'Surdeigsbrød',
          'Surdejsbrød',
          'Sourdough loaf',
          'Pan de masa madre',
          'Ekşi mayalı ekmek',
          'خبز العجين المخمر',
        ],
        69,
      ),
    ],
  },
  merchandise: {
    key: 'merchandise',
    names: ['Produkter', 'Produkter', 'Produkter', 'Merchandise', 'Productos', 'Ürünler', 'منتجات'],
    vat: 'goods',
    color: 'grey',
    products: [
      p('mug', ['Mugg', 'Krus', 'Krus', 'Mug', 'Taza', 'Kupa', 'كوب'], 149),
      p(
        'toteBag',
        ['Tygkasse', 'Handlenett', 'Mulepose', 'Tote bag', 'Bolsa de tela', 'Bez çanta', 'حقيبة قماشية'],
        99,
      ),
      p('cap', ['Keps', 'Caps', 'Kasket', 'Cap', 'Gorra', 'Şapka', 'قبعة'], 199),
      p('tShirt', ['T-shirt', 'T-skjorte', 'T-shirt', 'T-shirt', 'Camiseta', 'Tişört', 'قميص'], 249, [
        'size',
      ]),
    ],
  },
} as const satisfies Record<string, LibraryCategory>;

export type CategoryKey = keyof typeof CATEGORIES;
