import type { NamespaceSettingsTranslation } from '../../i18n-types.js';

const es_settings = {
  title: 'Ajustes',
  resources: {
    venues: {
      title: 'Locales',
      tableLabel: 'Locales',
      create: 'Nuevo local',
      editTitle: 'Editar {name}',
      count: '{count} {{local|locales}}',
      empty: 'Todavía no hay locales.',
      fields: {
        name: 'Nombre',
        legalName: 'Razón social',
        street: 'Calle',
        zip: 'Código postal',
        city: 'Ciudad',
        phone: 'Teléfono',
        timezone: 'Zona horaria',
        accountingCutoff: 'El día contable empieza a las',
        staffIdleTimeout: 'Cerrar la sesión del personal tras (minutos)',
        active: 'Activo',
      },
      columns: {
        name: 'Nombre',
        city: 'Ciudad',
        timezone: 'Zona horaria',
        accountingCutoff: 'Empieza el día',
        active: 'Estado',
      },
    },
  },
  form: {
    cutoffHint:
      'HH:MM en la zona horaria del local. Las ventas antes de esa hora cuentan para el día anterior (05:30 por defecto).',
    idleHint: '0 mantiene la sesión del personal abierta.',
    timezoneHint: 'Por ejemplo Europe/Madrid.',
    active: 'Activo',
    inactive: 'Inactivo',
  },
  errors: {
    checkFields: 'Revisa los campos marcados.',
    required: 'Este campo es obligatorio.',
    invalid: 'Este valor no es válido.',
    tooLong: 'El texto es demasiado largo.',
    timezone: 'Introduce una zona horaria, por ejemplo Europe/Madrid.',
    cutoff: 'Introduce una hora como HH:MM, por ejemplo 05:30.',
    idleTimeout: 'Introduce un número entero de minutos entre 0 y 240.',
    lastVenue: 'Una empresa conserva al menos un local. Añade otro primero.',
  },
} satisfies NamespaceSettingsTranslation;

export default es_settings;
