import type { NamespaceCrudTranslation } from '../../i18n-types.js';

/** The generic list and editor's own texts (src/platform/crud): no area's words here. */
const tr_crud = {
  /** A declared kind's field problems (src/domain/kind.ts), for its form and its API. */
  field: {
    required: 'Bu alan zorunludur.',
    tooLong: 'Çok uzun.',
    invalid: 'Bu değer geçerli değil.',
    number: 'İzin verilen aralıkta bir tam sayı girin.',
    unknownReference: 'Sunulan seçeneklerden birini seçin.',
  },
  list: {
    /** An on/off column of a declared kind (kindResource). */
    yes: 'Evet',
    no: 'Hayır',
    filter: 'Filtrele',
    filterPlaceholder: 'Ad şunu içeriyor…',
    selectAll: 'Gösterilenlerin tümünü seç',
    selectRow: '{name} seç',
    selected: '{count} seçili',
    selectMatching: 'Eşleşen {count} kaydın tümünü seç',
    allMatching: 'Eşleşen {count} kaydın tümü seçili',
    clearSelection: 'Seçimi temizle',
    loadingRow: 'Yükleniyor…',
    shown: '{total} kayıttan {shown} gösteriliyor',
    showing: '{name} gösteriliyor',
    bulkDelete: 'Seçilenleri sil',
    bulkApply: 'Uygula',
    bulkDone: '{count} kayıt değiştirildi',
    none: 'Yok',
    all: 'Tümü',
    actions: 'İşlemler',
  },
  form: {
    save: 'Kaydet',
    saving: 'Kaydediliyor…',
    create: 'Oluştur',
    cancel: 'İptal',
    close: 'Düzenleyiciyi kapat',
    delete: 'Sil',
    saved: '{name} kaydedildi',
    created: '{name} oluşturuldu',
    deleted: 'Silindi',
    notFound: 'Bu kayıt yok veya silinmiş.',
    chooseNone: 'Yok',
  },
  suggest: {
    button: 'Çeviri öner',
    working: 'Öneriliyor…',
    done: 'Boş diller için öneriler dolduruldu. Kaydetmeden önce kontrol edin.',
    needText: 'Önce metni bir dilde yazın (en fazla 200 karakter).',
    notConfigured:
      'Metin önerileri kapalı: hiçbir metin sağlayıcısı ayarlanmamış. Sunucuda TEXT_COMPLETION_API_URL ve TEXT_COMPLETION_API_KEY değerlerini ayarlayın.',
    failed: 'Metin sağlayıcısı yanıt vermedi. Birazdan yeniden deneyin.',
  },
  conflict: {
    title: 'Başka biri önce kaydetti',
    body: 'Siz düzenlerken bu kaydı başka biri değiştirdi. Onun sürümünü görmek için yeniden yükleyin veya kendi sürümünüzle üzerine yazın.',
    reload: 'Onun sürümünü yükle',
    overwrite: 'Benimkiyle üzerine yaz',
  },
  deleteDialog: {
    title: '{name} silinsin mi?',
    titleMany: '{count} kayıt silinsin mi?',
    body: 'Bu işlem geri alınamaz.',
    usedIn: 'Hâlâ şurada kullanılıyor:',
    usedInMany: 'Hâlâ şuralarda kullanılıyorlar:',
    confirmUsed: 'Yine de sil',
    confirm: 'Sil',
    usageKinds: {
      MENU: '{name} menüsü',
      POS_LAYOUT: '{name} kasa düzeni',
      UPSELL: '{name} ek satışı',
      PRODUCT: '{name} ürünü',
      CATEGORY: '{name} kategorisi',
    },
    more: 've {count} tane daha',
  },
  errors: {
    checkFields: 'İşaretli alanları kontrol edin.',
    somethingWrong: 'Bir şeyler ters gitti. Tekrar deneyin.',
  },
} satisfies NamespaceCrudTranslation;

export default tr_crud;
