import type { NamespacePaymentsTranslation } from '../../i18n-types.js';

const tr_payments = {
  transactionsTitle: 'İşlemler',
  payoutsTitle: 'Ödemeler',
  reportsTitle: 'Ödeme raporları',
  notConfigured:
    'Kart ödeme sağlayıcısı henüz bağlı değil. Yöneticinizden sağlayıcı anahtarını sunucuda tanımlamasını isteyin; bakiye, doğrulama bağlantıları, ödemeler ve ödeme raporları tanımlandığında burada görünür.',
  balance: 'Bakiye',
  available: 'Kullanılabilir',
  pending: 'Beklemede',
  noBalance: 'Henüz bakiye hesabı yok.',
  onboarding: 'Kayıt',
  accountHolder: 'Hesap sahibi',
  noAccountHolders: 'Henüz hesap sahibi yok.',
  statuses: {
    PENDING: 'Doğrulama bekleniyor',
    VERIFIED: 'Doğrulandı',
    REJECTED: 'Reddedildi',
  },
  completeVerification: 'Doğrulamayı tamamla',
  openCheckout: 'Ödeme sayfasını aç',
  search: 'Sipariş numarası veya kart referansı',
  from: 'Başlangıç',
  to: 'Bitiş',
  venue: 'Şube',
  allVenues: 'Tüm şubeler',
  exportCsv: "CSV'ye aktar",
  loadMore: 'Daha fazla göster',
  summary: '{count} kart ödemesi, toplam {amount}',
  columns: {
    date: 'Tarih',
    venue: 'Şube',
    order: 'Sipariş',
    amount: 'Tutar',
    tip: 'Bahşiş',
    reference: 'Kart referansı',
    status: 'Durum',
    currency: 'Para birimi',
    period: 'Dönem',
    type: 'Tür',
  },
  empty: {
    transactions: 'Filtreye uyan kart ödemesi yok.',
    payouts: 'Henüz ödeme yok.',
    reports: 'Henüz ödeme raporu yok.',
  },
  payoutStatuses: {
    BOOKED: 'Ödendi',
    PENDING: 'Yolda',
    FAILED: 'Başarısız',
  },
  reportTypes: {
    PAYOUTS: 'Ödemeler',
  },
  newReport: 'Yeni ödeme raporu',
  orgNumber: 'Vergi numarası',
  currency: 'Para birimi',
  createReport: 'Rapor oluştur',
  reportCreated: 'Ödeme raporu istendi.',
  download: 'İndir',
  errors: {
    checkFields: 'İşaretli alanları kontrol edin.',
    required: 'Bu alanı doldurun.',
    tooLong: 'Bu çok uzun.',
    invalidEmail: 'ad@ornek.com gibi bir e-posta adresi girin.',
    invalidCountry: 'Sunulan ülkelerden birini seçin.',
    invalidCurrency: 'Sunulan para birimlerinden birini seçin.',
    invalidOrgNumber: 'Kuruluş numarası bu ülkenin numaralarının uzunluğunda değil.',
    invalidDate: 'Tarihi YYYY-AA-GG olarak girin.',
    invalidRange: 'Bitiş tarihi başlangıç tarihiyle aynı gün veya sonrası olmalı.',
    shareholdersMin: 'En az bir hissedar ekleyin.',
    jobTitleRequired: 'Bu ülkede her hissedarın unvanı zorunludur.',
    providerRefused: 'Kart sağlayıcısı isteği reddetti: {message}. Düzeltip tekrar deneyin.',
    providerRefusedField: 'Kart sağlayıcısı bu değeri reddetti: {message}',
    notConfigured:
      'Kart ödeme sağlayıcısı bağlı değil. Yöneticinizden sağlayıcı anahtarını sunucuda tanımlamasını isteyin.',
    providerKey:
      'Kart sağlayıcısı anahtarımızı kabul etmedi. Yöneticinizden sunucudaki sağlayıcı anahtarını yenilemesini isteyin.',
    providerDown:
      'Kart sağlayıcısı şu anda yanıt vermiyor. Hiçbir şey kaydedilmedi; birkaç dakika sonra tekrar deneyin.',
    metadataMissing:
      'Meta veriler eksik: şubenin sokak, posta kodu ve şehir bilgilerini Ayarlar → Şubeler altında doldurup tekrar deneyin.',
  },
} satisfies NamespacePaymentsTranslation;

export default tr_payments;
