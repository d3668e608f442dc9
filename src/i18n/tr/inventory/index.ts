import type { NamespaceInventoryTranslation } from '../../i18n-types.js';

const tr_inventory = {
  page: {
    title: 'Stok',
    venue: 'Şube',
    search: 'Ürün ara',
    lowOnly: 'Yalnızca düşük stok',
    none: 'Bu şubede henüz stok takibi yok. Başlamak için bir teslimat veya sayım kaydedin.',
    count: '{count} ürün',
    more: 'Daha fazla göster',
    saved: 'Kaydedildi',
  },
  columns: {
    product: 'Ürün',
    level: 'Stokta',
    lowLevel: 'Düşük stok seviyesi',
    status: 'Durum',
    actions: 'İşlemler',
  },
  status: {
    inStock: 'Stokta',
    low: 'Düşük',
    soldOut: 'Tükendi',
  },
  actions: {
    delivery: 'Teslimat kaydet',
    count: 'Sayım kaydet',
    history: 'Geçmiş',
    low: 'Düşük stok seviyesi',
  },
  dialog: {
    product: 'Ürün',
    quantity: 'Teslim edilen adet',
    level: 'Sayılan adet',
    note: 'Not',
    lowLevel: 'Düşük stok seviyesi (boş: uyarı yok)',
    save: 'Kaydet',
    cancel: 'İptal',
    choose: 'Bir ürün seçin',
  },
  kinds: {
    SALE: 'Satış',
    RETURN: 'İade',
    DELIVERY: 'Teslimat',
    COUNT: 'Sayım',
    ADJUSTMENT: 'Düzeltme',
  },
  movements: {
    title: 'Hareketler: {product}',
    at: 'Ne zaman',
    kind: 'Tür',
    delta: 'Değişim',
    level: 'Seviye',
    who: 'Kim',
    note: 'Not',
    none: 'Henüz hareket yok.',
  },
  errors: {
    checkFields: 'İşaretli alanları kontrol edin.',
    required: 'Zorunlu',
    invalid: 'Geçersiz',
    tooSmall: 'Çok küçük',
    tooLarge: 'Çok büyük',
    tooLong: 'Çok uzun',
    soldOut: '{product} tükendi.',
  },
} satisfies NamespaceInventoryTranslation;

export default tr_inventory;
