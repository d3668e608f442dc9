import type { BaseTranslation } from '../../i18n-types.js';

const en_settings = {
  title: 'Settings',
  resources: {
    venues: {
      title: 'Venues',
      tableLabel: 'Venues',
      create: 'New venue',
      editTitle: 'Edit {name:string}',
      count: '{count:number} {{venue|venues}}',
      empty: 'No venues yet.',
      fields: {
        name: 'Name',
        legalName: 'Legal name',
        street: 'Street',
        zip: 'Postcode',
        city: 'City',
        phone: 'Phone',
        timezone: 'Time zone',
        accountingCutoff: 'Accounting day starts at',
        staffIdleTimeout: 'Sign staff out after (minutes)',
        active: 'Active',
      },
      columns: {
        name: 'Name',
        city: 'City',
        timezone: 'Time zone',
        accountingCutoff: 'Day starts',
        active: 'Status',
      },
    },
  },
  form: {
    cutoffHint:
      'HH:MM in the venue’s time zone. Sales before this time belong to the previous day (05:30 by default).',
    idleHint: '0 keeps staff signed in.',
    timezoneHint: 'For example Europe/Stockholm.',
    active: 'Active',
    inactive: 'Inactive',
  },
  errors: {
    checkFields: 'Check the highlighted fields.',
    required: 'This field is required.',
    invalid: 'This value is not valid.',
    tooLong: 'This is too long.',
    timezone: 'Enter a time zone such as Europe/Stockholm.',
    cutoff: 'Enter a time as HH:MM, for example 05:30.',
    idleTimeout: 'Enter a whole number of minutes from 0 to 240.',
    lastVenue: 'A company keeps at least one venue. Add another one first.',
  },
} satisfies BaseTranslation;

export default en_settings;
