import type { NamespaceSettingsTranslation } from '../../i18n-types.js';

const no_settings = {
  title: 'Innstillinger',
  resources: {
    venues: {
      title: 'Utsalgssteder',
      tableLabel: 'Utsalgssteder',
      create: 'Nytt utsalgssted',
      editTitle: 'Rediger {name}',
      count: '{count} {{utsalgssted|utsalgssteder}}',
      empty: 'Ingen utsalgssteder ennå.',
      fields: {
        name: 'Navn',
        legalName: 'Juridisk navn',
        street: 'Gateadresse',
        zip: 'Postnummer',
        city: 'Poststed',
        phone: 'Telefon',
        timezone: 'Tidssone',
        accountingCutoff: 'Regnskapsdagen starter',
        staffIdleTimeout: 'Logg ut ansatte etter (minutter)',
        active: 'Aktivt',
      },
      columns: {
        name: 'Navn',
        city: 'Poststed',
        timezone: 'Tidssone',
        accountingCutoff: 'Dagen starter',
        active: 'Status',
      },
    },
  },
  form: {
    cutoffHint:
      'TT:MM i utsalgsstedets tidssone. Salg før dette tidspunktet hører til dagen før (05:30 som standard).',
    idleHint: '0 holder de ansatte innlogget.',
    timezoneHint: 'For eksempel Europe/Oslo.',
    active: 'Aktivt',
    inactive: 'Inaktivt',
  },
  errors: {
    checkFields: 'Sjekk de markerte feltene.',
    required: 'Feltet er påkrevd.',
    invalid: 'Verdien er ikke gyldig.',
    tooLong: 'Teksten er for lang.',
    timezone: 'Oppgi en tidssone, for eksempel Europe/Oslo.',
    cutoff: 'Oppgi et klokkeslett som TT:MM, for eksempel 05:30.',
    idleTimeout: 'Oppgi et helt antall minutter fra 0 til 240.',
    lastVenue: 'En bedrift beholder minst ett utsalgssted. Legg til et nytt først.',
  },
} satisfies NamespaceSettingsTranslation;

export default no_settings;
