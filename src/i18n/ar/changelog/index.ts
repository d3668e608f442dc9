import type { NamespaceChangelogTranslation } from '../../i18n-types.js';

const ar_changelog = {
  entries: {
    tablesLive: {
      title: 'مخططات الصالة والطاولات مباشرة',
      body: 'ارسم كل صالة بطاولاتها، وشاهدها تمتلئ أثناء الخدمة دون إعادة التحميل.',
    },
    financeHome: {
      title: 'نظرة عامة على المبيعات وتقارير Z',
      body: 'أرقام مباشرة في الصفحة الرئيسية، وتقارير Z تستوفي القواعد السويدية والنرويجية.',
    },
    staffPins: {
      title: 'الموظفون ورموز PIN ومستويات الوصول',
      body: 'أضف موظفين برمز PIN لنقطة البيع، وحدد بدقة ما يمكن لكل شخص فعله.',
    },
    menuHistory: {
      title: 'سجل التغييرات للقوائم والمنتجات',
      body: 'اعرف من غيّر سعرًا أو قائمة، وتراجع عن ذلك بنقرة واحدة.',
    },
  },
} satisfies NamespaceChangelogTranslation;

export default ar_changelog;
