import type { NamespaceCompetitionsTranslation } from '../../i18n-types.js';

const tr_competitions = {
  title: 'Yarışmalar',
  intro: 'Personel seçilen ürün veya kategorilerde yarışır; POS satışları sıralamayı anında günceller.',
  search: 'Ürün ve kategori ara',
  more: 'Daha fazla göster',
  none: 'Henüz yarışma yok.',
  create: 'Yarışmayı başlat',
  name: 'Ad',
  metric: 'Sayım ölçütü',
  metrics: {
    QUANTITY: 'Satılan adet',
    AMOUNT: 'Satılan tutar',
  },
  startsAt: 'Başlangıç',
  endsAt: 'Bitiş',
  products: 'Ürünler',
  categories: 'Kategoriler',
  venue: 'Şube',
  allVenues: 'Tüm şubeler',
  phases: {
    UPCOMING: 'Yaklaşan',
    RUNNING: 'Devam ediyor',
    FINISHED: 'Bitti',
  },
  leaderboard: 'Sıralama',
  rank: 'Sıra',
  seller: 'Personel',
  quantity: 'Adet',
  amount: 'Tutar',
  empty: 'Henüz satış yok.',
  fullScreen: 'Tam ekran',
  exitFullScreen: 'Tam ekrandan çık',
  open: 'Sıralamayı göster',
  started: '{name} başladı.',
  live: 'Canlı',
  errors: {
    checkFields: 'İşaretli alanları kontrol edin.',
    required: 'Bu alan zorunludur.',
    invalid: 'Bu değer geçerli değil.',
    tooLong: 'Bu çok uzun.',
    period: 'Bitiş başlangıçtan sonra olmalıdır.',
    targets: 'En az bir ürün veya kategori seçin.',
    venue: 'Şubelerinizden birini seçin.',
  },
} satisfies NamespaceCompetitionsTranslation;

export default tr_competitions;
