import type { NamespaceSettingsTranslation } from '../../i18n-types.js';

const sv_settings = {
  title: 'Inställningar',
  resources: {
    venues: {
      title: 'Försäljningsställen',
      tableLabel: 'Försäljningsställen',
      create: 'Nytt försäljningsställe',
      editTitle: 'Redigera {name}',
      count: '{count} {{försäljningsställe|försäljningsställen}}',
      empty: 'Inga försäljningsställen ännu.',
      fields: {
        name: 'Namn',
        legalName: 'Juridiskt namn',
        street: 'Gatuadress',
        zip: 'Postnummer',
        city: 'Ort',
        phone: 'Telefon',
        timezone: 'Tidszon',
        accountingCutoff: 'Bokföringsdagen börjar',
        staffIdleTimeout: 'Logga ut personal efter (minuter)',
        active: 'Aktivt',
      },
      columns: {
        name: 'Namn',
        city: 'Ort',
        timezone: 'Tidszon',
        accountingCutoff: 'Dagen börjar',
        active: 'Status',
      },
    },
  },
  form: {
    cutoffHint:
      'TT:MM i försäljningsställets tidszon. Försäljning före den tiden hör till föregående dag (05:30 som standard).',
    idleHint: '0 håller personalen inloggad.',
    timezoneHint: 'Till exempel Europe/Stockholm.',
    active: 'Aktivt',
    inactive: 'Inaktivt',
  },
  errors: {
    checkFields: 'Kontrollera de markerade fälten.',
    required: 'Fältet är obligatoriskt.',
    invalid: 'Värdet är inte giltigt.',
    tooLong: 'Texten är för lång.',
    timezone: 'Ange en tidszon, till exempel Europe/Stockholm.',
    cutoff: 'Ange en tid som TT:MM, till exempel 05:30.',
    idleTimeout: 'Ange ett helt antal minuter från 0 till 240.',
    lastVenue: 'Ett företag behåller minst ett försäljningsställe. Lägg till ett till först.',
  },
} satisfies NamespaceSettingsTranslation;

export default sv_settings;
