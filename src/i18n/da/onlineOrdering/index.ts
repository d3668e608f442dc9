import type { NamespaceOnlineOrderingTranslation } from '../../i18n-types.js';

const da_onlineOrdering = {
  page: {
    title: 'Bordbestilling',
    intro:
      'Gæsterne scanner QR-koden på bordet, ser menuen med allergener og bestiller; de betaler ved bordet. Bestillingerne kommer med kilden App i bestillinger, bordovervågning og køkkenskærmen.',
    venue: 'Afdeling',
    enabled: 'Bordbestilling slået til',
    menu: 'Menukort',
    menuAuto: 'Efter menuens tidsplan (bordservering)',
    noMenus: 'Ingen menu til bordservering er knyttet til afdelingen. Knyt en under Menuer.',
    save: 'Gem',
    saved: 'Gemt',
    qr: 'QR-koder (PDF)',
    qrFile: 'qr-koder-{venue}.pdf',
    empty: 'Ingen afdelinger.',
  },
  pdf: {
    title: 'Scan og bestil – {venue}',
    table: 'Bord {code}',
    hint: 'Scan, bestil, betal ved bordet.',
    noTables: 'Afdelingen har ingen borde endnu.',
  },
  guest: {
    title: '{venue} – bord {table}',
    loading: 'Henter menuen…',
    closed: 'Vi tager ikke imod bestillinger fra bordet lige nu.',
    allergens: 'Allergener',
    add: 'Tilføj {item}',
    remove: 'Fjern én {item}',
    inCart: '{count} i bestillingen',
    cart: 'Din bestilling',
    empty: 'Intet valgt endnu.',
    total: 'I alt',
    place: 'Bestil',
    placing: 'Sender…',
    placed: 'Tak! Bestilling {number} er på vej til køkkenet. Du betaler ved bordet.',
    failed: 'Bestillingen kunne ikke sendes. Prøv igen.',
    payAtTable: 'Du betaler ved bordet.',
  },
  errors: {
    unknownTable: 'Dette bord tager ikke imod bestillinger. Spørg personalet.',
    closed: 'Afdelingen tager ikke imod bestillinger fra bordet lige nu.',
    notOnMenu: 'Retten er ikke på menuen lige nu.',
    throttled: 'For mange bestillinger fra dette bord. Vent et par minutter og prøv igen.',
    menuNotLinked: 'Vælg en menu til bordservering i afdelingen.',
    required: 'Påkrævet',
    invalid: 'Ugyldig værdi',
    checkFields: 'Tjek de markerede felter.',
  },
} satisfies NamespaceOnlineOrderingTranslation;

export default da_onlineOrdering;
