import type { NamespaceIntegrationsTranslation } from '../../i18n-types.js';

const es_integrations = {
  title: 'Integraciones',
  intro: 'Envía las ventas de cada día a tu programa de contabilidad sin teclearlas.',
  kinds: { accounting: 'Contabilidad', staff: 'Turnos de personal', file: 'Exportación de archivos' },
  statuses: { disconnected: 'Sin conectar', connected: 'Conectada', refused: 'Rechazada por el proveedor' },
  soon: 'Próximamente',
  open: 'Abrir {name}',
  sends:
    'Envía un asiento cuadrado por local y día contable cerrado, a la mañana siguiente, con reintentos cuando el proveedor no responde.',
  sendsStaff:
    'Envía las ventas de cada local de un día contable cerrado (por hora cuando la herramienta guarda horas), para comparar el coste de personal con los ingresos. Pon a la unidad de la herramienta de turnos el nombre del local.',
  connect: 'Conectar',
  credential: {
    accessToken: 'Token de acceso',
    clientKey: 'Clave de cliente',
    employeeToken: 'Token de empleado',
    grantToken: 'Token de concesión',
    refreshToken: 'Token de renovación',
    apiKey: 'Clave de API',
    clientId: 'ID de cliente',
    clientSecret: 'Secreto de cliente',
    variableId: 'Variable de previsión (ID externo)',
  },
  manage: 'Gestionar la asignación de cuentas',
  vouchers: 'Asientos diarios, últimos 30 días',
  noVouchers: 'Aún no hay asientos.',
  voucherStatuses: {
    pending: 'En espera',
    retrying: 'Reintentando',
    sent: 'Enviado',
    exported: 'Exportado',
    failed: 'Fallido',
  },
  date: 'Día contable',
  status: 'Estado',
  message: 'Mensaje',
  sendDay: 'Enviar un día',
  send: 'Enviar',
  mapping: {
    title: 'Asignación de cuentas',
    defaults: 'Estas son las cuentas por defecto de tu país. Revísalas y guarda.',
    sales: 'Ventas, IVA {rate} %',
    vat: 'IVA repercutido, {rate} %',
    payment: 'Pago: {method}',
    tips: 'Propinas para el personal',
    rounding: 'Redondeo',
    cashDifference: 'Descuadres de caja',
    tenant: 'Cliente',
    tenantHint:
      'El id de una empresa cliente en el proveedor; déjalo vacío para la propia empresa de las credenciales.',
    save: 'Guardar la asignación',
    saved: 'Asignación guardada.',
  },
  errors: {
    salesOnly: 'Esta integración recibe ventas, no asientos.',
    invalidTenant: 'Un cliente es el número de una empresa cliente en el proveedor: solo dígitos.',
    checkFields: 'Revisa las cuentas marcadas.',
    refused: 'El proveedor rechazó las credenciales: {message}',
    unmappedVatRate: 'Asigna una cuenta al IVA del {rate} %.',
    unmappedPaymentMethod: 'Asigna una cuenta al método de pago {method}.',
    unmappedAccount: 'Asigna una cuenta aquí.',
    cannotSend: 'No se puede enviar el día: falta cuenta para {what}.',
  },
} satisfies NamespaceIntegrationsTranslation;

export default es_integrations;
