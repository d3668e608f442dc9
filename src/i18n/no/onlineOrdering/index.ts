import type { NamespaceOnlineOrderingTranslation } from '../../i18n-types.js';

const no_onlineOrdering = {
  page: {
    title: 'Bordbestilling',
    intro:
      'Gjestene skanner QR-koden på bordet, ser menyen med allergener og bestiller; de betaler ved bordet. Bestillingene kommer med kilden App i bestillinger, bordovervåking og kjøkkenskjermen.',
    venue: 'Avdeling',
    enabled: 'Bordbestilling på',
    menu: 'Meny',
    menuAuto: 'Etter menyens tidsplan (bordservering)',
    noMenus: 'Ingen meny for bordservering er koblet til avdelingen. Koble en under Menyer.',
    save: 'Lagre',
    saved: 'Lagret',
    qr: 'QR-koder (PDF)',
    qrFile: 'qr-koder-{venue}.pdf',
    empty: 'Ingen avdelinger.',
  },
  pdf: {
    title: 'Skann og bestill – {venue}',
    table: 'Bord {code}',
    hint: 'Skann, bestill, betal ved bordet.',
    noTables: 'Avdelingen har ingen bord ennå.',
  },
  guest: {
    title: '{venue} – bord {table}',
    loading: 'Laster menyen…',
    closed: 'Vi tar ikke imot bestillinger fra bordet akkurat nå.',
    allergens: 'Allergener',
    add: 'Legg til {item}',
    remove: 'Fjern én {item}',
    inCart: '{count} i bestillingen',
    cart: 'Din bestilling',
    empty: 'Ingenting valgt ennå.',
    total: 'Totalt',
    place: 'Bestill',
    placing: 'Sender…',
    placed: 'Takk! Bestilling {number} er på vei til kjøkkenet. Du betaler ved bordet.',
    failed: 'Bestillingen kunne ikke sendes. Prøv igjen.',
    payAtTable: 'Du betaler ved bordet.',
  },
  errors: {
    unknownTable: 'Dette bordet tar ikke imot bestillinger. Spør personalet.',
    closed: 'Avdelingen tar ikke imot bestillinger fra bordet akkurat nå.',
    notOnMenu: 'Retten er ikke på menyen akkurat nå.',
    throttled: 'For mange bestillinger fra dette bordet. Vent noen minutter og prøv igjen.',
    menuNotLinked: 'Velg en meny for bordservering i avdelingen.',
    required: 'Påkrevd',
    invalid: 'Ugyldig verdi',
    checkFields: 'Sjekk de merkede feltene.',
  },
} satisfies NamespaceOnlineOrderingTranslation;

export default no_onlineOrdering;
