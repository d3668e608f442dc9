import type { NamespaceMarketingTranslation } from '../../i18n-types.ts';

const tr_marketing = {
  brand: 'Ordna',
  meta: {
    home: {
      title: 'Ordna – restoran, bar ve kafeler için hepsi bir arada POS platformu',
      description:
        'POS, QR sipariş, self servis kiosklar, mutfak ekranları ve el terminaliyle ödeme tek bir platformda. Bir dakikadan kısa sürede kurun ve 30 gün ücretsiz deneyin.',
    },
    pos: {
      title: 'Restoranlar için POS sistemi – masada ödeme, hesap bölme ve bahşiş | Ordna',
      description:
        'Masa planı, masada ödeme, hesap bölme, bahşiş, hediye kartları, paket menüler ve mutfak notları olan bir restoran POS sistemi. EPSON ve Star yazıcılarla iOS ve Android üzerinde çalışır.',
    },
    handheld: {
      title: 'El terminali – siparişi ve ödemeyi masada alın | Ordna',
      description:
        'Siparişi alın, mutfağa gönderin ve masadan ayrılmadan ödemeyi tahsil edin. Ordna, ekibinizin zaten bildiği iOS ve Android cihazlarda çalışır.',
    },
    kitchen: {
      title: 'Dijital mutfak ekranları – tüm kanallardan gelen her sipariş | Ordna',
      description:
        'Kasadan, QR siparişten ve kiosklardan gelen siparişleri toplayan, her servis saati için ayrı görünümleri ve gerçek zamanlı güncellenen durum renkleri olan mutfak ekranları.',
    },
    ordering: {
      title: 'QR kodla masadan sipariş ve self servis kiosklar | Ordna',
      description:
        'Misafirler masadaki QR kodu okutur, telefonlarından ya da bir self servis kiosktan sipariş verip öder. Sipariş doğrudan mutfak ekranına düşer.',
    },
  },
  a11y: {
    skipToContent: 'İçeriğe geç',
    mainNavigation: 'Ana menü',
    home: 'Ordna ana sayfası',
    openMenu: 'Menüyü aç',
    closeMenu: 'Menüyü kapat',
    footerNavigation: 'Alt bilgi menüsü',
  },
  header: {
    products: 'Ürünler',
    testimonials: 'Müşteri yorumları',
    integrations: 'Entegrasyonlar',
    login: 'Giriş yap',
  },
  language: {
    label: 'Dil',
    current: 'Dil: {name}',
  },
  products: {
    pos: {
      name: 'POS sistemi',
      description: 'Tezgâh ve masa için ödeme alma özelliği yerleşik, eksiksiz bir kasa.',
    },
    handheld: {
      name: 'El terminali',
      description: 'Telefon ya da küçük bir tabletle siparişi ve ödemeyi masada alın.',
    },
    kitchen: {
      name: 'Mutfak ekran sistemi',
      description: 'Kâğıt fişlerin yerini alan ve her siparişi anında gösteren ekranlar.',
    },
    ordering: {
      name: 'Masadan sipariş',
      description: 'Misafirler masadaki QR kodla telefonlarından sipariş verip öder.',
    },
  },
  cta: {
    trial: '30 günlük ücretsiz denemenizi başlatın',
    trialNote: 'Bir dakikadan kısa sürede hazır. 30 gün boyunca ücretsiz.',
    explore: 'Tüm özellikleri görün',
  },
  home: {
    hero: {
      eyebrow: 'Restoranlar, barlar, kafeler ve mağazalar için',
      title: 'Restoranınızın sattığı her şey için tek platform',
      lead: 'Ordna; POS, QR sipariş, self servis kiosklar, mutfak ekranları ve el terminaliyle sipariş ve ödemeyi tek bir sistemde toplar, böylece her sipariş aynı yere ulaşır.',
      illustration: 'Aynı siparişi gösteren bir kasa, bir el terminali ve bir mutfak ekranı',
    },
    stats: {
      label: 'Rakamlarla Ordna',
      trialValue: '30 gün',
      trialLabel: 'tüm özelliklerle ücretsiz deneme',
      setupValue: '1 dakikadan kısa',
      setupLabel: 'kayıttan ilk satışa kadar',
      revenueValue: '%30’a kadar',
      revenueLabel: 'QR sipariş ve kiosklarla daha fazla ciro',
    },
    platform: {
      title: 'Hepsi bir arada: satmanın beş yolu, tek sistem',
      lead: 'Kasayla başlayın, gerisini ihtiyaç duyduğunuzda ekleyin. Menüler, fiyatlar ve raporlar hepsinde ortaktır.',
      pos: {
        title: 'Satış noktası',
        body: 'Masa planı, hesap bölme ve bahşiş özellikleriyle tezgâh ve masa için hızlı bir kasa.',
      },
      qr: {
        title: 'QR sipariş',
        body: 'Misafirler masadaki kodu okutur, menüden sipariş verir ve telefonlarından öder.',
      },
      kiosk: {
        title: 'Self servis kiosklar',
        body: 'Ekibiniz yemeklerle ilgilenirken misafirler kendi siparişini verip ödesin.',
      },
      kitchen: {
        title: 'Mutfak ekranları',
        body: 'Tüm kanallardan gelen her sipariş, saate ve istasyona göre sıralanmış olarak tek ekranda.',
      },
      handheld: {
        title: 'El terminaliyle sipariş ve ödeme',
        body: 'Kasaya yürümeden siparişi ve ödemeyi masada alın.',
      },
    },
    devices: {
      title: 'Elinizdeki donanımla çalışır',
      body: 'Ordna, iOS ve Android telefon ve tabletlerde çalışır; fişleri ve sipariş fişlerini EPSON ve Star yazıcılardan basar. Özel donanım ya da kurulum günü gerekmez.',
      ios: 'iPhone ve iPad',
      android: 'Android telefon ve tabletler',
      printers: 'EPSON ve Star yazıcılar',
    },
    testimonials: {
      title: 'Müşterilerimiz ne diyor?',
      lead: 'Servislerini Ordna ile yöneten restoranlar, barlar ve kafeler.',
      first: {
        body: 'Kasayı öğle yoğunluğundan önce kurduk ve aynı gün sipariş almaya başladık. On iki kişilik bir masanın hesabını bölmek artık birkaç saniye sürüyor.',
        title: 'Stockholm’de bir mahalle bistrosunun sahibi',
      },
      second: {
        body: 'Misafirler QR kodla sipariş vermeye başladığından beri ortalama hesap arttı ve garsonlar zamanlarını kuyruğa değil misafirlere ayırabiliyor.',
        title: 'Bergen’de bir deniz ürünleri restoranının müdürü',
      },
      third: {
        body: 'Mutfak ekranları akşamlarımızı değiştirdi. Aşçılar salondan, kiosktan ve uygulamadan gelen her siparişi aynı anda görüyor, renkler de neyin geciktiğini söylüyor.',
        title: 'Madrid’de bir burger restoranının şefi',
      },
    },
    integrations: {
      title: 'Size saatler kazandıran entegrasyonlar',
      lead: 'Ordna, kullandığınız sistemlere bağlanır; satışları iki kez girmeniz gerekmez.',
      accounting: {
        title: 'Muhasebe',
        body: 'Günlük satışlar muhasebe sisteminize otomatik olarak aktarılır; faturalı müşteriler için toplu faturalama da dahildir.',
      },
      scheduling: {
        title: 'Personel vardiyaları',
        body: 'Çalışma saatleri ve satışlar yan yana, böylece yoğun akşamlar için doğru ekibi planlarsınız.',
      },
      inventory: {
        title: 'Stok',
        body: 'Siz sattıkça stok düşer ve bir şey bitmeden neyi sipariş edeceğinizi bilirsiniz.',
      },
      api: {
        title: 'Açık API',
        body: 'Yönetim panelinde oluşturup iptal edebildiğiniz API anahtarlarıyla kendi bağlantılarınızı kurun.',
      },
    },
    company: {
      title: 'Merkezimiz Stockholm’de, size yakınız',
      body: 'Ordna, Stockholm’den geliştirilir ve desteklenir. Norveç’te müşteri hizmetlerini, konaklama ve yiyecek-içecek sektöründe 25 yılı aşkın deneyime sahip iş ortağımız yürütür.',
      stockholm: 'Genel merkez Stockholm’de',
      norway: '25 yılı aşkın deneyime sahip iş ortağıyla Norveç’te destek',
      chat: 'Yönetim panelinin sağ alt köşesinde destek sohbeti',
    },
  },
  pos: {
    hero: {
      eyebrow: 'POS sistemi',
      title: 'Yoğun servisler için tasarlanmış bir kasa',
      lead: 'Ekibinizin tezgâhta ve masada ihtiyaç duyduğu her şey: masa planı, masada ödeme, hesap bölme, bahşiş, hediye kartları ve paket menüler. iOS ve Android üzerinde çalışır, EPSON ve Star yazıcılardan basar.',
      illustration: 'Boş ve ödenmiş masaları gösteren masa planının açık olduğu bir kasa',
    },
    features: {
      title: 'Ordna POS’un tüm özellikleri',
      lead: 'Hepsi 30 günlük ücretsiz denemeye dahildir.',
      payAtTable: {
        title: 'Masada ödeme',
        body: 'Misafiri kasaya götürmek yerine ödemeyi misafire götürün.',
      },
      tableMap: {
        title: 'Masa planı',
        body: 'Hangi masaların boş olduğunu, sipariş verdiğini ya da hesap beklediğini görün.',
      },
      multiPay: {
        title: 'Birden çok terminalle ödeme',
        body: 'Yoğun saatlerde aynı anda birkaç kart terminalinden ödeme alın.',
      },
      invoice: {
        title: 'Faturayla ödeme',
        body: 'Kurumsal müşterilerin faturayla ödemesine izin verin; toplu faturalama muhasebe entegrasyonunuz üzerinden yapılır.',
      },
      stationControl: {
        title: 'İstasyon yönetimi',
        body: 'Her yemeği doğru istasyona gönderin: ızgara, soğuk mutfak ya da bar.',
      },
      layout: {
        title: 'Kasa düzeni',
        body: 'Sayfaları ve düğmeleri, en çok satan ürünleriniz tek dokunuş uzakta olacak şekilde düzenleyin.',
      },
      splitBill: {
        title: 'Hesabı bölme',
        body: 'Tüm hesabı eşit bölün ya da tek tek ürünleri başka bir hesaba taşıyın.',
      },
      discounts: {
        title: 'Personel, arkadaş ve aile indirimleri',
        body: 'Doğru kişilere doğru indirimi verin ve raporlarınızda görün.',
      },
      tips: {
        title: 'Bahşiş yönetimi',
        body: 'Misafir bahşişi kart terminalinde ekler, siz de vardiya bazında görürsünüz.',
      },
      packages: {
        title: 'Paket menüler',
        body: 'Bir alana bir bedava, çok çeşitli menüler ve kombolar, her parçada doğru fiyatla.',
      },
      giftCards: {
        title: 'Hediye kartları',
        body: 'Dijital ya da fiziksel hediye kartları satın ve kullandırın.',
      },
      kitchenMessages: {
        title: 'Mutfak notları',
        body: 'Alerjileri ve özel istekleri siparişle birlikte mutfağa gönderin.',
      },
      orderSlips: {
        title: 'Toplu sipariş fişleri',
        body: 'Mutfağın servisleri planlayabilmesi için tüm masaya tek bir fiş basın.',
      },
      payLater: {
        title: 'Hızlı servis için sonra öde',
        body: 'Misafir önce sipariş verir, yemeğini teslim alırken öder.',
      },
    },
  },
  handheld: {
    hero: {
      eyebrow: 'El terminali',
      title: 'Siparişi ve ödemeyi masada alın',
      lead: 'Tüm kasa cebinizde. Ekibiniz siparişi masada alır, doğrudan mutfağa gönderir ve misafir hesabı istemeden ödemeyi tahsil eder.',
      illustration: '4 numaralı masanın siparişini alan bir telefon',
    },
    points: {
      title: 'Daha az yürüyüş, daha çok satış',
      order: {
        title: 'Masada sipariş',
        body: 'Menü, seçenekler ve mutfak notları bir telefonda ya da küçük bir tablette.',
      },
      kitchen: {
        title: 'Doğrudan mutfağa',
        body: 'Sipariş, gönderildiği anda mutfak ekranında ya da yazıcısında görünür.',
      },
      pay: {
        title: 'Masada ödeme',
        body: 'Hesabı bölün, bahşiş ekleyin ve fişi misafirin oturduğu yerde basın ya da gönderin.',
      },
      devices: {
        title: 'Zaten bildiğiniz cihazlar',
        body: 'iOS ve Android cihazlarda çalışır; fişler için EPSON ve Star yazıcılar kullanılır.',
      },
    },
  },
  kitchen: {
    hero: {
      eyebrow: 'Mutfak ekran sistemi',
      title: 'Yoğunluğa ayak uyduran mutfak ekranları',
      lead: 'Kâğıt fişleri; kasadan, el terminallerinden, QR siparişten ve kiosklardan gelen her siparişi toplayan ve gerçek zamanlı güncellenen ekranlarla değiştirin.',
      illustration: 'Yeşil, sarı ve kırmızı sipariş fişleri olan bir mutfak ekranı',
    },
    points: {
      title: 'Pasta duranlar için yapıldı',
      channels: {
        title: 'Tüm kanallardan siparişler',
        body: 'Salon, paket servis, QR ve kiosk siparişleri aynı ekrana düşer.',
      },
      views: {
        title: 'Her servis saati için görünüm',
        body: 'Kahvaltı için bir görünüm, öğle için bir başkası, akşam yemeği için bir üçüncüsü kurun.',
      },
      colours: {
        title: 'Durum renkleri',
        body: 'Yeşil, sarı ve kırmızı; hangi siparişlerin yeni, hazırlanmakta ya da gecikmiş olduğunu bir bakışta gösterir.',
      },
      realtime: {
        title: 'Gerçek zamanlı güncelleme',
        body: 'Masada bir sipariş değiştiğinde ekran da onunla birlikte değişir.',
      },
    },
  },
  ordering: {
    hero: {
      eyebrow: 'Masadan sipariş',
      title: 'Misafirleriniz masadan sipariş verip ödesin',
      lead: 'Her masaya bir QR kod koyun. Misafirler menüyü telefonlarında açar, sipariş verip öder ve sipariş doğrudan mutfağa gider. QR sipariş ve kiosk ekleyen restoranlar %30’a kadar daha fazla satış yapar.',
      illustration: 'Menüyü gösteren bir telefonun yanında masa standındaki bir QR kod',
    },
    points: {
      title: 'Daha fazla personel olmadan daha hızlı servis',
      qr: { title: 'Masada QR kod', body: 'İndirilecek uygulama yok: menü telefonun tarayıcısında açılır.' },
      kiosk: {
        title: 'Self servis kiosklar',
        body: 'Girişteki bir kiosk, kuyruk ilerlerken siparişleri ve ödemeleri alır.',
      },
      pay: {
        title: 'Tek seferde sipariş ve ödeme',
        body: 'Misafir sipariş verirken öder, kimse hesap beklemez.',
      },
      revenue: {
        title: '%30’a kadar daha fazla ciro',
        body: 'Misafirler tüm menüyü fotoğraflar ve eklemelerle görür, beklemeden yeniden sipariş verir.',
      },
    },
  },
  footer: {
    ctaTitle: 'Ordna’yı 30 gün ücretsiz deneyin',
    ctaBody: 'Restoranınızı bir dakikadan kısa sürede kurun. Tüm özellikler denemeye dahildir.',
    cta: 'Hemen başlayın',
    productsTitle: 'Ürünler',
    companyTitle: 'Şirket',
    contactTitle: 'İletişim',
    socialTitle: 'Bizi takip edin',
    social: '{network} üzerinde Ordna',
    country: 'İsveç',
    supportEmail: 'Destek: {email}',
    copyright: '© {year} Ordna AB. Tüm hakları saklıdır.',
  },
} satisfies NamespaceMarketingTranslation;

export default tr_marketing;
