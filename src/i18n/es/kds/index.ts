import type { NamespaceKdsTranslation } from '../../i18n-types.js';

const es_kds = {
  title: 'Pantalla de cocina',
  station: 'Estación',
  noStations: 'Todavía no hay estaciones de cocina en este local. Añade una en Productos → Estaciones.',
  noTickets: 'No hay comandas en espera.',
  stages: {
    NEW: 'Nueva',
    IN_PROGRESS: 'En preparación',
    READY: 'Lista',
    SERVED: 'Servida',
  },
  bump: 'Pasar el pedido {number} a {stage}',
  recall: 'Deshacer el último paso',
  order: 'Pedido {number}',
  table: 'Mesa {table}',
  noCourse: 'Sin plato',
  minutes: '{minutes} min',
  allDay: 'Total pendiente',
  allDayEmpty: 'Nada en espera.',
  prepTime: 'Tiempo medio de preparación',
  prepHour: 'Hora',
  prepTickets: 'Comandas',
  prepAverage: 'Media',
  prepEmpty: 'No hay comandas listas en las últimas 24 horas.',
  offline: 'Sin conexión: los pasos se guardan y se envían al volver la conexión ({count} en espera).',
  stale: 'El pedido {number} ya había avanzado en otra pantalla; no se cambió nada.',
  nothingToRecall: 'No hay nada que deshacer.',
  recalled: 'El pedido {number} vuelve a {stage}.',
  bumped: 'Pedido {number} pasado a {stage}.',
  keyboardHelp:
    'Teclado de cocina: las teclas 1–9 avanzan la comanda de esa posición, 0 o Retroceso deshace el último paso.',
  modifications: 'Modificaciones',
  messages: 'Mensaje para cocina',
  allergens: 'Alérgenos',
  fullScreen: 'Pantalla completa',
  live: 'En directo',
  tickets: 'Comandas de {station}',
  position: 'Tecla {key}',
  errors: {
    otherStation: 'Esta comanda pertenece a otra estación.',
    stale: 'La comanda ya había avanzado.',
    nothingToRecall: 'No hay nada que deshacer.',
    served: 'La comanda ya está servida.',
  },
} satisfies NamespaceKdsTranslation;

export default es_kds;
