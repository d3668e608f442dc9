import type { NamespaceIntegrationsTranslation } from '../../i18n-types.js';

const tr_integrations = {
  title: 'Entegrasyonlar',
  intro: 'Her günün satışlarını elle yazmadan muhasebe programınıza gönderin.',
  kinds: { accounting: 'Muhasebe', staff: 'Personel planlama', file: 'Dosya dışa aktarma' },
  statuses: { disconnected: 'Bağlı değil', connected: 'Bağlı', refused: 'Sağlayıcı tarafından reddedildi' },
  soon: 'Yakında',
  open: '{name} aç',
  sends:
    'Her işletme ve kapanmış muhasebe günü için dengeli bir fiş gönderir; ertesi sabah, sağlayıcı erişilemezse yeniden dener.',
  sendsStaff:
    'Her işletmenin kapanmış muhasebe gününün satışlarını (aracın saat tuttuğu yerde saat saat) gönderir; böylece personel maliyeti ciroyla karşılaştırılabilir. Vardiya aracındaki birime işletmenin adını verin.',
  connect: 'Bağlan',
  credential: {
    accessToken: 'Erişim anahtarı',
    clientKey: 'İstemci anahtarı',
    employeeToken: 'Çalışan anahtarı',
    grantToken: 'Yetki anahtarı',
    refreshToken: 'Yenileme anahtarı',
    apiKey: 'API anahtarı',
    clientId: 'İstemci kimliği',
    clientSecret: 'İstemci gizli anahtarı',
    variableId: 'Tahmin değişkeni (harici kimlik)',
  },
  manage: 'Hesap eşlemesini yönet',
  vouchers: 'Günlük fişler, son 30 gün',
  noVouchers: 'Henüz fiş yok.',
  voucherStatuses: {
    pending: 'Bekliyor',
    retrying: 'Yeniden deneniyor',
    sent: 'Gönderildi',
    exported: 'Dışa aktarıldı',
    failed: 'Başarısız',
  },
  date: 'Muhasebe günü',
  status: 'Durum',
  message: 'Mesaj',
  sendDay: 'Bir gün gönder',
  send: 'Gönder',
  mapping: {
    title: 'Hesap eşlemesi',
    defaults: 'Bunlar ülkenizin varsayılan hesaplarıdır. Kontrol edip kaydedin.',
    sales: 'Satışlar, %{rate} KDV',
    vat: 'Hesaplanan KDV, %{rate}',
    payment: 'Ödeme: {method}',
    tips: 'Personele bahşişler',
    rounding: 'Yuvarlama',
    cashDifference: 'Kasa farkları',
    tenant: 'Kiracı',
    tenantHint:
      'Sağlayıcıdaki bir müşteri şirketin kimliği; kimlik bilgilerinin kendi şirketi için boş bırakın.',
    save: 'Eşlemeyi kaydet',
    saved: 'Eşleme kaydedildi.',
  },
  errors: {
    salesOnly: 'Bu entegrasyon fiş değil, satış alır.',
    invalidTenant: 'Kiracı, sağlayıcıdaki bir müşteri şirketin numarasıdır: yalnızca rakam.',
    checkFields: 'İşaretli hesapları kontrol edin.',
    refused: 'Sağlayıcı kimlik bilgilerini reddetti: {message}',
    unmappedVatRate: '%{rate} KDV oranına bir hesap verin.',
    unmappedPaymentMethod: '{method} ödeme yöntemine bir hesap verin.',
    unmappedAccount: 'Buna bir hesap verin.',
    cannotSend: 'Gün gönderilemiyor: {what} için hesap yok.',
  },
} satisfies NamespaceIntegrationsTranslation;

export default tr_integrations;
