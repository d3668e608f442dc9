import type { NamespaceCompetitionsTranslation } from '../../i18n-types.js';

const es_competitions = {
  title: 'Concursos',
  intro:
    'El personal compite con productos o categorías elegidos; las ventas del TPV mueven la clasificación al instante.',
  search: 'Buscar productos y categorías',
  more: 'Mostrar más',
  none: 'Aún no hay concursos.',
  create: 'Iniciar concurso',
  name: 'Nombre',
  metric: 'Contar por',
  metrics: {
    QUANTITY: 'Cantidad vendida',
    AMOUNT: 'Importe vendido',
  },
  startsAt: 'Empieza',
  endsAt: 'Termina',
  products: 'Productos',
  categories: 'Categorías',
  venue: 'Local',
  allVenues: 'Todos los locales',
  phases: {
    UPCOMING: 'Próximo',
    RUNNING: 'En curso',
    FINISHED: 'Terminado',
  },
  leaderboard: 'Clasificación',
  rank: 'Puesto',
  seller: 'Empleado',
  quantity: 'Cantidad',
  amount: 'Importe',
  empty: 'Aún no hay ventas.',
  fullScreen: 'Pantalla completa',
  exitFullScreen: 'Salir de pantalla completa',
  open: 'Ver clasificación',
  started: '{name} ha comenzado.',
  live: 'En directo',
  errors: {
    checkFields: 'Revisa los campos marcados.',
    required: 'Este campo es obligatorio.',
    invalid: 'Este valor no es válido.',
    tooLong: 'Es demasiado largo.',
    period: 'El final debe ser posterior al inicio.',
    targets: 'Elige al menos un producto o una categoría.',
    venue: 'Elige uno de tus locales.',
  },
} satisfies NamespaceCompetitionsTranslation;

export default es_competitions;
