/** The demo bistro's catalogue: Swedish restaurant VAT (12 % food and soft drinks, 25 % alcohol). */
export interface DemoCategory {
  key: string;
  se: string;
  en: string;
  color: string;
  vatRate: number;
  /** [Swedish title, English title, price in SEK, volume suffix] */
  items: [string, string, number, string?][];
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    key: 'starters',
    se: 'Förrätter',
    en: 'Starters',
    color: '#f59e0b',
    vatRate: 12,
    items: [
      ['Toast Skagen', 'Toast Skagen', 145],
      ['Löjrom med rödlök', 'Bleak roe with red onion', 195],
      ['Västerbottenpaj', 'Västerbotten cheese pie', 115],
      ['Sillbricka', 'Herring platter', 125],
      ['Kantarellsoppa', 'Chanterelle soup', 110],
      ['Burrata med tomat', 'Burrata with tomato', 135],
      ['Friterad halloumi', 'Fried halloumi', 105],
    ],
  },
  {
    key: 'mains',
    se: 'Varmrätter',
    en: 'Mains',
    color: '#ef4444',
    vatRate: 12,
    items: [
      ['Köttbullar med potatismos', 'Meatballs with mashed potatoes', 215],
      ['Raggmunk med fläsk', 'Potato pancakes with pork', 195],
      ['Wallenbergare', 'Wallenberg veal patty', 265],
      ['Pocherad torsk', 'Poached cod', 285],
      ['Biff Rydberg', 'Beef Rydberg', 295],
      ['Laxfilé med dillsås', 'Salmon fillet with dill sauce', 255],
      ['Svamprisotto', 'Mushroom risotto', 205],
      ['Pannbiff med lök', 'Beef patty with onions', 199],
      ['Kyckling med rotfrukter', 'Chicken with root vegetables', 225],
    ],
  },
  {
    key: 'pizza',
    se: 'Pizza',
    en: 'Pizza',
    color: '#f97316',
    vatRate: 12,
    items: [
      ['Margherita', 'Margherita', 135],
      ['Capricciosa', 'Capricciosa', 150],
      ['Vesuvio', 'Vesuvio', 140],
      ['Quattro formaggi', 'Quattro formaggi', 160],
      ['Kebabpizza', 'Kebab pizza', 165],
      ['Pizza bianca med tryffel', 'White truffle pizza', 185],
      ['Calzone', 'Calzone', 155],
    ],
  },
  {
    key: 'desserts',
    se: 'Desserter',
    en: 'Desserts',
    color: '#ec4899',
    vatRate: 12,
    items: [
      ['Kladdkaka med grädde', 'Sticky chocolate cake with cream', 95],
      ['Äppelpaj med vaniljsås', 'Apple pie with vanilla custard', 95],
      ['Crème brûlée', 'Crème brûlée', 105],
      ['Glass tre kulor', 'Ice cream, three scoops', 75],
      ['Prinsesstårta', 'Princess cake', 85],
      ['Ostbricka', 'Cheese board', 145],
      ['Pannacotta med hjortron', 'Panna cotta with cloudberries', 105],
    ],
  },
  {
    key: 'coffee',
    se: 'Kaffe & te',
    en: 'Coffee & tea',
    color: '#92400e',
    vatRate: 12,
    items: [
      ['Bryggkaffe', 'Filter coffee', 35],
      ['Espresso', 'Espresso', 35],
      ['Dubbel espresso', 'Double espresso', 45],
      ['Cappuccino', 'Cappuccino', 49],
      ['Caffè latte', 'Caffè latte', 52],
      ['Te', 'Tea', 35],
      ['Varm choklad', 'Hot chocolate', 45],
      ['Kanelbulle', 'Cinnamon bun', 39],
    ],
  },
  {
    key: 'softdrinks',
    se: 'Alkoholfritt',
    en: 'Soft drinks',
    color: '#06b6d4',
    vatRate: 12,
    items: [
      ['Coca-Cola', 'Coca-Cola', 39, '33 cl'],
      ['Trocadero', 'Trocadero', 39, '33 cl'],
      ['Mineralvatten', 'Sparkling water', 35, '33 cl'],
      ['Äppelmust', 'Apple juice', 42, '25 cl'],
      ['Lingondricka', 'Lingonberry cordial', 32, '40 cl'],
      ['Alkoholfri öl', 'Alcohol-free beer', 55, '33 cl'],
      ['Färskpressad apelsinjuice', 'Fresh orange juice', 55, '25 cl'],
    ],
  },
  {
    key: 'beer',
    se: 'Öl & cider',
    en: 'Beer & cider',
    color: '#eab308',
    vatRate: 25,
    items: [
      ['Ljus lager', 'Pale lager', 79, '40 cl'],
      ['IPA', 'IPA', 95, '40 cl'],
      ['Veteöl', 'Wheat beer', 89, '50 cl'],
      ['Porter', 'Porter', 92, '33 cl'],
      ['Päroncider', 'Pear cider', 79, '33 cl'],
      ['Äppelcider', 'Apple cider', 79, '33 cl'],
      ['Julöl', 'Christmas beer', 89, '40 cl'],
    ],
  },
  {
    key: 'wine',
    se: 'Vin',
    en: 'Wine',
    color: '#7c3aed',
    vatRate: 25,
    items: [
      ['Husets röda, glas', 'House red, glass', 105, '15 cl'],
      ['Husets vita, glas', 'House white, glass', 105, '15 cl'],
      ['Rosé, glas', 'Rosé, glass', 110, '15 cl'],
      ['Mousserande, glas', 'Sparkling wine, glass', 115, '12 cl'],
      ['Husets röda, flaska', 'House red, bottle', 495, '75 cl'],
      ['Husets vita, flaska', 'House white, bottle', 495, '75 cl'],
      ['Champagne, flaska', 'Champagne, bottle', 995, '75 cl'],
      ['Glögg', 'Mulled wine', 89, '20 cl'],
    ],
  },
];
