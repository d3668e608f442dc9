import type { NamespaceOnlineOrderingTranslation } from '../../i18n-types.js';

const sv_onlineOrdering = {
  page: {
    title: 'Bordsbeställning',
    intro:
      'Gästerna skannar QR-koden på bordet, ser menyn med allergener och beställer; de betalar vid bordet. Beställningarna kommer med källan App i beställningar, bordsövervakning och köksskärmen.',
    venue: 'Enhet',
    enabled: 'Bordsbeställning på',
    menu: 'Meny',
    menuAuto: 'Enligt menyns schema (bordsservering)',
    noMenus: 'Ingen meny för bordsservering är kopplad till enheten. Koppla en under Menyer.',
    save: 'Spara',
    saved: 'Sparat',
    qr: 'QR-koder (PDF)',
    qrFile: 'qr-koder-{venue}.pdf',
    empty: 'Inga enheter.',
  },
  pdf: {
    title: 'Skanna och beställ – {venue}',
    table: 'Bord {code}',
    hint: 'Skanna, beställ, betala vid bordet.',
    noTables: 'Enheten har inga bord ännu.',
  },
  guest: {
    title: '{venue} – bord {table}',
    loading: 'Laddar menyn…',
    closed: 'Vi tar inte emot beställningar från bordet just nu.',
    allergens: 'Allergener',
    add: 'Lägg till {item}',
    remove: 'Ta bort en {item}',
    inCart: '{count} i beställningen',
    cart: 'Din beställning',
    empty: 'Inget valt ännu.',
    total: 'Totalt',
    place: 'Beställ',
    placing: 'Skickar…',
    placed: 'Tack! Beställning {number} är på väg till köket. Du betalar vid bordet.',
    failed: 'Beställningen kunde inte skickas. Försök igen.',
    payAtTable: 'Du betalar vid bordet.',
  },
  errors: {
    unknownTable: 'Det här bordet tar inte emot beställningar. Fråga personalen.',
    closed: 'Enheten tar inte emot beställningar från bordet just nu.',
    notOnMenu: 'Rätten finns inte på menyn just nu.',
    throttled: 'För många beställningar från det här bordet. Vänta några minuter och försök igen.',
    menuNotLinked: 'Välj en meny för bordsservering i enheten.',
    required: 'Obligatoriskt',
    invalid: 'Ogiltigt värde',
    checkFields: 'Kontrollera de markerade fälten.',
  },
} satisfies NamespaceOnlineOrderingTranslation;

export default sv_onlineOrdering;
