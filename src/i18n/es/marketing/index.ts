import type { NamespaceMarketingTranslation } from '../../i18n-types.ts';

const es_marketing = {
  brand: 'Ordna',
  meta: {
    home: {
      title: 'Ordna – la plataforma TPV todo en uno para restaurantes, bares y cafeterías',
      description:
        'TPV, pedidos por QR, quioscos de autoservicio, pantallas de cocina y cobro con terminal portátil en una sola plataforma. Configúrala en menos de un minuto y pruébala gratis durante 30 días.',
    },
    pos: {
      title: 'TPV para restaurantes: cobro en la mesa, dividir la cuenta y propinas | Ordna',
      description:
        'Un TPV para restaurantes con plano de mesas, cobro en la mesa, cuenta dividida, propinas, tarjetas regalo, menús combinados y mensajes a cocina. Funciona en iOS y Android con impresoras EPSON y Star.',
    },
    handheld: {
      title: 'Terminal portátil: toma pedidos y cobra en la mesa | Ordna',
      description:
        'Toma el pedido, envíalo a cocina y cobra sin moverte de la mesa. Ordna funciona en los dispositivos iOS y Android que tu equipo ya conoce.',
    },
    kitchen: {
      title: 'Pantallas de cocina digitales: todos los pedidos de todos los canales | Ordna',
      description:
        'Pantallas de cocina que reúnen los pedidos del TPV, los pedidos por QR y los quioscos, con vistas para cada servicio y colores de estado que se actualizan en tiempo real.',
    },
    ordering: {
      title: 'Pedidos en la mesa con código QR y quioscos de autoservicio | Ordna',
      description:
        'Los clientes escanean el código QR de la mesa, piden y pagan desde el móvil o en un quiosco de autoservicio. El pedido llega directamente a la pantalla de cocina.',
    },
  },
  a11y: {
    skipToContent: 'Saltar al contenido',
    mainNavigation: 'Navegación principal',
    home: 'Página de inicio de Ordna',
    openMenu: 'Abrir el menú',
    closeMenu: 'Cerrar el menú',
    footerNavigation: 'Navegación del pie de página',
  },
  header: {
    products: 'Productos',
    testimonials: 'Testimonios',
    integrations: 'Integraciones',
    login: 'Iniciar sesión',
  },
  language: {
    label: 'Idioma',
    current: 'Idioma: {name}',
  },
  products: {
    pos: {
      name: 'TPV',
      description: 'Una caja completa para la barra y la mesa, con los cobros integrados.',
    },
    handheld: {
      name: 'Terminal portátil',
      description: 'Toma pedidos y cobra en la mesa con un móvil o una tableta pequeña.',
    },
    kitchen: {
      name: 'Pantalla de cocina (KDS)',
      description: 'Pantallas que sustituyen los tiques de papel y muestran cada pedido al momento.',
    },
    ordering: {
      name: 'Pedidos en la mesa',
      description: 'Los clientes piden y pagan desde el móvil con un código QR en la mesa.',
    },
  },
  cta: {
    trial: 'Empieza tu prueba gratuita de 30 días',
    trialNote: 'Listo en menos de un minuto. Gratis durante 30 días.',
    explore: 'Ver todas las funciones',
  },
  home: {
    hero: {
      eyebrow: 'Para restaurantes, bares, cafeterías y tiendas',
      title: 'Una sola plataforma para todo lo que vende tu restaurante',
      lead: 'Ordna reúne el TPV, los pedidos por QR, los quioscos de autoservicio, las pantallas de cocina y la toma de pedidos y el cobro con terminal portátil en un único sistema, para que cada pedido llegue al mismo sitio.',
      illustration: 'Un TPV, un terminal portátil y una pantalla de cocina que muestran el mismo pedido',
    },
    stats: {
      label: 'Ordna en cifras',
      trialValue: '30 días',
      trialLabel: 'de prueba gratuita, con todas las funciones',
      setupValue: 'Menos de 1 minuto',
      setupLabel: 'desde el registro hasta la primera venta',
      revenueValue: 'Hasta un 30 %',
      revenueLabel: 'más de facturación con pedidos por QR y quioscos',
    },
    platform: {
      title: 'Todo en uno: cinco formas de vender, un solo sistema',
      lead: 'Empieza con el TPV y añade lo demás cuando lo necesites. Las cartas, los precios y los informes son comunes a todos.',
      pos: {
        title: 'Punto de venta',
        body: 'Un TPV rápido para la barra y la mesa, con plano de mesas, cuenta dividida y propinas.',
      },
      qr: {
        title: 'Pedidos por QR',
        body: 'Los clientes escanean el código de la mesa, piden de la carta y pagan con el móvil.',
      },
      kiosk: {
        title: 'Quioscos de autoservicio',
        body: 'Deja que los clientes pidan y paguen solos mientras tu equipo se ocupa de la comida.',
      },
      kitchen: {
        title: 'Pantallas de cocina',
        body: 'Todos los pedidos de todos los canales en una pantalla, ordenados por hora y partida.',
      },
      handheld: {
        title: 'Pedidos y cobros con terminal portátil',
        body: 'Toma el pedido y cobra en la mesa sin ir hasta la caja.',
      },
    },
    devices: {
      title: 'Funciona con el equipo que ya tienes',
      body: 'Ordna funciona en móviles y tabletas iOS y Android e imprime tiques y comandas en impresoras EPSON y Star. Sin equipos especiales y sin día de instalación.',
      ios: 'iPhone e iPad',
      android: 'Móviles y tabletas Android',
      printers: 'Impresoras EPSON y Star',
    },
    testimonials: {
      title: 'Lo que dicen nuestros clientes',
      lead: 'Restaurantes, bares y cafeterías que gestionan su servicio con Ordna.',
      first: {
        body: 'Configuramos el TPV antes del servicio de mediodía y ese mismo día ya tomábamos pedidos. Dividir la cuenta de una mesa de doce ahora lleva unos segundos.',
        title: 'Propietaria de un bistró de barrio en Estocolmo',
      },
      second: {
        body: 'Desde que los clientes piden con el código QR, el tique medio ha subido y los camareros dedican su tiempo a los clientes en lugar de a la cola.',
        title: 'Director de un restaurante de marisco en Bergen',
      },
      third: {
        body: 'Las pantallas de cocina cambiaron nuestras noches. Los cocineros ven a la vez cada pedido de la sala, del quiosco y de la app, y los colores les dicen qué va con retraso.',
        title: 'Jefa de cocina de una hamburguesería en Madrid',
      },
    },
    integrations: {
      title: 'Integraciones que te ahorran horas',
      lead: 'Ordna se conecta con los sistemas que ya utilizas, para que no tengas que introducir las ventas dos veces.',
      accounting: {
        title: 'Contabilidad',
        body: 'Las ventas del día pasan solas a tu programa de contabilidad, con facturación agrupada para los clientes a crédito.',
      },
      scheduling: {
        title: 'Turnos del personal',
        body: 'Horas trabajadas y ventas lado a lado, para planificar el equipo en las noches de más trabajo.',
      },
      inventory: {
        title: 'Inventario',
        body: 'El stock baja a medida que vendes y sabes qué pedir antes de quedarte sin nada.',
      },
      api: {
        title: 'API abierta',
        body: 'Crea tus propias conexiones con claves de API que generas y revocas en el back office.',
      },
    },
    company: {
      title: 'Con sede en Estocolmo, cerca de ti',
      body: 'Ordna se desarrolla y se da soporte desde Estocolmo. En Noruega, la atención al cliente la presta nuestro socio, con más de 25 años de experiencia en hostelería.',
      stockholm: 'Sede central en Estocolmo',
      norway: 'Soporte en Noruega a través de un socio con más de 25 años de experiencia',
      chat: 'Chat de soporte abajo a la derecha en el back office',
    },
  },
  pos: {
    hero: {
      eyebrow: 'TPV',
      title: 'Un TPV pensado para los servicios con más trabajo',
      lead: 'Todo lo que tu equipo necesita en la barra y en la mesa: plano de mesas, cobro en la mesa, cuenta dividida, propinas, tarjetas regalo y menús combinados. Funciona en iOS y Android e imprime en impresoras EPSON y Star.',
      illustration: 'Un TPV con el plano de mesas, con mesas libres y mesas pagadas',
    },
    features: {
      title: 'Todas las funciones del TPV de Ordna',
      lead: 'Todas están incluidas en la prueba gratuita de 30 días.',
      payAtTable: {
        title: 'Cobro en la mesa',
        body: 'Lleva el cobro al cliente en lugar de llevar al cliente a la caja.',
      },
      tableMap: {
        title: 'Plano de mesas',
        body: 'Ve qué mesas están libres, pidiendo o esperando la cuenta.',
      },
      multiPay: {
        title: 'Cobro con varios terminales',
        body: 'Cobra en varios datáfonos a la vez en las horas punta.',
      },
      invoice: {
        title: 'Pago con factura',
        body: 'Permite que las empresas paguen con factura, con facturación agrupada a través de tu integración contable.',
      },
      stationControl: {
        title: 'Control de partidas',
        body: 'Envía cada plato a su partida: la plancha, la cocina fría o la barra.',
      },
      layout: {
        title: 'Diseño de la caja',
        body: 'Organiza páginas y botones para que lo que más vendes esté a un toque.',
      },
      splitBill: {
        title: 'Dividir la cuenta',
        body: 'Divide toda la cuenta a partes iguales o pasa productos sueltos a otra cuenta.',
      },
      discounts: {
        title: 'Descuentos para personal, amigos y familia',
        body: 'Aplica el descuento adecuado a las personas adecuadas y velo en tus informes.',
      },
      tips: {
        title: 'Gestión de propinas',
        body: 'El cliente añade la propina en el datáfono y tú la ves por turno.',
      },
      packages: {
        title: 'Ofertas y menús',
        body: 'Dos por uno, menús de varios platos y combos con el precio correcto en cada parte.',
      },
      giftCards: { title: 'Tarjetas regalo', body: 'Vende y canjea tarjetas regalo digitales o físicas.' },
      kitchenMessages: {
        title: 'Mensajes a cocina',
        body: 'Envía alergias y peticiones especiales a la cocina junto con el pedido.',
      },
      orderSlips: {
        title: 'Comandas agrupadas',
        body: 'Imprime una sola comanda para toda la mesa para que la cocina organice los pases.',
      },
      payLater: {
        title: 'Pago posterior en comida rápida',
        body: 'El cliente pide primero y paga al recoger la comida.',
      },
    },
  },
  handheld: {
    hero: {
      eyebrow: 'Terminal portátil',
      title: 'Toma pedidos y cobra en la mesa',
      lead: 'Todo el TPV en el bolsillo. Tu equipo toma el pedido en la mesa, lo envía directamente a cocina y cobra antes de que el cliente tenga que pedir la cuenta.',
      illustration: 'Un móvil tomando un pedido para la mesa 4',
    },
    points: {
      title: 'Menos paseos, más ventas',
      order: {
        title: 'Pide en la mesa',
        body: 'La carta, las modificaciones y los mensajes a cocina en un móvil o una tableta pequeña.',
      },
      kitchen: {
        title: 'Directo a cocina',
        body: 'El pedido aparece en la pantalla o en la impresora de cocina en cuanto se envía.',
      },
      pay: {
        title: 'Cobro en la mesa',
        body: 'Divide la cuenta, añade la propina e imprime o envía el tique allí donde está el cliente.',
      },
      devices: {
        title: 'Dispositivos que ya conoces',
        body: 'Funciona en dispositivos iOS y Android, con impresoras EPSON y Star para los tiques.',
      },
    },
  },
  kitchen: {
    hero: {
      eyebrow: 'Pantalla de cocina (KDS)',
      title: 'Pantallas de cocina que aguantan el ritmo del servicio',
      lead: 'Sustituye las comandas de papel por pantallas que reúnen cada pedido del TPV, de los terminales portátiles, de los pedidos por QR y de los quioscos, y se actualizan en tiempo real.',
      illustration: 'Una pantalla de cocina con comandas en verde, amarillo y rojo',
    },
    points: {
      title: 'Hecha para quien está en el pase',
      channels: {
        title: 'Pedidos de todos los canales',
        body: 'Sala, para llevar, QR y quiosco llegan a la misma pantalla.',
      },
      views: {
        title: 'Vistas para cada servicio',
        body: 'Configura una vista para el desayuno, otra para el almuerzo y otra para la cena.',
      },
      colours: {
        title: 'Colores de estado',
        body: 'Verde, amarillo y rojo muestran de un vistazo qué pedidos son nuevos, están en marcha o van con retraso.',
      },
      realtime: {
        title: 'Actualización en tiempo real',
        body: 'Cuando un pedido cambia en la mesa, la pantalla cambia con él.',
      },
    },
  },
  ordering: {
    hero: {
      eyebrow: 'Pedidos en la mesa',
      title: 'Deja que los clientes pidan y paguen desde la mesa',
      lead: 'Pon un código QR en cada mesa. Los clientes abren la carta en el móvil, piden y pagan, y el pedido llega directamente a cocina. Los restaurantes que añaden pedidos por QR y quioscos venden hasta un 30 % más.',
      illustration: 'Un código QR en un soporte de mesa junto a un móvil que muestra la carta',
    },
    points: {
      title: 'Un servicio más rápido sin más personal',
      qr: {
        title: 'Código QR en la mesa',
        body: 'Sin apps que descargar: la carta se abre en el navegador del móvil.',
      },
      kiosk: {
        title: 'Quioscos de autoservicio',
        body: 'Un quiosco en la entrada toma pedidos y cobros mientras la cola avanza.',
      },
      pay: { title: 'Pide y paga de una vez', body: 'El cliente paga al pedir, así nadie espera la cuenta.' },
      revenue: {
        title: 'Hasta un 30 % más de facturación',
        body: 'Los clientes ven toda la carta con fotos y extras, y vuelven a pedir sin esperar.',
      },
    },
  },
  footer: {
    ctaTitle: 'Prueba Ordna gratis durante 30 días',
    ctaBody:
      'Configura tu restaurante en menos de un minuto. Todas las funciones están incluidas en la prueba.',
    cta: 'Empezar',
    productsTitle: 'Productos',
    companyTitle: 'Empresa',
    contactTitle: 'Contacto',
    socialTitle: 'Síguenos',
    social: 'Ordna en {network}',
    country: 'Suecia',
    supportEmail: 'Soporte: {email}',
    copyright: '© {year} Ordna AB. Todos los derechos reservados.',
  },
} satisfies NamespaceMarketingTranslation;

export default es_marketing;
