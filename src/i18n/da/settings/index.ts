import type { NamespaceSettingsTranslation } from '../../i18n-types.js';

const da_settings = {
  title: 'Indstillinger',
  resources: {
    venues: {
      title: 'Salgssteder',
      tableLabel: 'Salgssteder',
      create: 'Nyt salgssted',
      editTitle: 'Rediger {name}',
      count: '{count} {{salgssted|salgssteder}}',
      empty: 'Ingen salgssteder endnu.',
      fields: {
        name: 'Navn',
        legalName: 'Juridisk navn',
        street: 'Adresse',
        zip: 'Postnummer',
        city: 'By',
        phone: 'Telefon',
        timezone: 'Tidszone',
        accountingCutoff: 'Regnskabsdagen starter',
        staffIdleTimeout: 'Log personale ud efter (minutter)',
        active: 'Aktivt',
      },
      columns: {
        name: 'Navn',
        city: 'By',
        timezone: 'Tidszone',
        accountingCutoff: 'Dagen starter',
        active: 'Tilstand',
      },
    },
  },
  form: {
    cutoffHint:
      'TT:MM i salgsstedets tidszone. Salg før dette tidspunkt hører til dagen før (05:30 som standard).',
    idleHint: '0 holder personalet logget ind.',
    timezoneHint: 'For eksempel Europe/Copenhagen.',
    active: 'Aktivt',
    inactive: 'Inaktivt',
  },
  errors: {
    checkFields: 'Kontrollér de markerede felter.',
    required: 'Feltet skal udfyldes.',
    invalid: 'Værdien er ikke gyldig.',
    tooLong: 'Teksten er for lang.',
    timezone: 'Angiv en tidszone, for eksempel Europe/Copenhagen.',
    cutoff: 'Angiv et tidspunkt som TT:MM, for eksempel 05:30.',
    idleTimeout: 'Angiv et helt antal minutter fra 0 til 240.',
    lastVenue: 'En virksomhed beholder mindst ét salgssted. Tilføj et nyt først.',
  },
} satisfies NamespaceSettingsTranslation;

export default da_settings;
