import type { NamespaceCrudTranslation } from '../../i18n-types.js';

/** The generic list and editor's own texts (src/platform/crud): no area's words here. */
const es_crud = {
  /** A declared kind's field problems (src/domain/kind.ts), for its form and its API. */
  field: {
    required: 'Este campo es obligatorio.',
    tooLong: 'Demasiado largo.',
    invalid: 'Este valor no es válido.',
    number: 'Introduce un número entero dentro del rango permitido.',
    unknownReference: 'Elige una de las opciones.',
  },
  list: {
    /** An on/off column of a declared kind (kindResource). */
    yes: 'Sí',
    no: 'No',
    filter: 'Filtrar',
    filterPlaceholder: 'El nombre contiene…',
    selectAll: 'Seleccionar todos los mostrados',
    selectRow: 'Seleccionar {name}',
    selected: '{count} seleccionados',
    selectMatching: 'Seleccionar los {count} que coinciden',
    allMatching: 'Seleccionados los {count} que coinciden',
    clearSelection: 'Quitar la selección',
    loadingRow: 'Cargando…',
    shown: 'Mostrando {shown} de {total}',
    showing: 'Mostrando {name}',
    bulkDelete: 'Eliminar seleccionados',
    bulkApply: 'Aplicar',
    bulkDone: '{count} {{registro cambiado|registros cambiados}}',
    none: 'Ninguno',
    all: 'Todos',
    actions: 'Acciones',
  },
  form: {
    save: 'Guardar',
    saving: 'Guardando…',
    create: 'Crear',
    cancel: 'Cancelar',
    close: 'Cerrar el editor',
    delete: 'Eliminar',
    saved: '{name} guardado',
    created: '{name} creado',
    deleted: 'Eliminado',
    notFound: 'Este registro no existe o se ha eliminado.',
    chooseNone: 'Ninguno',
  },
  suggest: {
    button: 'Sugerir traducciones',
    working: 'Sugiriendo…',
    done: 'Se han rellenado sugerencias en los idiomas vacíos. Revísalas antes de guardar.',
    needText: 'Escribe primero el texto en un idioma (200 caracteres como máximo).',
    notConfigured:
      'Las sugerencias de texto están desactivadas: no hay ningún proveedor de texto configurado. Define TEXT_COMPLETION_API_URL y TEXT_COMPLETION_API_KEY en el servidor.',
    failed: 'El proveedor de texto no ha respondido. Inténtalo de nuevo en un momento.',
  },
  conflict: {
    title: 'Otra persona guardó antes',
    body: 'Otra persona cambió este registro mientras lo editabas. Vuelve a cargarlo para ver su versión o sobrescríbelo con la tuya.',
    reload: 'Cargar su versión',
    overwrite: 'Sobrescribir con la mía',
  },
  deleteDialog: {
    title: '¿Eliminar {name}?',
    titleMany: '¿Eliminar {count} {{registro|registros}}?',
    body: 'No se puede deshacer.',
    usedIn: 'Todavía se usa en:',
    usedInMany: 'Todavía se usan en:',
    confirmUsed: 'Eliminar de todos modos',
    confirm: 'Eliminar',
    usageKinds: {
      MENU: 'Menú {name}',
      POS_LAYOUT: 'Diseño de TPV {name}',
      UPSELL: 'Venta sugerida {name}',
      PRODUCT: 'Producto {name}',
      CATEGORY: 'Categoría {name}',
    },
    more: 'y {count} más',
  },
  errors: {
    checkFields: 'Revisa los campos marcados.',
    somethingWrong: 'Algo ha fallado. Inténtalo de nuevo.',
  },
} satisfies NamespaceCrudTranslation;

export default es_crud;
