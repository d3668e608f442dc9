import type { NamespaceInventoryTranslation } from '../../i18n-types.js';

const es_inventory = {
  page: {
    title: 'Inventario',
    venue: 'Local',
    search: 'Buscar productos',
    lowOnly: 'Solo stock bajo',
    none: 'Todavía no se sigue el stock en este local. Registra una entrega o un recuento para empezar.',
    count: '{count} {{producto|productos}}',
    more: 'Mostrar más',
    saved: 'Guardado',
  },
  columns: {
    product: 'Producto',
    level: 'En stock',
    lowLevel: 'Nivel de stock bajo',
    status: 'Estado',
    actions: 'Acciones',
  },
  status: {
    inStock: 'En stock',
    low: 'Bajo',
    soldOut: 'Agotado',
  },
  actions: {
    delivery: 'Registrar entrega',
    count: 'Registrar recuento',
    history: 'Historial',
    low: 'Nivel de stock bajo',
  },
  dialog: {
    product: 'Producto',
    quantity: 'Unidades entregadas',
    level: 'Unidades contadas',
    note: 'Nota',
    lowLevel: 'Nivel de stock bajo (vacío: sin aviso)',
    save: 'Guardar',
    cancel: 'Cancelar',
    choose: 'Elige un producto',
  },
  kinds: {
    SALE: 'Venta',
    RETURN: 'Devolución',
    DELIVERY: 'Entrega',
    COUNT: 'Recuento',
    ADJUSTMENT: 'Ajuste',
  },
  movements: {
    title: 'Movimientos: {product}',
    at: 'Cuándo',
    kind: 'Tipo',
    delta: 'Cambio',
    level: 'Nivel',
    who: 'Quién',
    note: 'Nota',
    none: 'Todavía no hay movimientos.',
  },
  errors: {
    checkFields: 'Revisa los campos marcados.',
    required: 'Obligatorio',
    invalid: 'No válido',
    tooSmall: 'Demasiado pequeño',
    tooLarge: 'Demasiado grande',
    tooLong: 'Demasiado largo',
    soldOut: '{product} está agotado.',
  },
} satisfies NamespaceInventoryTranslation;

export default es_inventory;
