import type { NamespaceSettingsTranslation } from '../../i18n-types.js';

const tr_settings = {
  title: 'Ayarlar',
  resources: {
    venues: {
      title: 'Şubeler',
      tableLabel: 'Şubeler',
      create: 'Yeni şube',
      editTitle: '{name} düzenle',
      count: '{count} şube',
      empty: 'Henüz şube yok.',
      fields: {
        name: 'Ad',
        legalName: 'Ticari unvan',
        street: 'Adres',
        zip: 'Posta kodu',
        city: 'Şehir',
        phone: 'Telefon',
        timezone: 'Saat dilimi',
        accountingCutoff: 'Muhasebe günü başlangıcı',
        staffIdleTimeout: 'Personelin oturumunu kapat (dakika)',
        active: 'Etkin',
      },
      columns: {
        name: 'Ad',
        city: 'Şehir',
        timezone: 'Saat dilimi',
        accountingCutoff: 'Gün başlangıcı',
        active: 'Durum',
      },
    },
  },
  form: {
    cutoffHint:
      'Şubenin saat diliminde SS:DD. Bu saatten önceki satışlar önceki güne sayılır (varsayılan 05:30).',
    idleHint: '0 personelin oturumunu açık tutar.',
    timezoneHint: 'Örneğin Europe/Istanbul.',
    active: 'Etkin',
    inactive: 'Devre dışı',
  },
  errors: {
    checkFields: 'İşaretli alanları kontrol edin.',
    required: 'Bu alan zorunludur.',
    invalid: 'Bu değer geçerli değil.',
    tooLong: 'Metin çok uzun.',
    timezone: 'Europe/Istanbul gibi bir saat dilimi girin.',
    cutoff: 'Saati SS:DD olarak girin, örneğin 05:30.',
    idleTimeout: '0 ile 240 arasında tam sayı dakika girin.',
    lastVenue: 'Bir şirketin en az bir şubesi kalır. Önce başka bir şube ekleyin.',
  },
} satisfies NamespaceSettingsTranslation;

export default tr_settings;
