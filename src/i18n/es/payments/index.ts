import type { NamespacePaymentsTranslation } from '../../i18n-types.js';

const es_payments = {
  transactionsTitle: 'Transacciones',
  payoutsTitle: 'Liquidaciones',
  reportsTitle: 'Informes de pagos',
  notConfigured:
    'El proveedor de pagos con tarjeta aún no está conectado. Pide a tu administrador que configure la clave del proveedor en el servidor; el saldo, los enlaces de verificación, las liquidaciones y sus informes aparecerán aquí cuando esté configurada.',
  balance: 'Saldo',
  available: 'Disponible',
  pending: 'Pendiente',
  noBalance: 'Todavía no hay cuentas de saldo.',
  onboarding: 'Alta',
  accountHolder: 'Titular de la cuenta',
  noAccountHolders: 'Todavía no hay titular de la cuenta.',
  statuses: {
    PENDING: 'Verificación pendiente',
    VERIFIED: 'Verificado',
    REJECTED: 'Rechazado',
  },
  completeVerification: 'Completar la verificación',
  openCheckout: 'Abrir el pago',
  search: 'Número de pedido o referencia de tarjeta',
  from: 'Desde',
  to: 'Hasta',
  venue: 'Local',
  allVenues: 'Todos los locales',
  exportCsv: 'Exportar CSV',
  loadMore: 'Mostrar más',
  summary: '{count} pagos con tarjeta, {amount} en total',
  columns: {
    date: 'Fecha',
    venue: 'Local',
    order: 'Pedido',
    amount: 'Importe',
    tip: 'Propina',
    reference: 'Referencia de tarjeta',
    status: 'Estado',
    currency: 'Moneda',
    period: 'Periodo',
    type: 'Tipo',
  },
  empty: {
    transactions: 'Ningún pago con tarjeta coincide con el filtro.',
    payouts: 'Todavía no hay liquidaciones.',
    reports: 'Todavía no hay informes de liquidaciones.',
  },
  payoutStatuses: {
    BOOKED: 'Pagada',
    PENDING: 'En camino',
    FAILED: 'Fallida',
  },
  reportTypes: {
    PAYOUTS: 'Liquidaciones',
  },
  newReport: 'Nuevo informe de liquidaciones',
  orgNumber: 'NIF de la empresa',
  currency: 'Moneda',
  createReport: 'Crear informe',
  reportCreated: 'Informe de liquidaciones solicitado.',
  download: 'Descargar',
  errors: {
    checkFields: 'Revisa los campos marcados.',
    required: 'Rellena este campo.',
    tooLong: 'Es demasiado largo.',
    invalidEmail: 'Escribe un correo electrónico como nombre@ejemplo.es.',
    invalidCountry: 'Elige uno de los países ofrecidos.',
    invalidCurrency: 'Elige una de las monedas ofrecidas.',
    invalidOrgNumber: 'El número de la empresa no tiene la longitud de los números de este país.',
    invalidDate: 'Escribe una fecha como AAAA-MM-DD.',
    invalidRange: 'La fecha final debe ser igual o posterior a la inicial.',
    shareholdersMin: 'Añade al menos un accionista.',
    jobTitleRequired: 'En este país es obligatorio el cargo de cada accionista.',
    providerRefused:
      'El proveedor de tarjetas rechazó la solicitud: {message}. Corrígelo y vuelve a intentarlo.',
    providerRefusedField: 'El proveedor de tarjetas rechazó este valor: {message}',
    notConfigured:
      'El proveedor de pagos con tarjeta no está conectado. Pide a tu administrador que configure la clave del proveedor en el servidor.',
    providerKey:
      'El proveedor de tarjetas no aceptó nuestra clave. Pide a tu administrador que renueve la clave del proveedor en el servidor.',
    providerDown:
      'El proveedor de tarjetas no responde ahora mismo. No se guardó nada; vuelve a intentarlo en unos minutos.',
    metadataMissing:
      'Faltan metadatos: completa la calle, el código postal y la ciudad del local en Ajustes → Locales y vuelve a intentarlo.',
  },
} satisfies NamespacePaymentsTranslation;

export default es_payments;
