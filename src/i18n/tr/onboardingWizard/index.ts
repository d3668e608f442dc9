import type { NamespaceOnboardingWizardTranslation } from '../../i18n-types.js';

const tr_onboardingWizard = {
  welcome: {
    title: "Ordna'ya hoş geldiniz, {name}",
    body: '{company} kurulumunu birlikte yapalım. Altı kısa adım sizi boş bir hesaptan ilk satışınıza götürür; istediğiniz adımı atlayıp daha sonra, herhangi bir cihazdan geri dönebilirsiniz.',
    start: 'Kuruluma başla',
    resume: 'Kaldığınız yerden devam edin',
    done: 'Her şey hazır. Panoya git',
  },
  wizard: 'Kurulum adımları',
  progress: 'Kurulum: {done}/{total} tamamlandı',
  stepOf: 'Adım {index}/{total}',
  continue: 'Devam',
  skip: 'Bu adımı atla',
  back: 'Geri',
  finished: 'Kurulum tamamlandı. Tebrikler!',
  toDashboard: 'Panoya git',
  states: { done: 'Tamamlandı', skipped: 'Atlandı', open: 'Yapılacak' },
  pages: {
    account: 'Hesabınız',
    information: 'Şirket bilgileri',
    stations: 'Mutfak istasyonları',
    integrations: 'Entegrasyonlar',
    licenses: 'Lisanslar',
    productLibrary: 'Ürün kütüphanesinden menü',
  },
  outOfOrder: 'Önce “{page}” adımını tamamlayın veya atlayın: oraya yönlendirildiniz.',
  account: {
    intro: 'Bu, kaydolduğunuz hesaptır. Bilgilerinizi daha sonra Ayarlar bölümünden değiştirebilirsiniz.',
    name: 'Ad',
    email: 'E-posta',
    company: 'Şirket',
  },
  information: {
    intro:
      'İşletme adınız, resmî unvanınız ve adresiniz fişlerde ve raporlarda yer alır; Devam et bunları kaydeder.',
    businessName: 'İşletme adı',
    legalName: 'Resmî unvan',
    street: 'Sokak adresi',
    zip: 'Posta kodu',
    city: 'Şehir',
  },
  stations: {
    intro: 'İstasyon, siparişlerin gittiği bir mutfak yazıcısı veya ekranıdır.',
    existing: 'İstasyonlarınız',
    none: 'Henüz istasyon yok.',
    name: 'İstasyon adı',
    kind: 'Tür',
    printer: 'Yazıcı',
    screen: 'Ekran',
    add: 'İstasyon ekle',
  },
  integrationsStep: {
    intro:
      'Muhasebe programınızı bağlayın; her günün satışları elle yazılmadan defterlerinize ulaşsın. Bunu şimdi veya daha sonra yapabilirsiniz.',
    open: 'Entegrasyonları aç',
  },
  licenses: {
    intro:
      'Lisanslar masaları, mutfak ekranlarını, uygulama siparişlerini ve daha fazlasını açar. Deneme süreniz her şeyi içerir; bitmeden lisans seçin.',
    open: 'Lisansları gör',
  },
  library: {
    intro:
      'İşletmenize en yakın türü seçin. Ülkenize ait kategorileri, servis sıralarını, ürünleri, seçenekleri ve KDV oranlarını tek tıkla ekleriz; sonra her şeyi diğer ürünler gibi düzenleyebilirsiniz.',
    kind: 'İşletme türü',
    kinds: { cafe: 'Kafe', bar: 'Bar', restaurant: 'Restoran', shop: 'Mağaza' },
    preview: '{categories} kategoride {count} ürün',
    import: 'Bu ürünleri ekle',
    imported: '{categories} kategoride {products} ürün ve bir kasa düzeni eklendi.',
    merged: 'Hepsi zaten vardı: hiçbir şey çoğaltılmadı.',
    layoutReady: 'Kasa düzeniniz hazır.',
    openLayout: 'Kasa düzenini aç',
    testSale: 'Deneme satışı yap',
    testSaleIntro: 'Simülatör, düzeninizdeki ilk ürünü gerçek bir kasa gibi kartla ödenmiş olarak satar.',
    sold: 'Deneme satışı yapıldı: satışa hazırsınız.',
    openOrders: 'Siparişi gör',
    price: 'Fiyat',
    vat: 'KDV %{rate}',
  },
  errors: {
    checkFields: 'İşaretli alanları kontrol edin.',
    required: 'Bu alanı doldurun.',
    tooLong: 'Bu çok uzun.',
    noVenue: 'Şirketin henüz bir işletmesi yok.',
    noProducts: 'Önce bir kasa düzenine ürün ekleyin.',
    unknownEvent: 'Bilinmeyen kurulum olayı.',
    unknownKind: 'Kafe, bar, restoran veya mağaza seçin.',
    outOfOrder: 'Önce bundan önceki adımları tamamlayın veya atlayın.',
  },
} satisfies NamespaceOnboardingWizardTranslation;

export default tr_onboardingWizard;
