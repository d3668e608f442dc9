import type { NamespaceChangelogTranslation } from '../../i18n-types.js';

const tr_changelog = {
  entries: {
    tablesLive: {
      title: 'Kat planları ve canlı masalar',
      body: 'Her salonu masalarıyla çizin ve servis sırasında yeniden yüklemeden dolmalarını izleyin.',
    },
    financeHome: {
      title: 'Satış özeti ve Z raporları',
      body: 'Ana sayfada canlı rakamlar ve İsveç ile Norveç kurallarına uyan Z raporları.',
    },
    staffPins: {
      title: 'Personel, PIN kodları ve erişim düzeyleri',
      body: 'Kasa için PIN koduyla personel ekleyin ve herkesin tam olarak neler yapabileceğine karar verin.',
    },
    menuHistory: {
      title: 'Menü ve ürünler için değişiklik geçmişi',
      body: 'Bir fiyatı veya menüyü kimin değiştirdiğini görün ve tek tıkla geri alın.',
    },
  },
} satisfies NamespaceChangelogTranslation;

export default tr_changelog;
