import type { NamespaceOnlineOrderingTranslation } from '../../i18n-types.js';

const es_onlineOrdering = {
  page: {
    title: 'Pedidos desde la mesa',
    intro:
      'Los clientes escanean el código QR de su mesa, ven la carta con alérgenos y piden; pagan en la mesa. Los pedidos llegan con el origen App a pedidos, la supervisión de mesas y la pantalla de cocina.',
    venue: 'Local',
    enabled: 'Pedidos desde la mesa activados',
    menu: 'Carta',
    menuAuto: 'Según el horario de la carta (servicio en mesa)',
    noMenus: 'Este local no tiene ninguna carta de servicio en mesa. Vincula una en Cartas.',
    save: 'Guardar',
    saved: 'Guardado',
    qr: 'Códigos QR (PDF)',
    qrFile: 'codigos-qr-{venue}.pdf',
    empty: 'No hay locales.',
  },
  pdf: {
    title: 'Escanea y pide – {venue}',
    table: 'Mesa {code}',
    hint: 'Escanea, pide y paga en la mesa.',
    noTables: 'Este local aún no tiene mesas.',
  },
  guest: {
    title: '{venue} – mesa {table}',
    loading: 'Cargando la carta…',
    closed: 'Ahora mismo no aceptamos pedidos desde la mesa.',
    allergens: 'Alérgenos',
    add: 'Añadir {item}',
    remove: 'Quitar un {item}',
    inCart: '{count} en el pedido',
    cart: 'Tu pedido',
    empty: 'Aún no has elegido nada.',
    total: 'Importe total',
    place: 'Hacer pedido',
    placing: 'Enviando…',
    placed: '¡Gracias! El pedido {number} va camino de la cocina. Pagas en la mesa.',
    failed: 'No se pudo enviar el pedido. Inténtalo de nuevo.',
    payAtTable: 'Pagas en la mesa.',
  },
  errors: {
    unknownTable: 'Esta mesa no acepta pedidos. Pide ayuda al personal.',
    closed: 'El local no acepta pedidos desde la mesa en este momento.',
    notOnMenu: 'Este plato no está en la carta ahora mismo.',
    throttled: 'Demasiados pedidos desde esta mesa. Espera unos minutos y vuelve a intentarlo.',
    menuNotLinked: 'Elige una carta de servicio en mesa de este local.',
    required: 'Obligatorio',
    invalid: 'Valor no válido',
    checkFields: 'Revisa los campos marcados.',
  },
} satisfies NamespaceOnlineOrderingTranslation;

export default es_onlineOrdering;
