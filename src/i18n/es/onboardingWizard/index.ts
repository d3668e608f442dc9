import type { NamespaceOnboardingWizardTranslation } from '../../i18n-types.js';

const es_onboardingWizard = {
  welcome: {
    title: 'Te damos la bienvenida a Ordna, {name}',
    body: 'Vamos a configurar {company} juntos. Seis pasos cortos te llevan de una cuenta vacía a tu primera venta; puedes saltar cualquier paso y volver más tarde, desde cualquier dispositivo.',
    start: 'Empezar',
    resume: 'Seguir donde lo dejaste',
    done: 'Todo está listo. Ir al panel',
  },
  wizard: 'Pasos de configuración',
  progress: 'Configuración: {done} de {total} hechos',
  stepOf: 'Paso {index} de {total}',
  continue: 'Continuar',
  skip: 'Saltar este paso',
  back: 'Atrás',
  finished: 'La configuración ha terminado. ¡Buen trabajo!',
  toDashboard: 'Ir al panel',
  states: { done: 'Hecho', skipped: 'Saltado', open: 'Pendiente' },
  pages: {
    account: 'Tu cuenta',
    information: 'Datos de la empresa',
    stations: 'Estaciones de cocina',
    integrations: 'Integraciones',
    licenses: 'Licencias',
    productLibrary: 'Carta desde la biblioteca de productos',
  },
  outOfOrder: 'Termina o salta «{page}» primero: te hemos llevado allí.',
  account: {
    intro: 'Esta es la cuenta con la que te registraste. Puedes cambiar tus datos más tarde en Ajustes.',
    name: 'Nombre',
    email: 'Correo electrónico',
    company: 'Empresa',
  },
  information: {
    intro:
      'El nombre del negocio, la razón social y la dirección aparecen en los tiques y los informes; Continuar los guarda.',
    businessName: 'Nombre del negocio',
    legalName: 'Razón social',
    street: 'Dirección',
    zip: 'Código postal',
    city: 'Ciudad',
  },
  stations: {
    intro: 'Una estación es una impresora o pantalla de cocina a la que van los pedidos.',
    existing: 'Tus estaciones',
    none: 'Aún no hay estaciones.',
    name: 'Nombre de la estación',
    kind: 'Tipo',
    printer: 'Impresora',
    screen: 'Pantalla',
    add: 'Añadir estación',
  },
  integrationsStep: {
    intro:
      'Conecta tu programa de contabilidad para que las ventas de cada día lleguen a tus libros sin teclearlas. Puedes hacerlo ahora o más tarde.',
    open: 'Abrir integraciones',
  },
  licenses: {
    intro:
      'Las licencias activan mesas, pantallas de cocina, pedidos por app y más. Tu prueba lo incluye todo; elige licencias antes de que termine.',
    open: 'Ver licencias',
  },
  library: {
    intro:
      'Elige el tipo de local más parecido al tuyo. Añadimos categorías, tiempos, productos, modificadores y tipos de IVA de tu país con un clic; después cambia lo que quieras como cualquier producto.',
    kind: 'Tipo de local',
    kinds: { cafe: 'Cafetería', bar: 'Bar', restaurant: 'Restaurante', shop: 'Tienda' },
    preview: '{count} productos en {categories} categorías',
    import: 'Añadir estos productos',
    imported: 'Se han añadido {products} productos en {categories} categorías y un diseño de TPV.',
    merged: 'Todo estaba ya: no se ha duplicado nada.',
    layoutReady: 'Tu diseño de TPV está listo.',
    openLayout: 'Abrir el diseño de TPV',
    testSale: 'Hacer una venta de prueba',
    testSaleIntro:
      'El simulador vende el primer producto de tu diseño, pagado con tarjeta, como una caja real.',
    sold: 'Venta de prueba hecha: ya puedes vender.',
    openOrders: 'Ver el pedido',
    price: 'Precio',
    vat: 'IVA {rate} %',
  },
  errors: {
    checkFields: 'Revisa los campos marcados.',
    required: 'Rellena este campo.',
    tooLong: 'Es demasiado largo.',
    noVenue: 'La empresa aún no tiene ningún local.',
    noProducts: 'Primero añade productos a un diseño de TPV.',
    unknownEvent: 'Evento de configuración desconocido.',
    unknownKind: 'Elige cafetería, bar, restaurante o tienda.',
    outOfOrder: 'Termina o salta primero los pasos anteriores.',
  },
} satisfies NamespaceOnboardingWizardTranslation;

export default es_onboardingWizard;
