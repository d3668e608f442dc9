import type { NamespaceOnlineOrderingTranslation } from '../../i18n-types.js';

const tr_onlineOrdering = {
  page: {
    title: 'Masadan sipariş',
    intro:
      'Misafirler masadaki QR kodunu tarar, alerjenleriyle birlikte menüyü görür ve sipariş verir; ödemeyi masada yaparlar. Siparişler App kaynağıyla siparişlere, masa izlemeye ve mutfak ekranına düşer.',
    venue: 'İşletme',
    enabled: 'Masadan sipariş açık',
    menu: 'Menü',
    menuAuto: 'Menü programına göre (masaya servis)',
    noMenus: 'Bu işletmeye bağlı bir masaya servis menüsü yok. Menüler bölümünden bir tane bağlayın.',
    save: 'Kaydet',
    saved: 'Kaydedildi',
    qr: 'QR kodları (PDF)',
    qrFile: 'qr-kodlari-{venue}.pdf',
    empty: 'İşletme yok.',
  },
  pdf: {
    title: 'Tara ve sipariş ver – {venue}',
    table: 'Masa {code}',
    hint: 'Tara, sipariş ver, masada öde.',
    noTables: 'Bu işletmenin henüz masası yok.',
  },
  guest: {
    title: '{venue} – masa {table}',
    loading: 'Menü yükleniyor…',
    closed: 'Şu anda masadan sipariş almıyoruz.',
    allergens: 'Alerjenler',
    add: '{item} ekle',
    remove: 'Bir {item} çıkar',
    inCart: 'Siparişte {count} adet',
    cart: 'Siparişiniz',
    empty: 'Henüz bir şey seçilmedi.',
    total: 'Toplam',
    place: 'Sipariş ver',
    placing: 'Gönderiliyor…',
    placed: 'Teşekkürler! {number} numaralı sipariş mutfağa gidiyor. Ödemeyi masada yaparsınız.',
    failed: 'Sipariş gönderilemedi. Tekrar deneyin.',
    payAtTable: 'Ödemeyi masada yaparsınız.',
  },
  errors: {
    unknownTable: 'Bu masa sipariş almıyor. Personelden yardım isteyin.',
    closed: 'İşletme şu anda masadan sipariş almıyor.',
    notOnMenu: 'Bu yemek şu anda menüde yok.',
    throttled: 'Bu masadan çok fazla sipariş geldi. Birkaç dakika bekleyip tekrar deneyin.',
    menuNotLinked: 'Bu işletmenin masaya servis menülerinden birini seçin.',
    required: 'Zorunlu',
    invalid: 'Geçersiz değer',
    checkFields: 'İşaretli alanları kontrol edin.',
  },
} satisfies NamespaceOnlineOrderingTranslation;

export default tr_onlineOrdering;
