import type { NamespaceChangelogTranslation } from '../../i18n-types.js';

const es_changelog = {
  entries: {
    tablesLive: {
      title: 'Planos de sala y mesas en directo',
      body: 'Dibuja cada sala con sus mesas y mira cómo se llenan durante el servicio sin recargar.',
    },
    financeHome: {
      title: 'Resumen de ventas e informes Z',
      body: 'Cifras en directo en la página de inicio e informes Z que cumplen las normas sueca y noruega.',
    },
    staffPins: {
      title: 'Personal, PIN y niveles de acceso',
      body: 'Añade personal con un PIN para la caja y decide exactamente qué puede hacer cada persona.',
    },
    menuHistory: {
      title: 'Historial de cambios de menús y productos',
      body: 'Mira quién cambió un precio o un menú y deshazlo con un clic.',
    },
  },
} satisfies NamespaceChangelogTranslation;

export default es_changelog;
